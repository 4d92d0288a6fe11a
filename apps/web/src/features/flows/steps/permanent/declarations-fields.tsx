import { esignConsent, permanent } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import * as styles from '../steps.css.ts';
import { YesNoQuestions } from '../yes-no-questions.tsx';
import * as permanentStyles from './permanent.css.ts';

/** Section IX, the acknowledgment and agreement, in plain English. */
const acknowledgments = [
  'The information in this application is true and correct as of the date I sign it. I understand that knowingly or carelessly giving false information may lead to civil liability, including money damages, and to criminal penalties, including fines or imprisonment, under Title 18, United States Code, Section 1001 and other laws.',
  'The loan I am applying for will be secured by a mortgage or deed of trust on the property described in this application.',
  'The property will not be used for any illegal or prohibited purpose, and it will be occupied as I have said in this application.',
  'Northgate Private Lending, its agents and anyone who later owns or services the loan may verify or re-verify any information in this application with any source named in it, and may obtain my consumer credit report.',
  'Northgate Private Lending may keep this application and its records, whether or not the loan is approved.',
  'I will tell Northgate Private Lending if any of the facts I have given change before the loan closes.',
  'If I miss payments, the owner or servicer of the loan may report my name and account to consumer reporting agencies, in addition to its other remedies.',
  'Neither Northgate Private Lending nor its agents have made any promise about the condition or value of the property.',
  // The ESIGN consent: the PDF copy's e-signature record quotes the same words.
  esignConsent.permanentLoanApplication,
];

/**
 * Permanent application, VIII–X: the classic 1003 declarations a–m word for word, government
 * monitoring information (optional), the acknowledgment and agreement, and the signature.
 */
export function PermanentDeclarationsFields() {
  const stepName = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const answers = (formik.values.declarations?.borrower ?? {}) as Record<string, unknown>;
  const declined = answers.declinedToFurnish === true;
  const { setFieldValue } = formik;

  // Declining to furnish the monitoring information clears whatever was picked before.
  useEffect(() => {
    if (!declined) return;
    void setFieldValue(stepName('borrower.ethnicity'), '', false);
    void setFieldValue(stepName('borrower.race'), [], false);
    void setFieldValue(stepName('borrower.sex'), '', false);
  }, [declined, setFieldValue, stepName]);

  return (
    <>
      <Card title="Declarations" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            Please answer every question. A Yes does not end your application; it tells us what to look at
            with you.
          </p>
          <YesNoQuestions
            fields={permanent.explainedDeclarationKeys.map((key) => `borrower.${key}`)}
            explanation="borrower.explanation"
          />
          <StepField field="borrower.usCitizen" />
          <StepField field="borrower.permanentResidentAlien" />
          {answers.usCitizen === 'no' && answers.permanentResidentAlien === 'no' && (
            <p className={styles.note}>
              Thank you. Your loan officer will ask about your residency status and visa. Many borrowers who
              are not permanent residents can still qualify.
            </p>
          )}
          <StepField field="borrower.intendToOccupyAsPrimaryResidence" />
          <StepField field="borrower.ownershipInterestLast3Years" />
          <StepField field="borrower.priorPropertyType" />
          <StepField field="borrower.priorTitleHeld" />
        </div>
      </Card>

      <Card title="Information for government monitoring purposes" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            The following information is requested by the Federal Government for certain types of loans
            related to a dwelling in order to monitor the lender&apos;s compliance with equal credit
            opportunity, fair housing and home mortgage disclosure laws. You are not required to furnish this
            information, but are encouraged to do so. The law provides that a lender may not discriminate
            either on the basis of this information, or on whether you choose to furnish it. If you furnish
            the information, please provide both ethnicity and race. For race, you may check more than one
            designation.
          </p>
          <StepField field="borrower.declinedToFurnish" />
          <StepField field="borrower.ethnicity" />
          <StepField field="borrower.race" />
          <StepField field="borrower.sex" />
        </div>
      </Card>

      <Card title="Acknowledgment and agreement" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>By signing this application, I confirm and agree that:</p>
          <ol className={permanentStyles.terms}>
            {acknowledgments.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
          <StepField field="borrower.agreeToAcknowledgment" />
          <StepField field="borrower.signature" />
        </div>
      </Card>
    </>
  );
}
