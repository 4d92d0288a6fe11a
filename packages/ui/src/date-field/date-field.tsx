import type { FocusEvent, Ref } from 'react';
import { Field, useFieldIds } from '../field/field.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as styles from '../field/field.css.ts';

export interface DateFieldProps extends FieldBaseProps {
  /** ISO date 'YYYY-MM-DD', or '' when empty. */
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Earliest and latest allowed dates ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
  /** e.g. 'bday' for a date of birth. */
  autoComplete?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date using the browser's date input: the phone's native date picker, and typed
 * month/day/year segments with a keyboard. The stored value is ISO (YYYY-MM-DD).
 */
export function DateField({
  label,
  hint,
  error,
  id,
  name,
  optional,
  disabled,
  readOnly,
  value,
  onValueChange,
  onBlur,
  min,
  max,
  autoComplete,
  ref,
}: DateFieldProps) {
  const ids = useFieldIds({ id, name, hint, error });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <input
        ref={ref}
        id={ids.inputId}
        name={name ?? ids.inputId}
        type="date"
        className={`${styles.control} ${styles.width.medium}`}
        value={value}
        min={min}
        max={max}
        autoComplete={autoComplete}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy()}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
