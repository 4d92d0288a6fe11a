import { isoToday } from '@northgate/validators';
import {
  esignConsent,
  longFormBankruptcyChapters,
  longFormDeclarations,
  longFormNeedsExplanation,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { Card, FormikCheckbox, FormikRadioGroup, FormikSignaturePad } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';
import { YesNoQuestions } from '../yes-no-questions.tsx';
import { FinancialStatementSummary } from './financial-statement-summary.tsx';

const chapterOptions = toOptions(longFormBankruptcyChapters);
// The bankruptcy question is followed by its chapter, before the questions after it.
const bankruptcyAt =
  longFormDeclarations.findIndex((question) => question.key === 'bankruptcyLast7Years') + 1;

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Long form, checkboxQs ('Almost done'): the statement shaped like page 1 of SBA Form 413 with a
 * Change link on every line, then the declarations, the certification, the authorization to
 * verify and pull credit, and the signature.
 */
export function LongFormCheckboxQsFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const answers = formik.values.checkboxQs ?? {};
  return (
    <>
      <FinancialStatementSummary values={formik.values} />

      <Card title="Declarations" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            A Yes does not end your application. Most can be worked with; we only need the facts.
          </p>
          <YesNoQuestions
            questions={longFormDeclarations.slice(0, bankruptcyAt)}
            name={name}
            explain={false}
            explanationHint=""
          />
          {answers.bankruptcyLast7Years === 'yes' && (
            <FormikRadioGroup
              name={name('bankruptcyChapter')}
              label="Which chapter of bankruptcy?"
              options={chapterOptions}
              inline
            />
          )}
          <YesNoQuestions
            questions={longFormDeclarations.slice(bankruptcyAt)}
            name={name}
            explain={longFormNeedsExplanation(answers)}
            explanationHint="What happened, when, and how it was resolved. For a bankruptcy, the date it was discharged."
          />
        </div>
      </Card>

      <Card title="Certification and signature" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikCheckbox
            name={name('certification')}
            label={`I certify that the information in this application and the statement above is true and complete as of ${longDate(isoToday())}. I understand that knowingly making a false statement to obtain a loan is a federal crime (18 U.S.C. 1001 and 1014).`}
          />
          <FormikCheckbox
            name={name('creditAuthorization')}
            label="I authorize Northgate Private Lending to verify the information in this application and statement, and to obtain my credit report and background checks."
          />
          <FormikSignaturePad
            name={name('signature')}
            label="Your signature"
            hint="Sign inside the box with your mouse, finger or stylus, or sign with your typed full legal name. We record the date and time you submit."
          />
          <p className={styles.note}>{esignConsent.longForm}</p>
        </div>
      </Card>
    </>
  );
}
