import type { MortgageSettings } from '../../mortgage-model.ts';
import * as styles from '../calculator.css.ts';
import { Segmented, type FieldBinding } from '../inputs.tsx';

const FREQUENCY_OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'biweekly', label: 'Every two weeks' },
];

/** Monthly payments, or half the monthly payment every two weeks (fixed-rate loans). */
export function FrequencyInputs({ settings: s, field }: { settings: MortgageSettings; field: FieldBinding }) {
  return (
    <>
      <Segmented
        name="freq"
        legend="Payment frequency"
        value={s.freq}
        onChange={(v) => field.set('freq', v)}
        options={FREQUENCY_OPTIONS}
      />
      {s.freq === 'biweekly' && s.kind !== 'fixed' && (
        <p className={styles.note}>Bi-weekly payments are shown for a fixed-rate loan only.</p>
      )}
    </>
  );
}
