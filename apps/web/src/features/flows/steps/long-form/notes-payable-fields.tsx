import { longForm } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

/**
 * Long form, notesPayable: notes and installment loans (Form 413 §2), unpaid taxes (§6) and other
 * debts (§7), each list with its own "none" box. Mortgages go with each property, loans against
 * life insurance with each policy.
 */
export function NotesPayableFields() {
  const formik = useFormikContext<FlowFormValues>();
  const totals = longForm.debtTotals(formik.values.notesPayable);
  return (
    <>
      <Card title="Notes and installment loans" headingLevel={2} as="section">
        <Schedule
          list="notes"
          none="noNotes"
          emptyItem={longForm.emptyNote}
          max={longForm.MAX_NOTES}
          totalsLabel="Loan totals"
          totals={[
            { label: 'Notes payable', value: formatUsdWhole(totals.notesPayable) },
            { label: 'Installment accounts', value: formatUsdWhole(totals.installmentAccounts) },
          ]}
          renderItem={(note) => (
            <div className={styles.group}>
              <StepField field={`${note}.kind`} />
              <StepField field={`${note}.noteholderName`} />
              <StepField field={`${note}.noteholderAddress`} />
              <div className={styles.pair}>
                <StepField field={`${note}.originalBalance`} />
                <StepField field={`${note}.currentBalance`} />
              </div>
              <StepField field={`${note}.revolving`} />
              <div className={styles.pair}>
                <StepField field={`${note}.paymentAmount`} />
                <StepField field={`${note}.paymentFrequency`} />
              </div>
              <div className={styles.pair}>
                <StepField field={`${note}.collateral`} />
                <StepField field={`${note}.maturityDate`} />
              </div>
            </div>
          )}
        />
      </Card>

      <Card title="Unpaid taxes" headingLevel={2} as="section">
        <Schedule
          list="unpaidTaxes"
          none="noUnpaidTaxes"
          emptyItem={longForm.emptyUnpaidTax}
          max={longForm.MAX_UNPAID_TAXES}
          totalsLabel="Unpaid tax totals"
          totals={[{ label: 'Total unpaid taxes', value: formatUsdWhole(totals.unpaidTaxes) }]}
          renderItem={(tax) => (
            <div className={styles.group}>
              <div className={styles.pair}>
                <StepField field={`${tax}.taxType`} />
                <StepField field={`${tax}.payableTo`} />
              </div>
              <div className={styles.pair}>
                <StepField field={`${tax}.amount`} />
                <StepField field={`${tax}.dueDate`} />
              </div>
              <StepField field={`${tax}.propertyWithLien`} />
            </div>
          )}
        />
      </Card>

      <Card title="Other debts" headingLevel={2} as="section">
        <Schedule
          list="otherLiabilities"
          none="noOtherLiabilities"
          emptyItem={longForm.emptyOtherLiability}
          max={longForm.MAX_OTHER_LIABILITIES}
          totalsLabel="Other debt totals"
          totals={[{ label: 'Total other debts', value: formatUsdWhole(totals.otherLiabilities) }]}
          renderItem={(debt) => (
            <div className={styles.group}>
              <StepField field={`${debt}.description`} />
              <StepField field={`${debt}.owedTo`} />
              <div className={styles.pair}>
                <StepField field={`${debt}.amount`} />
                <StepField field={`${debt}.monthlyPayment`} />
              </div>
            </div>
          )}
        />
      </Card>
    </>
  );
}
