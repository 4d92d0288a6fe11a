import { esignConsent, longForm } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import * as styles from '../steps.css.ts';
import { YesNoQuestions } from '../yes-no-questions.tsx';
import { FinancialStatementSummary } from './financial-statement-summary.tsx';

// The bankruptcy question is followed by its chapter, before the questions after it.
const keys = longForm.declarations.map((question) => question.key);
const bankruptcyAt = keys.indexOf('bankruptcyLast7Years') + 1;

/**
 * Long form, checkboxQs ('Almost done'): the statement shaped like page 1 of SBA Form 413 with a
 * Change link on every line, then the declarations, the certification, the authorization to
 * verify and pull credit, and the signature.
 */
export function LongFormCheckboxQsFields() {
  const formik = useFormikContext<FlowFormValues>();
  return (
    <>
      <FinancialStatementSummary values={formik.values} />

      <Card title="Declarations" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            A Yes does not end your application. Most can be worked with; we only need the facts.
          </p>
          {keys.slice(0, bankruptcyAt).map((key) => (
            <StepField key={key} field={key} />
          ))}
          <StepField field="bankruptcyChapter" />
          <YesNoQuestions fields={keys.slice(bankruptcyAt)} explanation="explanation" />
        </div>
      </Card>

      <Card title="Certification and signature" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="certification" />
          <StepField field="creditAuthorization" />
          <StepField field="signature" />
          <p className={styles.note}>{esignConsent.longForm}</p>
        </div>
      </Card>
    </>
  );
}
