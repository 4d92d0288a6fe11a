import { permanent } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { formatUsd } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

/** Permanent application, I. Type of mortgage and terms of loan, with the proposed monthly P&I. */
export function TypeOfMortgageFields() {
  const formik = useFormikContext<FlowFormValues>();
  const payment = permanent.proposedPrincipalAndInterestFor(formik.values.typeOfMortgage);
  return (
    <>
      <Card title="The mortgage" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="mortgageAppliedFor" />
          <StepField field="mortgageAppliedForOther" />
          <StepField field="loanAmount" />
          <StepField field="interestRate" />
        </div>
      </Card>

      <Card title="Term and payments" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="numberOfMonths" />
          <StepField field="otherNumberOfMonths" />
          <StepField field="amortizationType" />
          <StepField field="armType" />
          <StepField field="amortizationOther" />
          {payment === null ? (
            <p className={styles.note}>
              Enter the loan amount, interest rate and term to see your monthly principal and interest.
            </p>
          ) : (
            <>
              <Figures
                label="Proposed monthly payment"
                figures={[{ label: 'Monthly principal and interest', value: formatUsd(payment) }]}
              />
              <p className={styles.note}>
                An estimate for a fully amortizing loan. Property taxes, homeowners insurance and any mortgage
                insurance come on top; you will add them on the income step.
              </p>
            </>
          )}
        </div>
      </Card>
    </>
  );
}
