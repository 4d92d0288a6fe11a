import { longForm } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { useFormikContext } from 'formik';
import { type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

/** Long form, lifeInsurance: each policy (Form 413 §8); its cash value is an asset, loans against it a debt. */
export function LifeInsuranceFields() {
  const formik = useFormikContext<FlowFormValues>();
  const totals = longForm.policyTotals(formik.values.lifeInsurance);
  return (
    <Card title="Life insurance policies" headingLevel={2} as="section">
      <Schedule
        list="policies"
        none="noPolicies"
        emptyItem={longForm.emptyPolicy}
        max={longForm.MAX_POLICIES}
        totalsLabel="Life insurance totals"
        totals={[
          { label: 'Total face amount', value: formatUsdWhole(totals.faceAmount) },
          { label: 'Total cash surrender value', value: formatUsdWhole(totals.cashSurrenderValue) },
          { label: 'Total loans against policies', value: formatUsdWhole(totals.loans) },
        ]}
        renderItem={(policy) => (
          <div className={styles.group}>
            <div className={styles.pair}>
              <StepField field={`${policy}.insuranceCompany`} />
              <StepField field={`${policy}.policyType`} />
            </div>
            <div className={styles.pair}>
              <StepField field={`${policy}.faceAmount`} />
              <StepField field={`${policy}.cashSurrenderValue`} />
            </div>
            <StepField field={`${policy}.loansAgainstPolicy`} />
            <StepField field={`${policy}.beneficiaries`} />
          </div>
        )}
      />
    </Card>
  );
}
