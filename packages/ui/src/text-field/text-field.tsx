import type { ChangeEvent, FocusEvent, InputHTMLAttributes, Ref } from 'react';
import {
  caretForSignificant,
  formatThousands,
  keepDigits,
  normalizeOnBlur,
  normalizeTyped,
  significantBefore,
  stripCommas,
} from '../format/number-format.ts';
import type { NumericOptions } from '../format/number-format.ts';
import { Field, useFieldIds } from '../field/field.tsx';
import { usePasteGuard } from '../field/use-paste-guard.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as styles from '../field/field.css.ts';

export { PASTE_BLOCKED_MESSAGE } from '../field/use-paste-guard.tsx';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'prefix'
  | 'children'
  | 'onBlur'
  | 'disabled'
  | 'readOnly'
  | 'id'
  | 'name'
>;

export interface TextFieldProps extends FieldBaseProps, NativeInputProps, NumericOptions {
  /** The stored value (numbers are stored without commas). */
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Show thousands commas; the stored value has none. Implies numberOnly. */
  commas?: boolean;
  /**
   * Paste is blocked in text fields (docs/product/product-spec.md §5). Password fields allow it by default
   * (WCAG 2.2 SC 3.3.8); see docs/decisions/0039-paste-policy.md.
   */
  allowPaste?: boolean;
  /** Text shown before the input, e.g. '$' (hidden from screen readers; say the unit in the label). */
  prefix?: string;
  /** Text shown after the input, e.g. '%'. */
  suffix?: string;
  width?: keyof typeof styles.width;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with the spec's behaviours: number-only, thousands commas (caret kept
 * next to the digit it followed), percent clamping 1..100 (blank becomes 1 on blur),
 * can-not-be-empty (blank becomes 0, or 1 for percent; leading zeros removed) and blocked paste.
 */
export function TextField({
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
  numberOnly,
  decimal,
  commas,
  percent,
  cannotBeEmpty,
  allowPaste,
  prefix,
  suffix,
  width = 'full',
  type = 'text',
  inputMode,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, name, hint, error });
  const numericOptions: NumericOptions = {
    numberOnly: numberOnly || commas,
    decimal,
    percent,
    cannotBeEmpty,
  };
  const numeric = Boolean(numberOnly || commas || decimal || percent);
  const paste = usePasteGuard(ids.inputId, allowPaste ?? type === 'password');
  const display = commas ? formatThousands(value) : value;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    if (!numeric) {
      onValueChange(raw);
      return;
    }
    const stored = normalizeTyped(raw, numericOptions);
    const nextDisplay = commas ? formatThousands(stored) : stored;
    if (nextDisplay !== raw) {
      // Keep the caret after the digit it followed, unless the rules rewrote the digits.
      const rewritten = keepDigits(stripCommas(raw), Boolean(decimal)) !== stored;
      const caret = rewritten
        ? nextDisplay.length
        : caretForSignificant(nextDisplay, significantBefore(raw, input.selectionStart ?? raw.length));
      input.value = nextDisplay;
      if (document.activeElement === input) input.setSelectionRange(caret, caret);
    }
    onValueChange(stored);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    paste.clear();
    if (numeric && !readOnly) {
      const next = normalizeOnBlur(value, numericOptions);
      if (next !== value) onValueChange(next);
    }
    onBlur?.(event);
  };

  const inputClass = [
    styles.control,
    styles.width[width],
    prefix ? styles.withPrefix : undefined,
    suffix ? styles.withSuffix : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');

  const input = (
    <input
      {...rest}
      ref={ref}
      id={ids.inputId}
      name={name ?? ids.inputId}
      type={type}
      inputMode={inputMode ?? (numeric ? (decimal ? 'decimal' : 'numeric') : undefined)}
      className={inputClass}
      value={display}
      disabled={disabled}
      readOnly={readOnly}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy(paste.describedById)}
      onChange={handleChange}
      onBlur={handleBlur}
      onPaste={paste.onPaste}
    />
  );

  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional} footer={paste.status}>
      {prefix || suffix ? (
        <div className={`${styles.group} ${styles.width[width]}`}>
          {prefix ? (
            <span className={styles.prefix} aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          {input}
          {suffix ? (
            <span className={styles.suffix} aria-hidden="true">
              {suffix}
            </span>
          ) : null}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
