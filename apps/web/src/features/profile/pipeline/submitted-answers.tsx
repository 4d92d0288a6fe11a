import type { StepAnswersView } from '@northgate/contracts';
import { answerSections } from '@northgate/form-engine/core';
import * as styles from './pipeline.css.ts';

/**
 * The answers of a submitted application as the borrower sent them: each step's answers under the
 * questions they were asked, in the words of the review page and the PDF copy (the API reads them
 * from the fields' declarations). Identity and account numbers show at most their last four.
 */
export function SubmittedAnswers({ steps }: { readonly steps: readonly StepAnswersView[] }) {
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="answers-title" className={styles.section}>
      <h2 id="answers-title" className={styles.sectionTitle}>
        Your answers
      </h2>
      {steps.map((step) => (
        <details key={step.id} className={styles.answersStep}>
          <summary className={styles.answersSummary}>{step.title}</summary>
          {answerSections(step.rows).map((section, index) => (
            <div key={index} className={styles.answersGroup}>
              {section.within.length > 0 && (
                <h3 className={styles.answersHeading}>{section.within.join(' › ')}</h3>
              )}
              <dl className={styles.answers}>
                {section.rows.map((row) => (
                  <div key={row.path} className={styles.answerRow}>
                    <dt className={styles.answerLabel}>{row.label}</dt>
                    <dd className={styles.answerValue}>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </details>
      ))}
    </section>
  );
}
