import * as styles from '../calculator.css.ts';
import { Money, NumberInput, type FieldBinding } from '../inputs.tsx';

/** Extra principal every month, once a year and once, with the payment number of the one-time extra. */
export function ExtraPaymentInputs({ field }: { field: FieldBinding }) {
  return (
    <>
      <h3 className={styles.subTitle}>Extra payments</h3>
      <p className={styles.note}>Extra principal keeps the payment the same and shortens the loan.</p>
      <div className={styles.fieldGrid}>
        <Money name="xm" label="Extra every month" {...field} />
        <Money name="xy" label="Extra once a year" hint="With every 12th payment" {...field} />
        <Money name="xo" label="One-time extra" {...field} />
        <NumberInput name="xop" label="One-time extra with payment number" {...field} />
      </div>
    </>
  );
}

/** The month of the first payment, which dates the schedule and the payoff. */
export function FirstPaymentMonth({ field: { form, set } }: { field: FieldBinding }) {
  return (
    <>
      <label className={styles.legend} htmlFor="calc-start">
        First payment month
      </label>
      <input
        id="calc-start"
        className={styles.monthInput}
        type="month"
        value={form.start ?? ''}
        onChange={(e) => set('start', e.target.value)}
      />
    </>
  );
}
