import { longForm } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { useStepField, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { FormikDocumentUpload } from '../../documents/formik-document-upload.tsx';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

/** An account's statements, uploaded (declared as a file answer on the step). */
function Statements({ field }: { field: string }) {
  const { name, question, hint, declaration } = useStepField(field);
  return (
    <FormikDocumentUpload
      name={name}
      purpose="bankStatement"
      label={question}
      {...(hint !== undefined && { hint })}
      multiple
      maxFiles={longForm.MAX_STATEMENTS}
      optional={declaration.optional === true}
    />
  );
}

/**
 * Long form, bankAccount: accounts with a recent balance (cash in banks and retirement cash), and
 * anything else of value the other steps do not ask about, with each account's statements.
 */
export function BankAccountFields() {
  const formik = useFormikContext<FlowFormValues>();
  const totals = longForm.accountTotals(formik.values.bankAccount);
  return (
    <>
      <Card title="Bank accounts" headingLevel={2} as="section">
        <Schedule
          list="accounts"
          none="noAccounts"
          emptyItem={longForm.emptyAccount}
          max={longForm.MAX_ACCOUNTS}
          totalsLabel="Account totals"
          totals={[
            { label: 'Cash in banks', value: formatUsdWhole(totals.cashInBanks) },
            { label: 'Retirement accounts', value: formatUsdWhole(totals.retirement) },
            { label: 'All accounts', value: formatUsdWhole(totals.total) },
          ]}
          renderItem={(account) => (
            <div className={styles.group}>
              <StepField field={`${account}.institutionName`} />
              <div className={styles.pair}>
                <StepField field={`${account}.accountType`} />
                <StepField field={`${account}.heldBy`} />
              </div>
              <StepField field={`${account}.accountLast4`} />
              <div className={styles.pair}>
                <StepField field={`${account}.balance`} />
                <StepField field={`${account}.asOfDate`} />
              </div>
              <Statements field={`${account}.statements`} />
            </div>
          )}
        />
      </Card>

      <Card title="Other assets" headingLevel={2} as="section">
        <Schedule
          list="otherAssets"
          none="noOtherAssets"
          emptyItem={longForm.emptyOtherAsset}
          max={longForm.MAX_OTHER_ASSETS}
          totalsLabel="Other asset totals"
          totals={[{ label: 'Total other assets', value: formatUsdWhole(totals.otherAssets) }]}
          renderItem={(asset) => (
            <div className={styles.group}>
              <StepField field={`${asset}.kind`} />
              <StepField field={`${asset}.description`} />
              <StepField field={`${asset}.value`} />
            </div>
          )}
        />
      </Card>
    </>
  );
}
