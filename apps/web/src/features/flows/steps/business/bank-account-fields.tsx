import { StepField } from '@northgate/lending-flows/react';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { useFormikContext } from 'formik';
import * as styles from '../steps.css.ts';

/** Business loan application, haveBankAccount: the business's main bank account, if it has one. */
export function HaveBankAccountFields() {
  const formik = useFormikContext<FlowFormValues>();
  const hasAccount = formik.values.haveBankAccount?.hasBusinessBankAccount;
  return (
    <>
      <StepField field="hasBusinessBankAccount" />
      {hasAccount === 'yes' && (
        <p className={styles.note}>
          Tell us about the account most of the business’s money goes through. The figures help us understand
          the business’s cash flow; round numbers are fine.
        </p>
      )}
      <StepField field="bankName" />
      <StepField field="accountType" />
      <StepField field="monthsWithBank" />
      <StepField field="averageBalance" />
      <StepField field="averageMonthlyDeposits" />
      <StepField field="overdraftsLast3Months" />
      {hasAccount === 'yes' && (
        <p className={styles.note}>
          After you submit, we will ask for the last 3 months of statements for this account.
        </p>
      )}
      {hasAccount === 'no' && (
        <p className={styles.note}>
          You can still apply. Business loans are usually paid into, and repaid from, an account in the
          business’s name, so your loan officer will talk with you about opening one before closing.
        </p>
      )}
    </>
  );
}
