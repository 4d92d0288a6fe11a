import { investment } from '@northgate/lending-flows';
import { percentText } from '@northgate/lending-policy';
import { StepField } from '@northgate/lending-flows/react';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

/** Investment application, loanRequestInformation: what to borrow, against what, and on which terms. */
export function LoanRequestFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.loanRequestInformation ?? {};
  const purpose = values.loanPurpose as string | undefined;
  const refinance = investment.isRefinance(purpose);
  const ltv = investment.loanToValue(values);
  const cap = investment.ltvCapFor(purpose);
  return (
    <>
      <Card title="The loan" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="loanPurpose" />
          <StepField field="propertyValue" />
          <StepField field="loanAmount" />
          {ltv !== null && (
            <Figures
              label="Loan-to-value"
              figures={[
                { label: 'Loan-to-value', value: `${(ltv * 100).toFixed(1)}%` },
                ...(cap === undefined
                  ? []
                  : [{ label: 'Our limit for this purpose', value: percentText(cap) }]),
              ]}
            />
          )}
          <StepField field="cashOutAmount" />
        </div>
      </Card>

      {refinance && (
        <Card title="The property you are refinancing" headingLevel={2} as="section">
          <div className={styles.group}>
            <p className={styles.note}>
              We size refinances on what you paid and put into the property as well as its value today,
              especially when you bought it in the last 12 months.
            </p>
            <StepField field="acquisitionDate" />
            <StepField field="originalPurchasePrice" />
            <StepField field="capitalImprovements" />
            <StepField field="existingLienBalance" />
            <StepField field="currentLender" />
          </div>
        </Card>
      )}

      <Card title="Terms" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="productType" />
          <StepField field="interestOnly" />
          <StepField field="prepaymentPenalty" />
          <StepField field="liquidReserves" />
          <StepField field="targetCloseDate" />
          <StepField field="rateLock" />
        </div>
      </Card>
    </>
  );
}
