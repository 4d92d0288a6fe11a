import { investment } from '@northgate/lending-flows';
import { DSCR_MINIMUM, dscrText } from '@northgate/lending-policy';
import { StepField } from '@northgate/lending-flows/react';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsd, formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

/**
 * Investment application, incomeInformation: the rent each unit earns, and the property's
 * estimated debt-service coverage (rent over PITIA) worked out as the borrower types.
 */
export function RentalIncomeFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const income = formik.values.incomeInformation ?? {};
  const units = investment.unitCount(formik.values.subjectPropertyInformation);
  const rents = income.unitRents;
  const stored = useMemo(() => (Array.isArray(rents) ? rents : []) as investment.UnitRent[], [rents]);
  const { setFieldValue } = formik;

  // One entry per unit of the property step: more units add empty entries, fewer drop the last.
  useEffect(() => {
    if (stored.length === units) return;
    const next = Array.from(
      { length: units },
      (_, index) => stored[index] ?? { ...investment.emptyUnitRent },
    );
    void setFieldValue(name('unitRents'), next, false);
  }, [stored, units, name, setFieldValue]);

  const shortTerm = income.rentalType === 'shortTerm';
  const estimate = investment.estimateDscr(formik.values);
  return (
    <>
      <StepField field="rentalType" />
      {shortTerm && (
        <Card title="Short-term rental history" headingLevel={2} as="section">
          <div className={styles.group}>
            <p className={styles.note}>
              Short-term rentals qualify on the last 12 months of bookings, so we need a full year of history
              from your listing platform.
            </p>
            <StepField field="trailing12MonthRevenue" />
            <StepField field="listingUrl" />
          </div>
        </Card>
      )}
      {stored.slice(0, units).map((_unit, index) => (
        // Units are numbered by position, as on the appraiser's rent schedule.
        <Card key={index} title={units === 1 ? 'Rent' : `Unit ${index + 1}`} headingLevel={2} as="section">
          <div className={styles.group}>
            <StepField field={`unitRents.${index}.leased`} />
            <StepField field={`unitRents.${index}.monthlyRent`} />
            <StepField field={`unitRents.${index}.marketRent`} />
          </div>
        </Card>
      ))}
      <StepField field="otherMonthlyIncome" />
      <Card title="Estimated debt-service coverage (DSCR)" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="estimateRate" />
          {estimate ? (
            <>
              <Figures
                label="DSCR estimate"
                figures={[
                  { label: 'Qualifying rent', value: `${formatUsd(estimate.monthlyRent)} a month` },
                  { label: 'Principal and interest', value: formatUsd(estimate.principalAndInterest) },
                  { label: 'Taxes, insurance and dues', value: formatUsd(estimate.escrowAndDues) },
                  { label: 'Monthly payment (PITIA)', value: formatUsd(estimate.pitia) },
                  { label: 'DSCR', value: estimate.dscr === null ? '–' : estimate.dscr.toFixed(2) },
                ]}
              />
              <p className={styles.note} role="status">
                {estimate.dscr !== null && estimate.dscr >= DSCR_MINIMUM
                  ? `The rent covers the payment: a DSCR of ${dscrText(DSCR_MINIMUM)} or more meets our program minimum.`
                  : `The rent does not cover the payment. At this rate a loan of about ${formatUsdWhole(estimate.maxLoanAtMinimum ?? 0)} would reach a DSCR of ${dscrText(DSCR_MINIMUM)}; you can still apply and we will talk through the options.`}
              </p>
            </>
          ) : (
            <p className={styles.note}>Enter the rent above to see the estimate.</p>
          )}
        </div>
      </Card>
    </>
  );
}
