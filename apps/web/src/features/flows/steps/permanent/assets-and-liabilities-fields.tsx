import { amountOf, yesNo } from '@northgate/validators';
import {
  emptyPermanentAccount,
  emptyPermanentAlternateName,
  emptyPermanentAutomobile,
  emptyPermanentLiability,
  emptyPermanentOtherAsset,
  emptyPermanentRealEstate,
  emptyPermanentStockOrBond,
  MAX_PERMANENT_ACCOUNTS,
  MAX_PERMANENT_ALTERNATE_NAMES,
  MAX_PERMANENT_AUTOMOBILES,
  MAX_PERMANENT_LIABILITIES,
  MAX_PERMANENT_OTHER_ASSETS,
  MAX_PERMANENT_REAL_ESTATE,
  MAX_PERMANENT_STOCKS,
  permanentAccountTypes,
  permanentBalanceSheet,
  permanentLiabilityTypes,
  permanentNetRentalIncome,
  permanentReoPropertyTypes,
  permanentReoStatuses,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import {
  Card,
  FormikAddressFieldset,
  FormikMoneyField,
  FormikRadioGroup,
  FormikRepeatableGroup,
  FormikSelect,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures, signedDollars } from '../figures.tsx';
import * as styles from '../steps.css.ts';

const accountOptions = toOptions(permanentAccountTypes);
const liabilityOptions = toOptions(permanentLiabilityTypes);
const reoStatusOptions = toOptions(permanentReoStatuses);
const reoTypeOptions = toOptions(permanentReoPropertyTypes);
const yesNoOptions = toOptions(yesNo);

/** The last four digits of an account number (optional everywhere). */
function AccountLast4({ name }: { name: string }) {
  return (
    <FormikTextField
      name={name}
      label="Last 4 digits of the account number"
      hint="Just enough to tell your accounts apart."
      numberOnly
      maxLength={4}
      width="short"
      autoComplete="off"
      optional
    />
  );
}

/**
 * Permanent application, VI. Assets and liabilities: one statement with live totals, the
 * schedule of real estate owned and other names credit was received under.
 */
export function AssetsAndLiabilitiesFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.assetsAndLiabilities ?? {};
  const realEstate = Array.isArray(values.realEstateOwned)
    ? (values.realEstateOwned as Record<string, unknown>[])
    : [];
  const totals = permanentBalanceSheet(values);
  return (
    <>
      <Card title="Cash and accounts" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikMoneyField
            name={name('cashDepositAmount')}
            label="Earnest money deposit"
            hint="Money you have already put down toward the purchase, if any."
            optional
          />
          {amountOf(values.cashDepositAmount) > 0 && (
            <FormikTextField
              name={name('cashDepositHeldBy')}
              label="Who holds the deposit?"
              hint="Usually the title or escrow company, or the seller's agent."
              autoComplete="off"
            />
          )}
          <FormikRepeatableGroup
            name={name('accounts')}
            legend="Bank, credit union and brokerage cash accounts (optional)"
            hint="Checking, savings, money market and CDs. Use today's balance."
            itemNoun="Account"
            emptyItem={emptyPermanentAccount}
            max={MAX_PERMANENT_ACCOUNTS}
            renderItem={(itemName) => (
              <div className={styles.group}>
                <FormikSelect
                  name={`${itemName}.accountType`}
                  label="Type of account"
                  options={accountOptions}
                />
                <FormikTextField
                  name={`${itemName}.institutionName`}
                  label="Bank or credit union"
                  autoComplete="off"
                />
                <AccountLast4 name={`${itemName}.accountLast4`} />
                <FormikMoneyField name={`${itemName}.balance`} label="Balance" />
              </div>
            )}
          />
          <FormikRepeatableGroup
            name={name('stocksAndBonds')}
            legend="Stocks, bonds and mutual funds (optional)"
            hint="Outside of retirement accounts. Use today's value."
            itemNoun="Investment"
            emptyItem={emptyPermanentStockOrBond}
            max={MAX_PERMANENT_STOCKS}
            renderItem={(itemName) => (
              <div className={styles.group}>
                <FormikTextField
                  name={`${itemName}.description`}
                  label="Company or fund name"
                  hint="For example, a brokerage account at Fidelity or savings bonds."
                  autoComplete="off"
                />
                <FormikMoneyField name={`${itemName}.value`} label="Current value" />
              </div>
            )}
          />
          <div className={styles.pair}>
            <FormikMoneyField
              name={name('lifeInsuranceNetCashValue')}
              label="Life insurance cash value"
              hint="What you would get if you cashed in the policy."
              optional
            />
            <FormikMoneyField
              name={name('lifeInsuranceFaceAmount')}
              label="Life insurance face amount"
              hint="What the policy pays out."
              optional
            />
          </div>
          <Figures
            label="Liquid assets"
            figures={[{ label: 'Subtotal of liquid assets', value: formatUsdWhole(totals.liquidAssets) }]}
          />
        </div>
      </Card>

      <Card title="Other assets" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikMoneyField
            name={name('vestedRetirement')}
            label="Vested retirement savings"
            hint="The part of your 401(k), IRA or pension that is yours to keep, before any tax or penalty."
            optional
          />
          <FormikMoneyField
            name={name('netWorthOfBusinesses')}
            label="Net worth of businesses you own"
            hint="What your share of the business is worth, less its debts. We may ask for its financial statements."
            optional
          />
          <FormikRepeatableGroup
            name={name('automobiles')}
            legend="Vehicles you own (optional)"
            itemNoun="Vehicle"
            emptyItem={emptyPermanentAutomobile}
            max={MAX_PERMANENT_AUTOMOBILES}
            renderItem={(itemName) => (
              <div className={styles.group}>
                <FormikTextField
                  name={`${itemName}.makeAndModel`}
                  label="Make and model"
                  hint="For example, Honda Civic."
                  autoComplete="off"
                />
                <div className={styles.pair}>
                  <FormikTextField
                    name={`${itemName}.year`}
                    label="Year"
                    numberOnly
                    width="short"
                    autoComplete="off"
                  />
                  <FormikMoneyField name={`${itemName}.value`} label="Value today" />
                </div>
              </div>
            )}
          />
          <FormikRepeatableGroup
            name={name('otherAssets')}
            legend="Anything else of value (optional)"
            hint="For example, money owed to you or valuable collections."
            itemNoun="Asset"
            emptyItem={emptyPermanentOtherAsset}
            max={MAX_PERMANENT_OTHER_ASSETS}
            renderItem={(itemName) => (
              <div className={styles.group}>
                <FormikTextField name={`${itemName}.description`} label="What it is" autoComplete="off" />
                <FormikMoneyField name={`${itemName}.value`} label="Value today" />
              </div>
            )}
          />
        </div>
      </Card>

      <Card title="Real estate you own" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRepeatableGroup
            name={name('realEstateOwned')}
            legend="Properties you own (optional)"
            hint="Include your current home if you own it, and any property you are selling. List the mortgages and home equity loans on these properties here, not under debts below."
            itemNoun="Property"
            emptyItem={emptyPermanentRealEstate}
            max={MAX_PERMANENT_REAL_ESTATE}
            renderItem={(itemName, index) => {
              const property = realEstate[index] ?? {};
              const rental = property.status === 'rental';
              return (
                <div className={styles.group}>
                  <FormikAddressFieldset name={`${itemName}.address`} legend="Address" />
                  <FormikSelect
                    name={`${itemName}.status`}
                    label="What is happening with it?"
                    options={reoStatusOptions}
                  />
                  <FormikSelect
                    name={`${itemName}.propertyType`}
                    label="Type of property"
                    options={reoTypeOptions}
                  />
                  <FormikMoneyField name={`${itemName}.presentMarketValue`} label="Market value today" />
                  <FormikMoneyField
                    name={`${itemName}.mortgagesAndLiens`}
                    label="Mortgages and liens owed"
                    hint="Enter 0 if it is owned free and clear."
                  />
                  <FormikMoneyField
                    name={`${itemName}.mortgagePayments`}
                    label="Mortgage payments, per month"
                    optional={amountOf(property.mortgagesAndLiens) === 0}
                  />
                  {rental && (
                    <FormikMoneyField
                      name={`${itemName}.grossRentalIncome`}
                      label="Rent collected, per month"
                    />
                  )}
                  <FormikMoneyField
                    name={`${itemName}.insuranceMaintenanceTaxes`}
                    label="Insurance, maintenance, taxes and other costs, per month"
                    optional
                  />
                  {rental && (
                    <Figures
                      label={`Property ${index + 1} rental income`}
                      figures={[
                        {
                          label: 'Net rental income',
                          value: signedDollars(permanentNetRentalIncome(property)),
                        },
                      ]}
                    />
                  )}
                </div>
              );
            }}
          />
        </div>
      </Card>

      <Card title="Debts" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRepeatableGroup
            name={name('liabilities')}
            legend="Debts you owe (optional)"
            hint="Credit cards, car loans and leases, student loans and other loans. Mortgages go with the property above."
            itemNoun="Debt"
            emptyItem={emptyPermanentLiability}
            max={MAX_PERMANENT_LIABILITIES}
            renderItem={(itemName) => (
              <div className={styles.group}>
                <FormikSelect
                  name={`${itemName}.liabilityType`}
                  label="Type of debt"
                  options={liabilityOptions}
                />
                <FormikTextField
                  name={`${itemName}.creditorName`}
                  label="Who do you owe?"
                  autoComplete="off"
                />
                <AccountLast4 name={`${itemName}.accountLast4`} />
                <div className={styles.pair}>
                  <FormikMoneyField name={`${itemName}.monthlyPayment`} label="Monthly payment" />
                  <FormikTextField
                    name={`${itemName}.monthsLeftToPay`}
                    label="Months left to pay"
                    hint="Leave blank for credit cards."
                    numberOnly
                    width="short"
                    autoComplete="off"
                    optional
                  />
                </div>
                <FormikMoneyField name={`${itemName}.unpaidBalance`} label="Balance owed" />
                <FormikRadioGroup
                  name={`${itemName}.payOffAtClosing`}
                  label="Will you pay it off at or before closing?"
                  options={yesNoOptions}
                  inline
                />
              </div>
            )}
          />
          <FormikMoneyField
            name={name('alimonyMonthlyPayment')}
            label="Alimony, child support or separate maintenance you pay, per month"
            optional
          />
          {amountOf(values.alimonyMonthlyPayment) > 0 && (
            <FormikTextField name={name('alimonyOwedTo')} label="Who do you pay it to?" autoComplete="off" />
          )}
          <FormikMoneyField
            name={name('jobRelatedExpenseMonthly')}
            label="Job-related expenses, per month"
            hint="Costs you must pay to be able to work, such as child care or union dues."
            optional
          />
          {amountOf(values.jobRelatedExpenseMonthly) > 0 && (
            <FormikTextField
              name={name('jobRelatedExpenseDescription')}
              label="What are the expenses?"
              autoComplete="off"
            />
          )}
        </div>
      </Card>

      <Card title="Other names on your credit" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRepeatableGroup
            name={name('alternateNames')}
            legend="Other names you have received credit under (optional)"
            hint="For example, a maiden name. It helps us find all of your credit history."
            itemNoun="Name"
            emptyItem={emptyPermanentAlternateName}
            max={MAX_PERMANENT_ALTERNATE_NAMES}
            renderItem={(itemName) => (
              <div className={styles.group}>
                <FormikTextField name={`${itemName}.alternateName`} label="Name used" autoComplete="off" />
                <FormikTextField name={`${itemName}.creditorName`} label="Creditor" autoComplete="off" />
                <AccountLast4 name={`${itemName}.accountLast4`} />
              </div>
            )}
          />
        </div>
      </Card>

      <Card title="Your net worth" headingLevel={2} as="section">
        <Figures
          label="Net worth"
          figures={[
            { label: 'Total assets', value: formatUsdWhole(totals.totalAssets) },
            { label: 'Total liabilities', value: formatUsdWhole(totals.totalLiabilities) },
            { label: 'Total monthly payments', value: formatUsdWhole(totals.totalMonthlyPayments) },
            { label: 'Net worth', value: signedDollars(totals.netWorth) },
          ]}
        />
      </Card>
    </>
  );
}
