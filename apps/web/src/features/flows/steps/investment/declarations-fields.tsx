import { esignConsent, investmentDeclarations } from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { Card, FormikCheckbox, FormikSignaturePad } from '@northgate/ui';
import { useFormikContext } from 'formik';
import * as styles from '../steps.css.ts';
import { YesNoQuestions } from '../yes-no-questions.tsx';

/**
 * Investment application, declarations: credit and legal history, the business-purpose and
 * non-owner-occupancy certifications, the credit authorization and the signature.
 */
export function InvestmentDeclarationsFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const answers = formik.values.declarations ?? {};
  const anyYes = investmentDeclarations.some((question) => answers[question.key] === 'yes');
  return (
    <>
      <Card title="Credit and legal history" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            A Yes does not end your application. Most can be worked with; we only need the facts.
          </p>
          <YesNoQuestions
            questions={investmentDeclarations}
            name={name}
            explain={anyYes}
            explanationHint="What happened, when, and how it was resolved."
          />
        </div>
      </Card>
      <Card title="Certifications and signature" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikCheckbox
            name={name('businessPurpose')}
            label="I certify that this loan is for business or investment purposes, not for personal, family or household use."
          />
          <FormikCheckbox
            name={name('nonOwnerOccupancy')}
            label="I certify that neither I nor any owner of the borrowing entity, nor any family member, will live in the property."
          />
          <FormikCheckbox
            name={name('creditAuthorization')}
            label="I authorize Northgate Private Lending to obtain credit reports and background checks on me and to verify the information in this application."
          />
          <p className={styles.note}>{esignConsent.investmentLoanApplication}</p>
          <FormikSignaturePad name={name('signature')} />
        </div>
      </Card>
    </>
  );
}
