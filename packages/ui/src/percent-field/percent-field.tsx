import { TextField } from '../text-field/text-field.tsx';
import type { TextFieldProps } from '../text-field/text-field.tsx';
import { visuallyHidden } from '../theme/focus.css.ts';

export type PercentFieldProps = Omit<
  TextFieldProps,
  'commas' | 'numberOnly' | 'percent' | 'prefix' | 'suffix' | 'type'
>;

/** A percentage: '%' shown after the input, clamped to 1..100, blank becomes 1 on blur. */
export function PercentField({ label, width = 'short', ...props }: PercentFieldProps) {
  return (
    <TextField
      {...props}
      width={width}
      label={
        <>
          {label}
          <span className={visuallyHidden}> percent</span>
        </>
      }
      percent
      suffix="%"
      autoComplete={props.autoComplete ?? 'off'}
    />
  );
}
