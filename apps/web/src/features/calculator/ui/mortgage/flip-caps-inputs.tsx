import { fixAndFlipTiers, type ExperienceTier } from '@northgate/lending-policy';
import { Select } from '@northgate/ui';
import { capFieldsFor } from '../../flip-model.ts';
import * as styles from '../calculator.css.ts';
import { Percent } from '../inputs.tsx';
import type { MortgageSectionProps } from './mortgage-form.ts';

const CAP_OPTIONS = [
  ...Object.entries(fixAndFlipTiers).map(([value, t]) => ({ value, label: t.label })),
  { value: 'custom', label: 'Caps a lender quoted me' },
];

/**
 * The leverage caps: today's experience tiers as presets, or the percentages a lender quoted.
 * A preset fills the four fields; changing any of them makes the caps the borrower's own.
 */
export function FlipCapsInputs({ settings: s, field }: MortgageSectionProps) {
  const { form, set } = field;
  const preset = s.tier === 'custom' ? null : capFieldsFor(s.tier);
  const copyPreset = () => {
    if (preset) for (const [key, value] of Object.entries(preset)) set(key, value);
  };
  const choose = (tier: string) => {
    if (tier === 'custom') copyPreset();
    else for (const [key, value] of Object.entries(capFieldsFor(tier as ExperienceTier))) set(key, value);
    set('tier', tier);
  };
  const capField = {
    form: preset ? { ...form, ...preset } : form,
    set: (name: string, value: string) => {
      if (preset) {
        copyPreset();
        set('tier', 'custom');
      }
      set(name, value);
    },
  };
  return (
    <>
      <Select
        id="calc-tier"
        name="tier"
        label="Leverage caps"
        hint="Typical published caps by flips in the last 3 years, or the caps a lender quoted you"
        placeholder={null}
        value={s.tier}
        onValueChange={choose}
        options={CAP_OPTIONS}
        width="full"
      />
      <div className={styles.fieldGrid}>
        <Percent name="cltp" label="Of the purchase price" {...capField} />
        <Percent name="crehab" label="Of the rehab budget" {...capField} />
        <Percent name="cltc" label="Loan-to-cost cap" hint="Of purchase plus rehab" {...capField} />
        <Percent name="carv" label="Loan-to-ARV cap" hint="Of the after-repair value" {...capField} />
      </div>
    </>
  );
}
