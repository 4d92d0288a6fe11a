import type { ChangeEvent, FocusEvent, Ref } from 'react';
import {
  caretForSignificant,
  formatUsPhone,
  keepDigits,
  significantBefore,
} from '../format/number-format.ts';
import { Field, useFieldIds } from '../field/field.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as styles from '../field/field.css.ts';
import { usePasteGuard } from '../field/use-paste-guard.tsx';

export interface PhoneFieldProps extends FieldBaseProps {
  /** Ten digits, no punctuation ('5551234567'). */
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  allowPaste?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A US phone number shown as (555) 123-4567 while typing; the stored value is the 10 digits. */
export function PhoneField({
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
  allowPaste = false,
  ref,
}: PhoneFieldProps) {
  const ids = useFieldIds({ id, name, hint, error });
  const paste = usePasteGuard(ids.inputId, allowPaste);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    // A leading US country code typed as '1' or '+1' is dropped.
    let digits = keepDigits(raw);
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    digits = digits.slice(0, 10);
    const formatted = formatUsPhone(digits);
    if (formatted !== raw) {
      const caret = caretForSignificant(
        formatted,
        significantBefore(raw, input.selectionStart ?? raw.length),
      );
      input.value = formatted;
      if (document.activeElement === input) input.setSelectionRange(caret, caret);
    }
    onValueChange(digits);
  };

  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional} footer={paste.status}>
      <input
        ref={ref}
        id={ids.inputId}
        name={name ?? ids.inputId}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        className={`${styles.control} ${styles.width.medium}`}
        value={formatUsPhone(value)}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy(paste.describedById)}
        onChange={handleChange}
        onPaste={paste.onPaste}
        onBlur={(event) => {
          paste.clear();
          onBlur?.(event);
        }}
      />
    </Field>
  );
}
