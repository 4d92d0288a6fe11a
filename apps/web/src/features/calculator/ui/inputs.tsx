import { MoneyField, TextField } from '@northgate/ui';
import { memo, type ReactNode } from 'react';
import * as styles from './calculator.css.ts';

export type FormValues = Record<string, string>;
export type SetField = (name: string, value: string) => void;

/** The typed values of a tool's form and its setter: what every field (and input section) needs. */
export interface FieldBinding {
  form: FormValues;
  set: SetField;
}

interface BaseProps extends FieldBinding {
  name: string;
  label: string;
  hint?: ReactNode;
}

/**
 * A field renders again only when its own value (or a prop) changed, not when another field's did:
 * every keystroke renders the whole form's sections, and a slow phone should pay for one field.
 */
function sameField<P extends BaseProps>(prev: P, next: P): boolean {
  for (const key of Object.keys(next) as (keyof P)[]) {
    if (key === 'form') continue;
    if (prev[key] !== next[key]) return false;
  }
  return prev.form[prev.name] === next.form[next.name];
}

/** Dollars, with thousands commas (ui MoneyField). */
export const Money = memo(function Money({ name, label, form, set, hint }: BaseProps) {
  return (
    <MoneyField
      id={`calc-${name}`}
      name={name}
      label={label}
      hint={hint}
      decimal
      value={form[name] ?? ''}
      onValueChange={(value) => set(name, value)}
      width="full"
    />
  );
}, sameField);

/**
 * A percentage that may be below 1 (a 0% rate, 0.5% PMI): the ui TextField with a '%' suffix and
 * decimals; the URL schema clamps the range (the ui PercentField clamps to 1–100, which these fields can't use).
 */
export const Percent = memo(function Percent({ name, label, form, set, hint }: BaseProps) {
  return (
    <TextField
      id={`calc-${name}`}
      name={name}
      label={`${label} (%)`}
      hint={hint}
      decimal
      suffix="%"
      autoComplete="off"
      value={form[name] ?? ''}
      onValueChange={(value) => set(name, value)}
      width="full"
    />
  );
}, sameField);

/** A plain number (years, months, square feet, bedrooms). */
export const NumberInput = memo(function NumberInput({
  name,
  label,
  form,
  set,
  hint,
  decimal = false,
  suffix,
}: BaseProps & { decimal?: boolean; suffix?: string }) {
  return (
    <TextField
      id={`calc-${name}`}
      name={name}
      label={label}
      hint={hint}
      decimal={decimal}
      numberOnly
      suffix={suffix}
      autoComplete="off"
      value={form[name] ?? ''}
      onValueChange={(value) => set(name, value)}
      width="full"
    />
  );
}, sameField);

/** A small group of radio buttons drawn as a segmented control (native radios: arrow keys work). */
export function Segmented({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.segmented}>
        {options.map((o) => (
          <label key={o.value} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
