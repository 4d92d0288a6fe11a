import { longForm } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

/** Long form, business: each business the borrower owns part of, and their share of its net worth. */
export function BusinessFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.business ?? {};
  const businesses = (
    Array.isArray(values.businesses) ? values.businesses : []
  ) as Partial<longForm.Business>[];
  return (
    <Card title="Businesses you own" headingLevel={2} as="section">
      <Schedule
        list="businesses"
        none="noBusinesses"
        emptyItem={longForm.emptyBusiness}
        max={longForm.MAX_BUSINESSES}
        totalsLabel="Business totals"
        totals={[
          { label: 'Your share of their net worth', value: formatUsdWhole(longForm.businessTotal(values)) },
        ]}
        renderItem={(business, index) => (
          <div className={styles.group}>
            <StepField field={`${business}.businessName`} />
            <div className={styles.pair}>
              <StepField field={`${business}.entityType`} />
              <StepField field={`${business}.ownershipPct`} />
            </div>
            <div className={styles.pair}>
              <StepField field={`${business}.industry`} />
              <StepField field={`${business}.yearsInBusiness`} />
            </div>
            <div className={styles.pair}>
              <StepField field={`${business}.annualRevenue`} />
              <StepField field={`${business}.netWorth`} />
            </div>
            <Figures
              label={`Business ${index + 1} share`}
              figures={[
                {
                  label: 'Your share of its net worth',
                  value: formatUsdWhole(longForm.businessShare(businesses[index])),
                },
              ]}
            />
          </div>
        )}
      />
    </Card>
  );
}
