import type { FocusEvent, Ref, SelectHTMLAttributes } from 'react';
import { Field, useFieldIds } from '../field/field.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as fieldStyles from '../field/field.css.ts';
import * as styles from './select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'disabled' | 'id' | 'name' | 'multiple'
>;

export interface SelectProps extends FieldBaseProps, NativeProps {
  options: SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** Text of the empty first option; set to `null` to have none. */
  placeholder?: string | null;
  width?: keyof typeof fieldStyles.width;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (best on phones and with assistive technology). Read-only renders it disabled-looking but focusable. */
export function Select({
  label,
  hint,
  error,
  id,
  name,
  optional,
  disabled,
  readOnly,
  options,
  value,
  onValueChange,
  onBlur,
  placeholder = 'Select an option',
  width = 'medium',
  className,
  ref,
  ...rest
}: SelectProps) {
  const ids = useFieldIds({ id, name, hint, error });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <select
        {...rest}
        ref={ref}
        id={ids.inputId}
        name={name ?? ids.inputId}
        className={[fieldStyles.control, fieldStyles.width[width], styles.select, className]
          .filter(Boolean)
          .join(' ')}
        value={value}
        disabled={disabled}
        aria-readonly={readOnly || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy()}
        onChange={(event) => {
          if (!readOnly) onValueChange(event.target.value);
        }}
        onBlur={onBlur}
      >
        {placeholder !== null ? (
          <option value="" disabled={readOnly}>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.disabled || (readOnly && option.value !== value)}
          >
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
