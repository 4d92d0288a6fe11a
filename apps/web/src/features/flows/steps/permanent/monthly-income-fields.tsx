import { amountOf } from '@northgate/validators';
import { permanent } from '@northgate/lending-flows';
import { StepField, StepList } from '@northgate/lending-flows/react';
import { useStepField, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsd, formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';
import { PayConverter } from './pay-converter.tsx';

/** Permanent application, V. Monthly income and combined housing expense information. */
export function MonthlyIncomeFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.monthlyIncomeAndCombinedExpenseInfo ?? {};
  const borrower = (values.borrower ?? {}) as Record<string, unknown>;
  const present = (values.presentHousingExpense ?? {}) as Record<string, unknown>;
  const proposed = (values.proposedHousingExpense ?? {}) as Record<string, unknown>;
  const principalAndInterest = permanent.proposedPrincipalAndInterestFor(formik.values.typeOfMortgage);
  const { setFieldValue, setFieldTouched } = formik;
  const baseName = useStepField('borrower.baseEmploymentIncome').name;

  return (
    <>
      <Card title="Your gross monthly income" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>Monthly amounts, before taxes and deductions.</p>
          <StepField field="borrower.baseEmploymentIncome" />
          <PayConverter
            onUse={(monthly) => {
              void setFieldValue(baseName, monthly, true);
              void setFieldTouched(baseName, true, false);
              document.getElementById(baseName)?.focus();
            }}
          />
          <StepField field="borrower.overtime" />
          <StepField field="borrower.bonuses" />
          <StepField field="borrower.commissions" />
          <StepField field="borrower.dividendsInterest" />
          <StepField field="borrower.netRentalIncome" />
          <StepList
            field="borrower.otherIncome"
            emptyItem={permanent.emptyOtherIncome}
            max={permanent.MAX_OTHER_INCOME}
            renderItem={(income) => (
              <div className={styles.group}>
                <StepField field={`${income}.source`} />
                <StepField field={`${income}.description`} />
                <StepField field={`${income}.monthlyAmount`} />
              </div>
            )}
          />
          <Figures
            label="Income total"
            figures={[
              {
                label: 'Total monthly income',
                value: formatUsdWhole(permanent.totalMonthlyIncome(borrower)),
              },
            ]}
          />
        </div>
      </Card>

      <Card title="What you pay for housing now" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>Monthly amounts. Leave blank anything that does not apply to you.</p>
          {permanent.presentHousingLines.map((line) => (
            <StepField key={line.key} field={`presentHousingExpense.${line.key}`} />
          ))}
          <Figures
            label="Present housing expense"
            figures={[
              {
                label: 'Total housing expense now',
                value: formatUsdWhole(permanent.presentHousingTotal(present)),
              },
            ]}
          />
        </div>
      </Card>

      <Card title="Your housing costs with the new loan" headingLevel={2} as="section">
        <div className={styles.group}>
          {principalAndInterest === null ? (
            <p className={styles.note}>
              We will add the principal and interest of the new loan once the interest rate is set. Enter a
              rate on the first step to see it here.
            </p>
          ) : (
            <Figures
              label="New first mortgage"
              figures={[
                { label: 'First mortgage (principal and interest)', value: formatUsd(principalAndInterest) },
              ]}
            />
          )}
          <StepField field="proposedHousingExpense.otherFinancing" />
          <StepField field="proposedHousingExpense.annualHazardInsurance" />
          <StepField field="proposedHousingExpense.annualRealEstateTaxes" />
          <StepField field="proposedHousingExpense.mortgageInsurance" />
          <StepField field="proposedHousingExpense.hoaDues" />
          <StepField field="proposedHousingExpense.other" />
          <Figures
            label="Proposed housing expense"
            figures={[
              {
                label: 'Insurance per month',
                value: formatUsd(amountOf(proposed.annualHazardInsurance) / 12),
              },
              { label: 'Taxes per month', value: formatUsd(amountOf(proposed.annualRealEstateTaxes) / 12) },
              {
                label: 'Total housing expense with the new loan',
                value: formatUsd(permanent.proposedHousingTotal(proposed, principalAndInterest)),
              },
            ]}
          />
        </div>
      </Card>
    </>
  );
}
