import { yesNo } from '@northgate/validators';
import {
  esignConsent,
  businessDeclarations,
  businessReferralSources,
  emptyGovernmentLoan,
  governmentLoanStatuses,
  MAX_GOVERNMENT_LOANS,
  needsDeclarationExplanation,
  type GovernmentLoan,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import {
  Card,
  FormikCheckbox,
  FormikDateField,
  FormikMoneyField,
  FormikRadioGroup,
  FormikRepeatableGroup,
  FormikSelect,
  FormikSignaturePad,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';
import { YesNoQuestions } from '../yes-no-questions.tsx';
import { useFirstEntry } from './use-first-entry.ts';

const yesNoOptions = toOptions(yesNo);
const loanStatusOptions = toOptions(governmentLoanStatuses);
const referralOptions = toOptions(businessReferralSources);

/** What the loan officer asks for after submit (there is no upload on this application yet). */
const documentsAfterSubmit = [
  'Business tax returns for the last 3 years',
  'Personal tax returns for the last 3 years from each owner of 20% or more',
  'A profit and loss statement and a balance sheet for this year to date',
  'A list of the business’s current debts, with balances and payments',
  'A personal financial statement from each owner of 20% or more',
  'Bank statements for the last 3 months',
  'Formation documents: articles of organization or incorporation, and the operating agreement or bylaws',
  'Business licenses, and for a business under 2 years old, financial projections',
] as const;

/**
 * Business loan application, processingInformation: earlier government financing, who is helping
 * with the application, the declarations (Form 1919, section I), then certification and
 * signature. Submitting the whole application follows this step.
 */
export function ProcessingInformationFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.processingInformation ?? {};
  const hadGovernmentLoans = values.hasGovernmentFinancing === 'yes';
  useFirstEntry(hadGovernmentLoans, name('governmentFinancing'), emptyGovernmentLoan);
  return (
    <>
      <Card title="Government loans" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup
            name={name('hasGovernmentFinancing')}
            label="Have you, the business, another owner or an affiliate ever had a loan from, or backed by, a government agency?"
            hint="For example: an SBA 7(a) or 504 loan, a disaster loan (EIDL), a PPP loan or a USDA loan."
            options={yesNoOptions}
            inline
          />
          {hadGovernmentLoans && (
            <FormikRepeatableGroup<GovernmentLoan>
              name={name('governmentFinancing')}
              legend="Government loans"
              hint="List each loan, including ones paid off or forgiven."
              itemNoun="Loan"
              emptyItem={emptyGovernmentLoan}
              min={1}
              max={MAX_GOVERNMENT_LOANS}
              renderItem={(loan) => (
                <>
                  <FormikTextField
                    name={`${loan}.borrowerName`}
                    label="Who received it"
                    hint="The person or business named on the loan."
                    autoComplete="off"
                  />
                  <FormikTextField
                    name={`${loan}.agency`}
                    label="Agency or program"
                    hint="For example: SBA disaster loan (EIDL)."
                    autoComplete="off"
                  />
                  <div className={styles.pair}>
                    <FormikDateField name={`${loan}.loanDate`} label="Date of the loan" />
                    <FormikMoneyField name={`${loan}.amount`} label="Amount borrowed" />
                  </div>
                  <FormikSelect name={`${loan}.status`} label="Where it stands" options={loanStatusOptions} />
                </>
              )}
            />
          )}
        </div>
      </Card>

      <Card title="Help with this application" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup
            name={name('usingBroker')}
            label="Is a broker, loan packager or consultant helping you with this application?"
            hint="We ask so we know who else is involved in your loan and what you are paying them."
            options={yesNoOptions}
            inline
          />
          {values.usingBroker === 'yes' && (
            <>
              <FormikTextField
                name={name('brokerName')}
                label="Name of the person or firm helping you"
                autoComplete="off"
              />
              <FormikMoneyField
                name={name('brokerFee')}
                label="What you will pay them"
                hint="Their total fee for this loan. Enter 0 if they charge you nothing."
              />
            </>
          )}
        </div>
      </Card>

      <Card title="Declarations" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            A Yes does not end your application. Most can be worked with; we only need the facts.
          </p>
          <YesNoQuestions
            questions={businessDeclarations}
            name={name}
            explain={needsDeclarationExplanation(values)}
            explanationHint="What happened, when, and where it stands now."
          />
          <FormikRadioGroup
            name={name('exportsProducts')}
            label="Does the business sell goods or services to customers outside the US?"
            options={yesNoOptions}
            inline
          />
          <FormikSelect
            name={name('howDidYouHear')}
            label="How did you hear about Northgate Private Lending?"
            options={referralOptions}
            optional
          />
        </div>
      </Card>

      <Card title="Documents we will ask for next" headingLevel={2} as="section">
        <p className={styles.note}>
          You do not need these to submit. After you do, your loan officer will ask for them and tell you how
          to send them.
        </p>
        <ul>
          {documentsAfterSubmit.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ul>
      </Card>

      <Card title="Certification and signature" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikCheckbox
            name={name('certification')}
            label="I certify that the information in this application, and in any document I provide with it, is true and complete to the best of my knowledge. I understand that Northgate Private Lending will rely on it to decide on this loan."
          />
          <FormikCheckbox
            name={name('creditAuthorization')}
            label="I authorize Northgate Private Lending to obtain credit reports and background checks on me and on the business, and to verify the information in this application."
          />
          <p className={styles.note}>{esignConsent.businessLoanApplication}</p>
          <FormikSignaturePad name={name('signature')} label="Your signature" />
        </div>
      </Card>
    </>
  );
}
