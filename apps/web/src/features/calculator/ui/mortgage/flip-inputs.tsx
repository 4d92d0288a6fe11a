import * as styles from '../calculator.css.ts';
import { Money, NumberInput, Percent, Segmented } from '../inputs.tsx';
import { FlipCapsInputs } from './flip-caps-inputs.tsx';
import type { MortgageSectionProps } from './mortgage-form.ts';
const INTEREST_OPTIONS = [
  { value: 'dutch', label: 'Full loan (Dutch)' },
  { value: 'drawn', label: 'Drawn funds only' },
];

/** Fix-and-flip mode: the deal (purchase, rehab, ARV), the leverage caps and the loan's costs. */
export function FlipInputs({ settings: s, field }: MortgageSectionProps) {
  const { set } = field;
  return (
    <>
      <div className={styles.fieldGrid}>
        <Money name="fp" label="Purchase price" {...field} />
        <Money name="fr" label="Rehab budget" {...field} />
        <Money name="farv" label="After-repair value (ARV)" {...field} />
      </div>
      <FlipCapsInputs settings={s} field={field} />
      <div className={styles.fieldGrid}>
        <Percent name="frate" label="Interest rate" {...field} />
        <NumberInput name="fpts" label="Origination points" decimal {...field} />
        <NumberInput name="fmo" label="Months held" {...field} />
        <NumberInput name="fdraw" label="Months to draw the rehab" {...field} />
        <Money name="fbuy" label="Closing costs on the purchase" {...field} />
        <Money name="fhold" label="Taxes, insurance, utilities per month" {...field} />
        <Percent
          name="fsell"
          label="Selling costs"
          hint="Commission and transfer taxes, of the sale price"
          {...field}
        />
      </div>
      <Segmented
        name="fint"
        legend="Interest charged on"
        value={s.fint}
        onChange={(v) => set('fint', v)}
        options={INTEREST_OPTIONS}
      />
    </>
  );
}
