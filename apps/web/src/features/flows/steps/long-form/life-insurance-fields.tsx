import {
  emptyLongFormPolicy,
  longFormPolicyTotals,
  longFormPolicyTypes,
  MAX_LONG_FORM_POLICIES,
} from '@northgate/lending-flows';
import { useFormikContext } from 'formik';
import { type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card, FormikMoneyField, FormikSelect, FormikTextField } from '@northgate/ui';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

const policyOptions = toOptions(longFormPolicyTypes);

/** Long form, lifeInsurance: each policy (Form 413 §8); its cash value is an asset, loans against it a debt. */
export function LifeInsuranceFields() {
  const formik = useFormikContext<FlowFormValues>();
  const totals = longFormPolicyTotals(formik.values.lifeInsurance);
  return (
    <Card title="Life insurance policies" headingLevel={2} as="section">
      <Schedule
        list="policies"
        none="noPolicies"
        noneLabel="I have no life insurance"
        legend="Life insurance policies you own"
        hint="Your statement counts only the cash surrender value, which term policies do not have."
        itemNoun="Policy"
        emptyItem={emptyLongFormPolicy}
        max={MAX_LONG_FORM_POLICIES}
        totalsLabel="Life insurance totals"
        totals={[
          { label: 'Total face amount', value: formatUsdWhole(totals.faceAmount) },
          { label: 'Total cash surrender value', value: formatUsdWhole(totals.cashSurrenderValue) },
          { label: 'Total loans against policies', value: formatUsdWhole(totals.loans) },
        ]}
        renderItem={(itemName) => (
          <div className={styles.group}>
            <div className={styles.pair}>
              <FormikTextField
                name={`${itemName}.insuranceCompany`}
                label="Insurance company"
                autoComplete="off"
              />
              <FormikSelect name={`${itemName}.policyType`} label="Type of policy" options={policyOptions} />
            </div>
            <div className={styles.pair}>
              <FormikMoneyField
                name={`${itemName}.faceAmount`}
                label="Face amount"
                hint="What the policy pays out."
              />
              <FormikMoneyField
                name={`${itemName}.cashSurrenderValue`}
                label="Cash surrender value"
                hint="What you would get if you cashed it in today. Enter 0 for term insurance."
              />
            </div>
            <FormikMoneyField
              name={`${itemName}.loansAgainstPolicy`}
              label="Loans against the policy"
              optional
            />
            <FormikTextField
              name={`${itemName}.beneficiaries`}
              label="Beneficiaries"
              hint="Names, and how they are related to you."
              autoComplete="off"
            />
          </div>
        )}
      />
    </Card>
  );
}
