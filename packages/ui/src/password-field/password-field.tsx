import { useState } from 'react';
import type { FocusEvent, Ref } from 'react';
import { Field, useFieldIds } from '../field/field.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as styles from '../field/field.css.ts';
import { visuallyHidden } from '../theme/focus.css.ts';

export interface PasswordFieldProps extends FieldBaseProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** 'new-password' when choosing one (default), 'current-password' when signing in. */
  autoComplete?: 'new-password' | 'current-password';
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password with a Show/Hide toggle. Paste is always allowed so password managers work
 * (WCAG 2.2 SC 3.3.8, docs/decisions/ui-0001-paste-policy.md).
 */
export function PasswordField({
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
  autoComplete = 'new-password',
  ref,
}: PasswordFieldProps) {
  const ids = useFieldIds({ id, name, hint, error });
  const [visible, setVisible] = useState(false);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <div className={`${styles.group} ${styles.width.medium}`}>
        <input
          ref={ref}
          id={ids.inputId}
          name={name ?? ids.inputId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className={`${styles.control} ${styles.withSuffix}`}
          value={value}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy()}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className={styles.inlineButton}
          aria-controls={ids.inputId}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
          <span className={visuallyHidden}> password</span>
        </button>
      </div>
    </Field>
  );
}
