import { answerSections } from '@northgate/form-engine/core';
import type { ReactNode } from 'react';
import * as styles from './flow-review.css.ts';
import type { StepAnswers } from './review-answers.ts';

/**
 * One step's answers on the review page: its title, the link that changes them, and each answer
 * under the question the step asked (from the fields' declarations), grouped under the list
 * entries they belong to.
 */
export function ReviewStep({ group, change }: { group: StepAnswers; change: ReactNode }) {
  const headingId = `review-${group.stepId}`;
  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <div className={styles.stepHeader}>
        <h2 id={headingId} className={styles.stepTitle}>
          {group.title}
        </h2>
        {change}
      </div>
      {group.rows.length === 0 ? (
        <p className={styles.lead}>Nothing to list on this step.</p>
      ) : (
        answerSections(group.rows).map((section, sectionIndex) => (
          <div key={sectionIndex} className={styles.section}>
            {section.within.length > 0 && (
              <h3 className={styles.sectionTitle}>{section.within.join(' › ')}</h3>
            )}
            <dl className={styles.answers}>
              {section.rows.map((row) => (
                <div key={row.path} className={styles.answerRow}>
                  <dt className={styles.answerLabel}>{row.label}</dt>
                  <dd className={styles.answerValue}>
                    {row.value}
                    {row.image && (
                      <img
                        className={styles.signature}
                        src={row.image}
                        alt={`Your signature (${row.value})`}
                      />
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))
      )}
    </section>
  );
}
