import { DSCR_MINIMUM, dscrText } from '@northgate/lending-policy';
import * as styles from '../calculator.css.ts';
import { Money, NumberInput, Segmented } from '../inputs.tsx';
import type { MortgageSectionProps } from './mortgage-form.ts';

const LEASED_OPTIONS = [
  { value: 'yes', label: 'Leased' },
  { value: 'no', label: 'Vacant' },
];

/** DSCR mode's rental income: lease and market rent, and the coverage the lender wants. */
export function DscrInputs({ settings: s, field }: MortgageSectionProps) {
  return (
    <>
      <h3 className={styles.subTitle}>Rental income</h3>
      <Segmented
        name="leased"
        legend="Is the property leased?"
        value={s.leased}
        onChange={(v) => field.set('leased', v)}
        options={LEASED_OPTIONS}
      />
      <div className={styles.fieldGrid}>
        {s.leased === 'yes' && <Money name="rent" label="Lease rent per month" {...field} />}
        <Money
          name="mrent"
          label="Market rent per month"
          hint={
            s.leased === 'yes'
              ? 'Optional; the lower of lease and market rent is used'
              : '90% of market rent is used for a vacant purchase'
          }
          {...field}
        />
        <NumberInput
          name="target"
          label="Target DSCR"
          decimal
          hint={`Our rental program's minimum is ${dscrText(DSCR_MINIMUM)}; some lenders ask for 1.20 to 1.25.`}
          {...field}
        />
      </div>
    </>
  );
}
