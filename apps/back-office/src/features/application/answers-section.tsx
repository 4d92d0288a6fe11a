import { errorMessage } from '@northgate/api-client';
import type { AnswerRowView, StaffApplication } from '@northgate/contracts';
import { answerSections } from '@northgate/form-engine/core';
import { Button } from '@northgate/ui';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';

export interface AnswersSectionProps {
  steps: StaffApplication['steps'];
  /** Asks the API for one masked value in full (the API records who asked, and when). */
  reveal: (step: string, field: string) => Promise<string>;
}

/**
 * The borrower's answers, step by step, as the API reads them from the fields' declarations: the
 * questions the borrower was asked, in the words of the review page and the PDF copy; identity
 * numbers and birth dates stay hidden until revealed, account numbers show their last four.
 */
export function AnswersSection({ steps, reveal }: AnswersSectionProps) {
  return (
    <section className={page.section} aria-labelledby="answers-title">
      <h2 id="answers-title" className={page.sectionTitle}>
        Answers
      </h2>
      <p className={page.muted}>
        Identity numbers and dates of birth are hidden. Revealing one is recorded in the audit log with your
        name and the time.
      </p>
      {steps.length === 0 ? <p>This application has no answers on file.</p> : null}
      {steps.map((step) => (
        <section key={step.id} aria-labelledby={`step-${step.id}`}>
          <h3 id={`step-${step.id}`}>{step.title}</h3>
          {answerSections(step.rows).map((section, index) => (
            <div key={index}>
              {section.within.length > 0 ? <h4>{section.within.join(' › ')}</h4> : null}
              <dl className={page.definitionList}>
                {section.rows.map((row) => (
                  <AnswerItem
                    key={row.path}
                    stepId={step.id}
                    stepTitle={step.title}
                    row={row}
                    reveal={reveal}
                  />
                ))}
              </dl>
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}

function AnswerItem({
  stepId,
  stepTitle,
  row,
  reveal,
}: {
  stepId: string;
  stepTitle: string;
  row: AnswerRowView;
  reveal: AnswersSectionProps['reveal'];
}) {
  const where = [...row.within, row.label].join(' › ');
  return (
    <>
      <dt>{row.label}</dt>
      <dd>
        {row.revealable ? (
          <MaskedItem
            text={row.value}
            name={`${where} (${stepTitle})`}
            onReveal={() => reveal(stepId, row.path)}
          />
        ) : row.image ? (
          <>
            {row.value} <img src={row.image} alt={`Signature: ${row.value}`} className={page.signature} />
          </>
        ) : (
          row.value
        )}
      </dd>
    </>
  );
}

function MaskedItem({
  text,
  name,
  onReveal,
}: {
  /** How the answer reads while hidden: "On file, ending 6789". */
  text: string;
  name: string;
  onReveal: () => Promise<string>;
}) {
  const [state, setState] = useState<{ value?: string; error?: string; busy?: boolean }>({});
  if (state.value !== undefined) {
    return (
      <span role="status">
        <strong>{state.value}</strong>{' '}
        <span className={page.muted}>(revealed; recorded in the audit log)</span>
      </span>
    );
  }
  return (
    <span className={page.actions}>
      <span>{text}</span>
      <Button
        variant="secondary"
        loading={state.busy}
        aria-label={`Reveal ${name}`}
        onClick={async () => {
          setState({ busy: true });
          try {
            setState({ value: await onReveal() });
          } catch (error) {
            setState({ error: errorMessage(error) });
          }
        }}
      >
        Reveal
      </Button>
      {state.error ? (
        <span role="alert" className={page.errorText}>
          {state.error}
        </span>
      ) : null}
    </span>
  );
}
