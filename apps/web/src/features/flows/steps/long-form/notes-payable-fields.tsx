import {
  emptyLongFormNote,
  emptyLongFormOtherLiability,
  emptyLongFormUnpaidTax,
  longFormDebtTotals,
  longFormNoteKinds,
  longFormPaymentFrequencies,
  longFormTaxTypes,
  MAX_LONG_FORM_NOTES,
  MAX_LONG_FORM_OTHER_LIABILITIES,
  MAX_LONG_FORM_UNPAID_TAXES,
} from '@northgate/lending-flows';
import { type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import {
  Card,
  FormikCheckbox,
  FormikDateField,
  FormikMoneyField,
  FormikSelect,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

const kindOptions = toOptions(longFormNoteKinds);
const frequencyOptions = toOptions(longFormPaymentFrequencies);
const taxOptions = toOptions(longFormTaxTypes);

/**
 * Long form, notesPayable: notes and installment loans (Form 413 §2), unpaid taxes (§6) and other
 * debts (§7), each list with its own "none" box. Mortgages go with each property, loans against
 * life insurance with each policy.
 */
export function NotesPayableFields() {
  const formik = useFormikContext<FlowFormValues>();
  const totals = longFormDebtTotals(formik.values.notesPayable);
  return (
    <>
      <Card title="Notes and installment loans" headingLevel={2} as="section">
        <Schedule
          list="notes"
          none="noNotes"
          noneLabel="I owe no notes or installment loans"
          legend="Loans you owe"
          hint="Notes to banks, private lenders or people, car loans and other installment loans. Mortgages go with each property; loans against life insurance with each policy."
          itemNoun="Loan"
          emptyItem={emptyLongFormNote}
          max={MAX_LONG_FORM_NOTES}
          totalsLabel="Loan totals"
          totals={[
            { label: 'Notes payable', value: formatUsdWhole(totals.notesPayable) },
            { label: 'Installment accounts', value: formatUsdWhole(totals.installmentAccounts) },
          ]}
          renderItem={(itemName) => (
            <div className={styles.group}>
              <FormikSelect name={`${itemName}.kind`} label="Kind of loan" options={kindOptions} />
              <FormikTextField name={`${itemName}.noteholderName`} label="Who you owe" autoComplete="off" />
              <FormikTextField
                name={`${itemName}.noteholderAddress`}
                label="Their address"
                autoComplete="off"
                optional
              />
              <div className={styles.pair}>
                <FormikMoneyField name={`${itemName}.originalBalance`} label="Original amount" />
                <FormikMoneyField name={`${itemName}.currentBalance`} label="Balance owed today" />
              </div>
              <FormikCheckbox
                name={`${itemName}.revolving`}
                label="This is a line of credit (the balance can go above the original amount)"
              />
              <div className={styles.pair}>
                <FormikMoneyField name={`${itemName}.paymentAmount`} label="Payment" />
                <FormikSelect
                  name={`${itemName}.paymentFrequency`}
                  label="How often you pay"
                  options={frequencyOptions}
                />
              </div>
              <div className={styles.pair}>
                <FormikTextField
                  name={`${itemName}.collateral`}
                  label="How it is secured"
                  hint="The collateral, such as a car, or “Unsecured”."
                  autoComplete="off"
                />
                <FormikDateField name={`${itemName}.maturityDate`} label="Due date (maturity)" optional />
              </div>
            </div>
          )}
        />
      </Card>

      <Card title="Unpaid taxes" headingLevel={2} as="section">
        <Schedule
          list="unpaidTaxes"
          none="noUnpaidTaxes"
          noneLabel="I owe no unpaid taxes"
          legend="Taxes you owe that are past due or not paid yet"
          itemNoun="Tax"
          emptyItem={emptyLongFormUnpaidTax}
          max={MAX_LONG_FORM_UNPAID_TAXES}
          totalsLabel="Unpaid tax totals"
          totals={[{ label: 'Total unpaid taxes', value: formatUsdWhole(totals.unpaidTaxes) }]}
          renderItem={(itemName) => (
            <div className={styles.group}>
              <div className={styles.pair}>
                <FormikSelect name={`${itemName}.taxType`} label="Kind of tax" options={taxOptions} />
                <FormikTextField name={`${itemName}.payableTo`} label="Owed to" autoComplete="off" />
              </div>
              <div className={styles.pair}>
                <FormikMoneyField name={`${itemName}.amount`} label="Amount owed" />
                <FormikDateField name={`${itemName}.dueDate`} label="When it is due" optional />
              </div>
              <FormikTextField
                name={`${itemName}.propertyWithLien`}
                label="Property with a tax lien on it"
                hint="Leave blank if there is no lien."
                autoComplete="off"
                optional
              />
            </div>
          )}
        />
      </Card>

      <Card title="Other debts" headingLevel={2} as="section">
        <Schedule
          list="otherLiabilities"
          none="noOtherLiabilities"
          noneLabel="I have no other debts"
          legend="Anything else you owe"
          hint="For example, credit card balances you carry, money owed to family, or a legal settlement."
          itemNoun="Debt"
          emptyItem={emptyLongFormOtherLiability}
          max={MAX_LONG_FORM_OTHER_LIABILITIES}
          totalsLabel="Other debt totals"
          totals={[{ label: 'Total other debts', value: formatUsdWhole(totals.otherLiabilities) }]}
          renderItem={(itemName) => (
            <div className={styles.group}>
              <FormikTextField name={`${itemName}.description`} label="What it is" autoComplete="off" />
              <FormikTextField name={`${itemName}.owedTo`} label="Owed to" autoComplete="off" />
              <div className={styles.pair}>
                <FormikMoneyField name={`${itemName}.amount`} label="Amount owed" />
                <FormikMoneyField name={`${itemName}.monthlyPayment`} label="Payment, per month" optional />
              </div>
            </div>
          )}
        />
      </Card>
    </>
  );
}
