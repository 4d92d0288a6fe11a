import { useState } from 'react';
import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { formatTaxId, keepDigits } from '../format/number-format.ts';
import type { TaxIdKind } from '../format/number-format.ts';
import { Field, useFieldIds } from '../field/field.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as styles from '../field/field.css.ts';
import { usePasteGuard } from '../field/use-paste-guard.tsx';
import { visuallyHidden } from '../theme/focus.css.ts';

const kindName: Record<TaxIdKind, string> = {
  ssn: 'Social Security number',
  itin: 'ITIN',
  ein: 'EIN',
};

const kindFormat: Record<TaxIdKind, string> = {
  ssn: 'For example, 123-45-6789',
  itin: 'For example, 912-78-1234',
  ein: 'For example, 12-3456789',
};

export interface TaxIdFieldProps extends FieldBaseProps {
  kind: TaxIdKind;
  /** Nine digits without dashes. */
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  allowPaste?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * SSN, ITIN or EIN: masked like a password by default (shoulder surfing), with a Show/Hide
 * toggle; dashes are added while typing and the stored value is the nine digits.
 */
export function TaxIdField({
  kind,
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
}: TaxIdFieldProps) {
  const ids = useFieldIds({ id, name, hint: hint ?? kindFormat[kind], error });
  const [revealed, setRevealed] = useState(false);
  const paste = usePasteGuard(ids.inputId, allowPaste);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = keepDigits(event.target.value).slice(0, 9);
    const formatted = formatTaxId(digits, kind);
    if (formatted !== event.target.value) event.target.value = formatted;
    onValueChange(digits);
  };

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint ?? kindFormat[kind]}
      error={error}
      optional={optional}
      footer={paste.status}
    >
      <div className={`${styles.group} ${styles.width.medium}`}>
        <input
          ref={ref}
          id={ids.inputId}
          name={name ?? ids.inputId}
          type={revealed ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          className={`${styles.control} ${styles.withSuffix}`}
          value={formatTaxId(value, kind)}
          maxLength={kind === 'ein' ? 10 : 11}
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
        <button
          type="button"
          className={styles.inlineButton}
          aria-controls={ids.inputId}
          disabled={disabled}
          onClick={() => setRevealed((v) => !v)}
        >
          {revealed ? 'Hide' : 'Show'}
          <span className={visuallyHidden}> {kindName[kind]}</span>
        </button>
      </div>
    </Field>
  );
}
