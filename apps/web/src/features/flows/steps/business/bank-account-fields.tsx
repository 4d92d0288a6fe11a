import { yesNo } from '@northgate/validators';
import { businessBankAccountTypes } from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { FormikMoneyField, FormikRadioGroup, FormikTextField } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';

const yesNoOptions = toOptions(yesNo);
const accountTypeOptions = toOptions(businessBankAccountTypes);

/** Business loan application, haveBankAccount: the business's main bank account, if it has one. */
export function HaveBankAccountFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const hasAccount = formik.values.haveBankAccount?.hasBusinessBankAccount;
  return (
    <>
      <FormikRadioGroup
        name={name('hasBusinessBankAccount')}
        label="Does the business have its own bank account?"
        hint="A checking or savings account in the business’s name, separate from your personal accounts."
        options={yesNoOptions}
        inline
      />
      {hasAccount === 'yes' && (
        <>
          <p className={styles.note}>
            Tell us about the account most of the business’s money goes through. The figures help us
            understand the business’s cash flow; round numbers are fine.
          </p>
          <FormikTextField name={name('bankName')} label="Bank name" autoComplete="off" />
          <FormikRadioGroup
            name={name('accountType')}
            label="Type of account"
            options={accountTypeOptions}
            inline
          />
          <FormikTextField
            name={name('monthsWithBank')}
            label="How many months has the account been open?"
            hint="For example, 30 for two and a half years."
            numberOnly
            width="short"
          />
          <FormikMoneyField
            name={name('averageBalance')}
            label="Average balance over the last 3 months"
            hint="Your monthly statements show the average daily balance."
          />
          <FormikMoneyField
            name={name('averageMonthlyDeposits')}
            label="Average deposits each month"
            hint="The total paid into the account in a typical month over the last 3 months."
          />
          <FormikTextField
            name={name('overdraftsLast3Months')}
            label="Overdrafts and returned payments in the last 3 months"
            hint="Count each time the account was overdrawn or a payment was returned unpaid (NSF). Enter 0 if none."
            numberOnly
            width="short"
          />
          <p className={styles.note}>
            After you submit, we will ask for the last 3 months of statements for this account.
          </p>
        </>
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
