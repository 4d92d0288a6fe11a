import { amountOf } from '@northgate/validators';
import { permanent } from '@northgate/lending-flows';
import { StepField, StepList } from '@northgate/lending-flows/react';
import { useStepField, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card, FormikMoneyField } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { Figures, signedDollars } from '../figures.tsx';
import * as styles from '../steps.css.ts';

/** A property's mortgage payments: optional while nothing is owed on it (its declared words, drawn here). */
function MortgagePayments({ field, owed }: { field: string; owed: unknown }) {
  const { name, question, hint } = useStepField(field);
  return (
    <FormikMoneyField
      name={name}
      label={question}
      {...(hint !== undefined && { hint })}
      optional={amountOf(owed) === 0}
    />
  );
}

/**
 * Permanent application, VI. Assets and liabilities: one statement with live totals, the
 * schedule of real estate owned and other names credit was received under.
 */
export function AssetsAndLiabilitiesFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.assetsAndLiabilities ?? {};
  const realEstate = Array.isArray(values.realEstateOwned)
    ? (values.realEstateOwned as Record<string, unknown>[])
    : [];
  const totals = permanent.balanceSheet(values);
  return (
    <>
      <Card title="Cash and accounts" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="cashDepositAmount" />
          <StepField field="cashDepositHeldBy" />
          <StepList
            field="accounts"
            emptyItem={permanent.emptyAccount}
            max={permanent.MAX_ACCOUNTS}
            renderItem={(account) => (
              <div className={styles.group}>
                <StepField field={`${account}.accountType`} />
                <StepField field={`${account}.institutionName`} />
                <StepField field={`${account}.accountLast4`} />
                <StepField field={`${account}.balance`} />
              </div>
            )}
          />
          <StepList
            field="stocksAndBonds"
            emptyItem={permanent.emptyStockOrBond}
            max={permanent.MAX_STOCKS}
            renderItem={(investment) => (
              <div className={styles.group}>
                <StepField field={`${investment}.description`} />
                <StepField field={`${investment}.value`} />
              </div>
            )}
          />
          <div className={styles.pair}>
            <StepField field="lifeInsuranceNetCashValue" />
            <StepField field="lifeInsuranceFaceAmount" />
          </div>
          <Figures
            label="Liquid assets"
            figures={[{ label: 'Subtotal of liquid assets', value: formatUsdWhole(totals.liquidAssets) }]}
          />
        </div>
      </Card>

      <Card title="Other assets" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="vestedRetirement" />
          <StepField field="netWorthOfBusinesses" />
          <StepList
            field="automobiles"
            emptyItem={permanent.emptyAutomobile}
            max={permanent.MAX_AUTOMOBILES}
            renderItem={(vehicle) => (
              <div className={styles.group}>
                <StepField field={`${vehicle}.makeAndModel`} />
                <div className={styles.pair}>
                  <StepField field={`${vehicle}.year`} />
                  <StepField field={`${vehicle}.value`} />
                </div>
              </div>
            )}
          />
          <StepList
            field="otherAssets"
            emptyItem={permanent.emptyOtherAsset}
            max={permanent.MAX_OTHER_ASSETS}
            renderItem={(asset) => (
              <div className={styles.group}>
                <StepField field={`${asset}.description`} />
                <StepField field={`${asset}.value`} />
              </div>
            )}
          />
        </div>
      </Card>

      <Card title="Real estate you own" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepList
            field="realEstateOwned"
            emptyItem={permanent.emptyRealEstate}
            max={permanent.MAX_REAL_ESTATE}
            renderItem={(entry, index) => {
              const property = realEstate[index] ?? {};
              return (
                <div className={styles.group}>
                  <StepField field={`${entry}.address`} />
                  <StepField field={`${entry}.status`} />
                  <StepField field={`${entry}.propertyType`} />
                  <StepField field={`${entry}.presentMarketValue`} />
                  <StepField field={`${entry}.mortgagesAndLiens`} />
                  <MortgagePayments field={`${entry}.mortgagePayments`} owed={property.mortgagesAndLiens} />
                  <StepField field={`${entry}.grossRentalIncome`} />
                  <StepField field={`${entry}.insuranceMaintenanceTaxes`} />
                  {property.status === 'rental' && (
                    <Figures
                      label={`Property ${index + 1} rental income`}
                      figures={[
                        {
                          label: 'Net rental income',
                          value: signedDollars(permanent.netRentalIncome(property)),
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
          <StepList
            field="liabilities"
            emptyItem={permanent.emptyLiability}
            max={permanent.MAX_LIABILITIES}
            renderItem={(debt) => (
              <div className={styles.group}>
                <StepField field={`${debt}.liabilityType`} />
                <StepField field={`${debt}.creditorName`} />
                <StepField field={`${debt}.accountLast4`} />
                <div className={styles.pair}>
                  <StepField field={`${debt}.monthlyPayment`} />
                  <StepField field={`${debt}.monthsLeftToPay`} />
                </div>
                <StepField field={`${debt}.unpaidBalance`} />
                <StepField field={`${debt}.payOffAtClosing`} />
              </div>
            )}
          />
          <StepField field="alimonyMonthlyPayment" />
          <StepField field="alimonyOwedTo" />
          <StepField field="jobRelatedExpenseMonthly" />
          <StepField field="jobRelatedExpenseDescription" />
        </div>
      </Card>

      <Card title="Other names on your credit" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepList
            field="alternateNames"
            emptyItem={permanent.emptyAlternateName}
            max={permanent.MAX_ALTERNATE_NAMES}
            renderItem={(entry) => (
              <div className={styles.group}>
                <StepField field={`${entry}.alternateName`} />
                <StepField field={`${entry}.creditorName`} />
                <StepField field={`${entry}.accountLast4`} />
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
