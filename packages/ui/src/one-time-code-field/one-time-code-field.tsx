import type { ChangeEvent, ClipboardEvent, FocusEvent, Ref } from 'react';
import { keepDigits } from '../format/number-format.ts';
import { Field, useFieldIds } from '../field/field.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as fieldStyles from '../field/field.css.ts';
import * as styles from './one-time-code-field.css.ts';

export const ONE_TIME_CODE_LENGTH = 6;

export interface OneTimeCodeFieldProps extends FieldBaseProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called once all six digits are present (e.g. to submit automatically). */
  onComplete?: (code: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The 6-digit code sent by email or SMS, in one input (one tab stop, readable by screen readers).
 * `autocomplete="one-time-code"` lets phones offer the code from the message, and paste is
 * allowed (WCAG 2.2 SC 3.3.8): pasted text such as "Your code is 123 456" keeps its digits.
 */
export function OneTimeCodeField({
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
  onComplete,
  ref,
}: OneTimeCodeFieldProps) {
  const ids = useFieldIds({ id, name, hint, error });

  const accept = (text: string) => {
    const digits = keepDigits(text).slice(0, ONE_TIME_CODE_LENGTH);
    onValueChange(digits);
    if (digits.length === ONE_TIME_CODE_LENGTH && digits !== value) onComplete?.(digits);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly || disabled) return;
    accept(event.clipboardData.getData('text'));
  };

  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <input
        ref={ref}
        id={ids.inputId}
        name={name ?? ids.inputId}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={ONE_TIME_CODE_LENGTH}
        spellCheck={false}
        className={`${fieldStyles.control} ${styles.code}`}
        value={value}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy()}
        onChange={(event: ChangeEvent<HTMLInputElement>) => accept(event.target.value)}
        onPaste={handlePaste}
        onBlur={onBlur}
      />
    </Field>
  );
}
