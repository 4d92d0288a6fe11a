import { esignConsent, investment } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { Card } from '@northgate/ui';
import * as styles from '../steps.css.ts';

/**
 * Investment application, declarations: credit and legal history, the business-purpose and
 * non-owner-occupancy certifications, the credit authorization and the signature.
 */
export function InvestmentDeclarationsFields() {
  return (
    <>
      <Card title="Credit and legal history" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            A Yes does not end your application. Most can be worked with; we only need the facts.
          </p>
          {investment.declarations.map(({ key }) => (
            <StepField key={key} field={key} />
          ))}
          <StepField field="explanation" />
        </div>
      </Card>
      <Card title="Certifications and signature" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="businessPurpose" />
          <StepField field="nonOwnerOccupancy" />
          <StepField field="creditAuthorization" />
          <p className={styles.note}>{esignConsent.investmentLoanApplication}</p>
          <StepField field="signature" />
        </div>
      </Card>
    </>
  );
}
