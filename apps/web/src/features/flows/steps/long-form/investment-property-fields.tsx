import { longForm } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { useStepField, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { Figures, signedDollars } from '../figures.tsx';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

/** The mortgage's lender, loan number, payment and standing: asked while it has a balance (declared). */
function MortgageDetails({ property }: { property: string }) {
  if (!useStepField(`${property}.mortgageHolderName`).shown) return null;
  return (
    <>
      <div className={styles.pair}>
        <StepField field={`${property}.mortgageHolderName`} />
        <StepField field={`${property}.mortgageAccountLast4`} />
      </div>
      <div className={styles.pair}>
        <StepField field={`${property}.monthlyPayment`} />
        <StepField field={`${property}.mortgageStatus`} />
      </div>
    </>
  );
}

/** Long form, investmentProperty: the schedule of real estate owned besides the home (Form 413 §4). */
export function InvestmentPropertyFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.investmentProperty ?? {};
  const properties = (
    Array.isArray(values.properties) ? values.properties : []
  ) as Partial<longForm.Property>[];
  const totals = longForm.propertyTotals(values);
  return (
    <Card title="Real estate you own" headingLevel={2} as="section">
      <Schedule
        list="properties"
        none="noProperties"
        emptyItem={longForm.emptyProperty}
        max={longForm.MAX_PROPERTIES}
        totalsLabel="Real estate totals"
        totals={[
          { label: 'Total market value', value: formatUsdWhole(totals.marketValue) },
          { label: 'Total mortgages', value: formatUsdWhole(totals.mortgages) },
          { label: 'Total equity', value: signedDollars(totals.equity) },
          { label: 'Net rent, per month', value: signedDollars(totals.netMonthlyRent) },
        ]}
        renderItem={(property, index) => {
          const figures = longForm.propertyFigures(properties[index]);
          return (
            <div className={styles.group}>
              <StepField field={`${property}.address`} />
              <div className={styles.pair}>
                <StepField field={`${property}.propertyType`} />
                <StepField field={`${property}.vesting`} />
              </div>
              <div className={styles.pair}>
                <StepField field={`${property}.status`} />
                <StepField field={`${property}.dateAcquired`} />
              </div>
              <div className={styles.pair}>
                <StepField field={`${property}.originalCost`} />
                <StepField field={`${property}.presentMarketValue`} />
              </div>
              <StepField field={`${property}.mortgageBalance`} />
              <MortgageDetails property={property} />
              <div className={styles.pair}>
                <StepField field={`${property}.grossMonthlyRent`} />
                <StepField field={`${property}.monthlyExpenses`} />
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
