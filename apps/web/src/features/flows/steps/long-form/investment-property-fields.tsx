import {
  emptyLongFormProperty,
  longFormPropertyFigures,
  longFormPropertyMortgageStatuses,
  longFormPropertyStatuses,
  longFormPropertyTotals,
  longFormVestings,
  MAX_LONG_FORM_PROPERTIES,
  propertyTypes,
  type LongFormProperty,
} from '@northgate/lending-flows';
import { type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { amountOf } from '@northgate/validators';
import {
  Card,
  FormikAddressFieldset,
  FormikDateField,
  FormikMoneyField,
  FormikSelect,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures, signedDollars } from '../figures.tsx';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

const typeOptions = toOptions(propertyTypes);
const statusOptions = toOptions(longFormPropertyStatuses);
const mortgageStatusOptions = toOptions(longFormPropertyMortgageStatuses);
const vestingOptions = toOptions(longFormVestings);

/** Long form, investmentProperty: the schedule of real estate owned besides the home (Form 413 §4). */
export function InvestmentPropertyFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.investmentProperty ?? {};
  const properties = (
    Array.isArray(values.properties) ? values.properties : []
  ) as Partial<LongFormProperty>[];
  const totals = longFormPropertyTotals(values);
  return (
    <Card title="Real estate you own" headingLevel={2} as="section">
      <Schedule
        list="properties"
        none="noProperties"
        noneLabel="I own no investment property"
        legend="Properties you own besides your home"
        hint="Rentals, land, commercial buildings and properties you are selling. If you already own the property you want to finance, list it here too."
        itemNoun="Property"
        emptyItem={emptyLongFormProperty}
        max={MAX_LONG_FORM_PROPERTIES}
        totalsLabel="Real estate totals"
        totals={[
          { label: 'Total market value', value: formatUsdWhole(totals.marketValue) },
          { label: 'Total mortgages', value: formatUsdWhole(totals.mortgages) },
          { label: 'Total equity', value: signedDollars(totals.equity) },
          { label: 'Net rent, per month', value: signedDollars(totals.netMonthlyRent) },
        ]}
        renderItem={(itemName, index) => {
          const property = properties[index] ?? {};
          const figures = longFormPropertyFigures(property);
          return (
            <div className={styles.group}>
              <FormikAddressFieldset name={`${itemName}.address`} legend="Address" />
              <div className={styles.pair}>
                <FormikSelect
                  name={`${itemName}.propertyType`}
                  label="Type of property"
                  options={typeOptions}
                />
                <FormikSelect
                  name={`${itemName}.vesting`}
                  label="Whose name is it in?"
                  options={vestingOptions}
                />
              </div>
              <div className={styles.pair}>
                <FormikSelect
                  name={`${itemName}.status`}
                  label="Are you keeping it?"
                  options={statusOptions}
                />
                <FormikDateField name={`${itemName}.dateAcquired`} label="Date you bought it" />
              </div>
              <div className={styles.pair}>
                <FormikMoneyField name={`${itemName}.originalCost`} label="What you paid" />
                <FormikMoneyField name={`${itemName}.presentMarketValue`} label="Market value today" />
              </div>
              <FormikMoneyField
                name={`${itemName}.mortgageBalance`}
                label="Mortgage balance"
                hint="Every loan secured by it. Enter 0 if it is owned free and clear."
              />
              {amountOf(property.mortgageBalance) > 0 && (
                <>
                  <div className={styles.pair}>
                    <FormikTextField
                      name={`${itemName}.mortgageHolderName`}
                      label="Mortgage lender"
                      autoComplete="off"
                    />
                    <FormikTextField
                      name={`${itemName}.mortgageAccountLast4`}
                      label="Last 4 digits of the loan number"
                      numberOnly
                      maxLength={4}
                      width="short"
                      autoComplete="off"
                      optional
                    />
                  </div>
                  <div className={styles.pair}>
                    <FormikMoneyField
                      name={`${itemName}.monthlyPayment`}
                      label="Mortgage payment, per month"
                    />
                    <FormikSelect
                      name={`${itemName}.mortgageStatus`}
                      label="Is the mortgage up to date?"
                      options={mortgageStatusOptions}
                    />
                  </div>
                </>
              )}
              <div className={styles.pair}>
                <FormikMoneyField
                  name={`${itemName}.grossMonthlyRent`}
                  label="Rent collected, per month"
                  hint="Leave blank if it is not rented."
                  optional
                />
                <FormikMoneyField
                  name={`${itemName}.monthlyExpenses`}
                  label="Taxes, insurance, HOA and upkeep, per month"
                  optional
                />
              </div>
              <Figures
                label={`Property ${index + 1} figures`}
                figures={[
                  { label: 'Equity', value: signedDollars(figures.equity) },
                  { label: 'Net rent, per month', value: signedDollars(figures.netMonthlyRent) },
                ]}
              />
            </div>
          );
        }}
      />
    </Card>
  );
}
