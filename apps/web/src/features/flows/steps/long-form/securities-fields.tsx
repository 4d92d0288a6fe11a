import { longForm } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

/** Long form, securities: stocks, bonds and funds (Form 413 §3), in and out of retirement accounts. */
export function SecuritiesFields() {
  const formik = useFormikContext<FlowFormValues>();
  const totals = longForm.securityTotals(formik.values.securities);
  return (
    <Card title="Stocks, bonds and funds" headingLevel={2} as="section">
      <Schedule
        list="securities"
        none="noSecurities"
        emptyItem={longForm.emptySecurity}
        max={longForm.MAX_SECURITIES}
        totalsLabel="Securities totals"
        totals={[
          { label: 'In retirement accounts', value: formatUsdWhole(totals.retirement) },
          { label: 'Other stocks and bonds', value: formatUsdWhole(totals.stocksAndBonds) },
          { label: 'Total market value', value: formatUsdWhole(totals.total) },
        ]}
        renderItem={(holding) => (
          <div className={styles.group}>
            <StepField field={`${holding}.securityName`} />
            <div className={styles.pair}>
              <StepField field={`${holding}.accountType`} />
              <StepField field={`${holding}.exchange`} />
            </div>
            <div className={styles.pair}>
              <StepField field={`${holding}.numberOfShares`} />
              <StepField field={`${holding}.costBasis`} />
            </div>
            <div className={styles.pair}>
              <StepField field={`${holding}.marketValue`} />
              <StepField field={`${holding}.quotationDate`} />
            </div>
            <StepField field={`${holding}.pledgedAsCollateral`} />
          </div>
        )}
      />
    </Card>
  );
}
