import { amountOf } from '@northgate/validators';
import {
  emptyPermanentOtherIncome,
  MAX_PERMANENT_OTHER_INCOME,
  permanentOtherIncomeSources,
  permanentPresentHousingLines,
  permanentPresentHousingTotal,
  permanentProposedHousingTotal,
  permanentTotalMonthlyIncome,
  proposedPrincipalAndInterestFor,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsd, formatUsdWhole } from '@northgate/loan-math';
import { Card, FormikMoneyField, FormikRepeatableGroup, FormikSelect, FormikTextField } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';
import { PayConverter } from './pay-converter.tsx';

const otherIncomeOptions = toOptions(permanentOtherIncomeSources);

const presentHints: Partial<Record<(typeof permanentPresentHousingLines)[number]['key'], string>> = {
  otherFinancing: 'A second mortgage or home equity loan.',
  hazardInsurance: 'If it is paid through your mortgage, enter a twelfth of the yearly premium.',
  realEstateTaxes: 'If they are paid through your mortgage, enter a twelfth of the yearly bill.',
};

/** Permanent application, V. Monthly income and combined housing expense information. */
export function MonthlyIncomeFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.monthlyIncomeAndCombinedExpenseInfo ?? {};
  const borrower = (values.borrower ?? {}) as Record<string, unknown>;
  const present = (values.presentHousingExpense ?? {}) as Record<string, unknown>;
  const proposed = (values.proposedHousingExpense ?? {}) as Record<string, unknown>;
  const otherIncome = Array.isArray(borrower.otherIncome)
    ? (borrower.otherIncome as Record<string, unknown>[])
    : [];
  const principalAndInterest = proposedPrincipalAndInterestFor(formik.values.typeOfMortgage);
  const { setFieldValue, setFieldTouched } = formik;
  const baseName = name('borrower.baseEmploymentIncome');

  return (
    <>
      <Card title="Your gross monthly income" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>Monthly amounts, before taxes and deductions.</p>
          <FormikMoneyField
            name={baseName}
            label="Base employment income"
            hint="Your salary or regular wages. If you are self-employed, your average monthly income after business expenses. Enter 0 if you have no job income."
          />
          <PayConverter
            onUse={(monthly) => {
              void setFieldValue(baseName, monthly, true);
              void setFieldTouched(baseName, true, false);
              document.getElementById(baseName)?.focus();
            }}
          />
          <FormikMoneyField
            name={name('borrower.overtime')}
            label="Overtime"
            hint="Your average over the last two years."
            optional
          />
          <FormikMoneyField
            name={name('borrower.bonuses')}
            label="Bonuses"
            hint="Your average over the last two years."
            optional
          />
          <FormikMoneyField name={name('borrower.commissions')} label="Commissions" optional />
          <FormikMoneyField
            name={name('borrower.dividendsInterest')}
            label="Dividends and interest"
            optional
          />
          <FormikMoneyField
            name={name('borrower.netRentalIncome')}
            label="Net rental income"
            hint="Rent you collect, less the mortgage, taxes, insurance and upkeep of the rented property. If your rentals lose money, leave this blank; you will list them under real estate on the next step."
            optional
          />
          <FormikRepeatableGroup
            name={name('borrower.otherIncome')}
            legend="Other income (optional)"
            hint="Such as Social Security, a pension or disability. Alimony, child support, or separate maintenance income need not be revealed if you do not choose to have it considered for repaying this loan."
            itemNoun="Income"
            emptyItem={emptyPermanentOtherIncome}
            max={MAX_PERMANENT_OTHER_INCOME}
            renderItem={(itemName, index) => (
              <div className={styles.group}>
                <FormikSelect
                  name={`${itemName}.source`}
                  label="Type of income"
                  options={otherIncomeOptions}
                />
                {otherIncome[index]?.source === 'other' && (
                  <FormikTextField
                    name={`${itemName}.description`}
                    label="Describe this income"
                    autoComplete="off"
                  />
                )}
                <FormikMoneyField name={`${itemName}.monthlyAmount`} label="Monthly amount" />
              </div>
            )}
          />
          <Figures
            label="Income total"
            figures={[
              { label: 'Total monthly income', value: formatUsdWhole(permanentTotalMonthlyIncome(borrower)) },
            ]}
          />
        </div>
      </Card>

      <Card title="What you pay for housing now" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>Monthly amounts. Leave blank anything that does not apply to you.</p>
          {permanentPresentHousingLines.map((line) => (
            <FormikMoneyField
              key={line.key}
              name={name(`presentHousingExpense.${line.key}`)}
              label={line.label}
              hint={presentHints[line.key]}
              optional
            />
          ))}
          <Figures
            label="Present housing expense"
            figures={[
              {
                label: 'Total housing expense now',
                value: formatUsdWhole(permanentPresentHousingTotal(present)),
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
          <FormikMoneyField
            name={name('proposedHousingExpense.otherFinancing')}
            label="Other financing, per month"
            hint="Principal and interest of a second mortgage taken out with this loan."
            optional
          />
          <FormikMoneyField
            name={name('proposedHousingExpense.annualHazardInsurance')}
            label="Homeowners insurance, per year"
            hint="A quote from your insurance agent, or your current premium if you are refinancing."
          />
          <FormikMoneyField
            name={name('proposedHousingExpense.annualRealEstateTaxes')}
            label="Property taxes, per year"
            hint="From the county's last tax bill or the listing. Enter 0 only if the home is exempt."
          />
          <FormikMoneyField
            name={name('proposedHousingExpense.mortgageInsurance')}
            label="Mortgage insurance, per month"
            hint="Usually needed with less than 20% down. Leave blank if you do not know; we will work it out."
            optional
          />
          <FormikMoneyField
            name={name('proposedHousingExpense.hoaDues')}
            label="Homeowners association dues, per month"
            optional
          />
          <FormikMoneyField
            name={name('proposedHousingExpense.other')}
            label="Other housing costs, per month"
            optional
          />
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
                value: formatUsd(permanentProposedHousingTotal(proposed, principalAndInterest)),
              },
            ]}
          />
        </div>
      </Card>
    </>
  );
}
