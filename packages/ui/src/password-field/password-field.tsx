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
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** 'new-password' when choosing one (default), 'current-password' when signing in. */
  autoComplete?: 'new-password' | 'current-password';
  /**
   * A live judgement of the password as typed (how guessable it is), under the field and announced
   * politely. Pass a string (empty while there is nothing to say) to keep the live region in place.
   */
  feedback?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password with a Show/Hide toggle. Paste is always allowed so password managers work
 * (WCAG 2.2 SC 3.3.8, docs/decisions/0039-paste-policy.md). With `feedback`, a polite live
 * region under the field says how guessable the password is as it is typed.
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
  onFocus,
  autoComplete = 'new-password',
  feedback,
  ref,
}: PasswordFieldProps) {
  const ids = useFieldIds({ id, name, hint, error });
  const [visible, setVisible] = useState(false);
  const feedbackId = `${ids.inputId}-feedback`;
  // The error already says it when a submit was refused for the same reason.
  const said = feedback !== undefined && feedback !== error ? feedback : '';
  const live =
    feedback === undefined ? null : (
      <p id={feedbackId} role="status" className={styles.feedback}>
        {said}
      </p>
    );
  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional} footer={live}>
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
          aria-describedby={ids.describedBy(said !== '' && feedbackId)}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
          onFocus={onFocus}
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
