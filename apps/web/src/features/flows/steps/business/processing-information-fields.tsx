import { esignConsent, business } from '@northgate/lending-flows';
import { StepField, StepList } from '@northgate/lending-flows/react';
import { Card } from '@northgate/ui';
import * as styles from '../steps.css.ts';
import { YesNoQuestions } from '../yes-no-questions.tsx';
import { useFirstEntry } from './use-first-entry.ts';

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
  useFirstEntry('governmentFinancing', business.emptyGovernmentLoan);
  return (
    <>
      <Card title="Government loans" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="hasGovernmentFinancing" />
          <StepList
            field="governmentFinancing"
            emptyItem={business.emptyGovernmentLoan}
            min={1}
            max={business.MAX_GOVERNMENT_LOANS}
            renderItem={(loan) => (
              <>
                <StepField field={`${loan}.borrowerName`} />
                <StepField field={`${loan}.agency`} />
                <div className={styles.pair}>
                  <StepField field={`${loan}.loanDate`} />
                  <StepField field={`${loan}.amount`} />
                </div>
                <StepField field={`${loan}.status`} />
              </>
            )}
          />
        </div>
      </Card>

      <Card title="Help with this application" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="usingBroker" />
          <StepField field="brokerName" />
          <StepField field="brokerFee" />
        </div>
      </Card>

      <Card title="Declarations" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            A Yes does not end your application. Most can be worked with; we only need the facts.
          </p>
          <YesNoQuestions
            fields={business.declarations.map((question) => question.key)}
            explanation="explanation"
          />
          <StepField field="exportsProducts" />
          <StepField field="howDidYouHear" />
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
          <StepField field="certification" />
          <StepField field="creditAuthorization" />
          <p className={styles.note}>{esignConsent.businessLoanApplication}</p>
          <StepField field="signature" />
        </div>
      </Card>
    </>
  );
}
