import { loanAmounts } from '../../mortgage-model.ts';
import * as styles from '../calculator.css.ts';
import { Money, NumberInput, Percent, Segmented } from '../inputs.tsx';
import { downPaymentIn, type MortgageSectionProps } from './mortgage-form.ts';

const BASIS_OPTIONS = [
  { value: 'price', label: 'Price and down payment' },
  { value: 'loan', label: 'Loan amount' },
];
const DOWN_UNIT_OPTIONS = [
  { value: 'percent', label: 'Percent' },
  { value: 'amount', label: 'Amount' },
];
const KIND_OPTIONS = [
  { value: 'fixed', label: 'Fixed' },
  { value: 'interestOnly', label: 'Interest-only' },
  { value: 'balloon', label: 'Balloon' },
];

/** The loan itself: price and down payment (or the loan amount), rate, term and loan type. */
export function LoanInputs({ settings: s, field }: MortgageSectionProps) {
  const { set } = field;
  return (
    <>
      <Segmented
        name="basis"
        legend="Start from"
        value={s.basis}
        onChange={(v) => set('basis', v)}
        options={BASIS_OPTIONS}
      />
      <div className={styles.fieldGrid}>
        <Money name="price" label={s.basis === 'loan' ? 'Property value' : 'Purchase price'} {...field} />
        {s.basis === 'loan' ? (
          <Money name="loan" label="Loan amount" {...field} />
        ) : s.downUnit === 'percent' ? (
          <Percent name="down" label="Down payment" {...field} />
        ) : (
          <Money name="down" label="Down payment" {...field} />
        )}
      </div>
      {s.basis === 'price' && (
        <Segmented
          name="downUnit"
          legend="Enter the down payment as"
          value={s.downUnit}
          onChange={(v) => {
            // From the settings as typed, not the (deferred) results, which may be a keystroke behind.
            set('down', downPaymentIn(v, loanAmounts(s)));
            set('downUnit', v);
          }}
          options={DOWN_UNIT_OPTIONS}
        />
      )}
      <div className={styles.fieldGrid}>
        <Percent name="rate" label="Interest rate" {...field} />
        <NumberInput name="term" label="Term (years)" hint="Amortization term" {...field} />
      </div>
      <Segmented
        name="kind"
        legend="Loan type"
        value={s.kind}
        onChange={(v) => set('kind', v)}
        options={KIND_OPTIONS}
      />
      {s.kind === 'interestOnly' && (
        <NumberInput
          name="io"
          label="Interest-only period (years)"
          hint="A period as long as the term means the whole principal is due at the end."
          {...field}
        />
      )}
      {s.kind === 'balloon' && (
        <NumberInput
          name="due"
          label="Balloon due after (years)"
          hint="The loan amortizes over the term but the balance is due at this point."
          {...field}
        />
      )}
    </>
  );
}
