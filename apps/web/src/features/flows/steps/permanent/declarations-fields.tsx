import { yesNo } from '@northgate/validators';
import {
  esignConsent,
  permanentDeclarationQuestions,
  permanentEthnicities,
  permanentExplainedDeclarationKeys,
  permanentPriorPropertyTypeQuestion,
  permanentPriorPropertyTypes,
  permanentPriorTitleHeldOptions,
  permanentPriorTitleHeldQuestion,
  permanentRaces,
  permanentSexes,
  type PermanentDeclarationKey,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import {
  Card,
  FormikCheckbox,
  FormikCheckboxGroup,
  FormikRadioGroup,
  FormikSignaturePad,
  FormikTextArea,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';
import * as permanentStyles from './permanent.css.ts';

const yesNoOptions = toOptions(yesNo);
const priorPropertyOptions = toOptions(permanentPriorPropertyTypes);
const priorTitleOptions = toOptions(permanentPriorTitleHeldOptions);
const ethnicityOptions = toOptions(permanentEthnicities);
const raceOptions = toOptions(permanentRaces);
const sexOptions = toOptions(permanentSexes);

const question = (key: PermanentDeclarationKey) => {
  const found = permanentDeclarationQuestions.find((entry) => entry.key === key);
  if (!found) throw new Error(`No declaration ${key}`);
  return found;
};

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
  const name = (field: string) => stepName(`borrower.${field}`);
  const formik = useFormikContext<FlowFormValues>();
  const answers = (formik.values.declarations?.borrower ?? {}) as Record<string, unknown>;
  const anyYes = permanentExplainedDeclarationKeys.some((key) => answers[key] === 'yes');
  const declined = answers.declinedToFurnish === true;
  const { setFieldValue } = formik;

  // Declining to furnish the monitoring information clears whatever was picked before.
  const ethnicityName = name('ethnicity');
  const raceName = name('race');
  const sexName = name('sex');
  useEffect(() => {
    if (!declined) return;
    void setFieldValue(ethnicityName, '', false);
    void setFieldValue(raceName, [], false);
    void setFieldValue(sexName, '', false);
  }, [declined, ethnicityName, raceName, sexName, setFieldValue]);

  const yesNoQuestion = (key: PermanentDeclarationKey) => {
    const { letter, label, ...rest } = question(key);
    const detail = 'detail' in rest ? rest.detail : undefined;
    return (
      <FormikRadioGroup
        key={key}
        name={name(key)}
        label={
          <>
            <span className={permanentStyles.letter}>{letter}.</span> {label}
          </>
        }
        hint={detail}
        options={yesNoOptions}
        inline
      />
    );
  };

  return (
    <>
      <Card title="Declarations" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            Please answer every question. A Yes does not end your application; it tells us what to look at
            with you.
          </p>
          {permanentExplainedDeclarationKeys.map(yesNoQuestion)}
          {anyYes && (
            <FormikTextArea
              name={name('explanation')}
              label="Explain each Yes answer to questions a to i"
              hint="What happened, when, and how it was resolved. For e and f, include the date, the lender's name and address, any FHA or VA case number, and the reason for the action."
              maxLength={2000}
            />
          )}
          {yesNoQuestion('usCitizen')}
          {answers.usCitizen === 'no' && yesNoQuestion('permanentResidentAlien')}
          {answers.usCitizen === 'no' && answers.permanentResidentAlien === 'no' && (
            <p className={styles.note}>
              Thank you. Your loan officer will ask about your residency status and visa. Many borrowers who
              are not permanent residents can still qualify.
            </p>
          )}
          {yesNoQuestion('intendToOccupyAsPrimaryResidence')}
          {answers.intendToOccupyAsPrimaryResidence === 'yes' && yesNoQuestion('ownershipInterestLast3Years')}
          {answers.intendToOccupyAsPrimaryResidence === 'yes' &&
            answers.ownershipInterestLast3Years === 'yes' && (
              <>
                <FormikRadioGroup
                  name={name('priorPropertyType')}
                  label={permanentPriorPropertyTypeQuestion}
                  options={priorPropertyOptions}
                />
                <FormikRadioGroup
                  name={name('priorTitleHeld')}
                  label={permanentPriorTitleHeldQuestion}
                  options={priorTitleOptions}
                />
              </>
            )}
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
          <FormikCheckbox
            name={name('declinedToFurnish')}
            label="I do not wish to furnish this information"
          />
          {!declined && (
            <>
              <FormikRadioGroup name={ethnicityName} label="Ethnicity" options={ethnicityOptions} optional />
              <FormikCheckboxGroup
                name={raceName}
                label="Race"
                hint="Choose all that apply."
                options={raceOptions}
                optional
              />
              <FormikRadioGroup name={sexName} label="Sex" options={sexOptions} inline optional />
            </>
          )}
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
          <FormikCheckbox
            name={name('agreeToAcknowledgment')}
            label="I have read and agree to the acknowledgment and agreement above"
          />
          <FormikSignaturePad
            name={name('signature')}
            label="Your signature"
            hint="Sign inside the box with your mouse, finger or stylus, or sign with your typed full legal name. We record the date and time you sign."
          />
        </div>
      </Card>
    </>
  );
}
