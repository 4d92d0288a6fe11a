import { TextField } from '../text-field/text-field.tsx';
import type { TextFieldProps } from '../text-field/text-field.tsx';
import { visuallyHidden } from '../theme/focus.css.ts';

export type MoneyFieldProps = Omit<
  TextFieldProps,
  'commas' | 'numberOnly' | 'percent' | 'prefix' | 'suffix' | 'type'
>;

/** A dollar amount: '$' shown before the input, thousands commas displayed, digits stored. */
export function MoneyField({ label, width = 'medium', ...props }: MoneyFieldProps) {
  return (
    <TextField
      {...props}
      width={width}
      label={
        <>
          {label}
          <span className={visuallyHidden}> in US dollars</span>
        </>
      }
      commas
      prefix="$"
      autoComplete={props.autoComplete ?? 'off'}
    />
  );
}
