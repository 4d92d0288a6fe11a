import {
  emptyLongFormBusiness,
  longFormBusinessShare,
  longFormBusinessTotal,
  longFormBusinessTypes,
  MAX_LONG_FORM_BUSINESSES,
  type LongFormBusiness,
} from '@northgate/lending-flows';
import { type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card, FormikMoneyField, FormikSelect, FormikTextField } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

const typeOptions = toOptions(longFormBusinessTypes);

/** Long form, business: each business the borrower owns part of, and their share of its net worth. */
export function BusinessFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.business ?? {};
  const businesses = (
    Array.isArray(values.businesses) ? values.businesses : []
  ) as Partial<LongFormBusiness>[];
  return (
    <Card title="Businesses you own" headingLevel={2} as="section">
      <Schedule
        list="businesses"
        none="noBusinesses"
        noneLabel="I own no business"
        legend="Businesses you own all or part of"
        hint="Include the company you borrow through, if it has assets or debts of its own. We may ask for each one's financial statements."
        itemNoun="Business"
        emptyItem={emptyLongFormBusiness}
        max={MAX_LONG_FORM_BUSINESSES}
        totalsLabel="Business totals"
        totals={[
          { label: 'Your share of their net worth', value: formatUsdWhole(longFormBusinessTotal(values)) },
        ]}
        renderItem={(itemName, index) => (
          <div className={styles.group}>
            <FormikTextField name={`${itemName}.businessName`} label="Business name" autoComplete="off" />
            <div className={styles.pair}>
              <FormikSelect name={`${itemName}.entityType`} label="Type of business" options={typeOptions} />
              <FormikTextField
                name={`${itemName}.ownershipPct`}
                label="Your share, in percent"
                suffix="%"
                width="short"
                decimal
              />
            </div>
            <div className={styles.pair}>
              <FormikTextField
                name={`${itemName}.industry`}
                label="What it does"
                hint="For example, residential rentals or general contracting."
                autoComplete="off"
              />
              <FormikTextField
                name={`${itemName}.yearsInBusiness`}
                label="Years in business"
                numberOnly
                width="short"
              />
            </div>
            <div className={styles.pair}>
              <FormikMoneyField name={`${itemName}.annualRevenue`} label="Revenue last year" />
              <FormikMoneyField
                name={`${itemName}.netWorth`}
                label="Net worth of the business"
                hint="What it owns less what it owes. Enter 0 if its debts are larger."
              />
            </div>
            <Figures
              label={`Business ${index + 1} share`}
              figures={[
                {
                  label: 'Your share of its net worth',
                  value: formatUsdWhole(longFormBusinessShare(businesses[index])),
                },
              ]}
            />
          </div>
        )}
      />
    </Card>
  );
}
