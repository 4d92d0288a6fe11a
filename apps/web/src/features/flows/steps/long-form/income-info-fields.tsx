import { longForm } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { useStepField, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

/**
 * Long form, incomeInfo: Form 413 section 1 — annual income and contingent liabilities, each an
 * amount (0 when none) — and the borrower's work.
 */
export function IncomeInfoFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.incomeInfo ?? {};
  const statement = longForm.financialStatement({ incomeInfo: values });
  // The years sit side by side, in a pair drawn only while they are asked.
  const yearsAsked = useStepField('yearsOnJob').shown;
  return (
    <>
      <Card title="Your income, per year" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            Before tax. Enter 0 for any line that does not apply. Alimony, child support or separate
            maintenance income need not be shown unless you want us to count it.
          </p>
          {longForm.incomeLines.map((line) => (
            <StepField key={line.key} field={line.key} />
          ))}
          <StepField field="otherIncomeDescription" />
          <Figures
            label="Income total"
            figures={[{ label: 'Total income', value: formatUsdWhole(statement.totalIncome) }]}
          />
        </div>
      </Card>

      <Card title="Contingent liabilities" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            Debts that become yours only if something happens. Enter 0 for any that do not apply.
          </p>
          {longForm.contingentLines.map((line) => (
            <StepField key={line.key} field={line.key} />
          ))}
          <Figures
            label="Contingent liabilities total"
            figures={[
              {
                label: 'Total contingent liabilities',
                value: formatUsdWhole(statement.totalContingentLiabilities),
              },
            ]}
          />
        </div>
      </Card>

      <Card title="Your work" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="employmentStatus" />
          <StepField field="employerName" />
          <StepField field="position" />
          {yearsAsked && (
            <div className={styles.pair}>
              <StepField field="yearsOnJob" />
              <StepField field="yearsInLineOfWork" />
            </div>
          )}
        </div>
      </Card>
    </>
  );
}
