import { useEffect, useState } from 'react';
import type { FocusEvent, Ref, TextareaHTMLAttributes } from 'react';
import { Field, useFieldIds } from '../field/field.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as fieldStyles from '../field/field.css.ts';
import { usePasteGuard } from '../field/use-paste-guard.tsx';
import { visuallyHidden as visuallyHiddenClass } from '../theme/focus.css.ts';
import * as styles from './text-area.css.ts';

type NativeProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'disabled' | 'readOnly' | 'id' | 'name' | 'maxLength'
>;

export interface TextAreaProps extends FieldBaseProps, NativeProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /**
   * Shows a live count ("You have 12 characters remaining"). The limit is not enforced by the
   * browser, so nothing typed is silently cut off; the validator reports the overflow.
   */
  maxLength?: number;
  allowPaste?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

function countText(remaining: number): string {
  if (remaining >= 0) return `You have ${remaining} character${remaining === 1 ? '' : 's'} remaining`;
  const over = -remaining;
  return `You have ${over} character${over === 1 ? '' : 's'} too many`;
}

/**
 * Multi-line text, 260px high by default, with a GOV.UK-style character count when a maximum
 * is set. The visible count updates as you type; screen readers hear it once typing pauses.
 */
export function TextArea({
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
  maxLength,
  allowPaste = false,
  className,
  ref,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds({ id, name, hint, error });
  const countId = `${ids.inputId}-count`;
  const paste = usePasteGuard(ids.inputId, allowPaste);
  const remaining = maxLength === undefined ? 0 : maxLength - value.length;
  const [announced, setAnnounced] = useState(() => countText(remaining));

  useEffect(() => {
    if (maxLength === undefined) return;
    const timer = setTimeout(() => setAnnounced(countText(remaining)), 750);
    return () => clearTimeout(timer);
  }, [remaining, maxLength]);

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      footer={
        <>
          {maxLength !== undefined ? (
            <>
              <p
                id={countId}
                aria-hidden="true"
                className={remaining < 0 ? `${fieldStyles.error} ${styles.counterOver}` : fieldStyles.hint}
              >
                {countText(remaining)}
              </p>
              <p role="status" className={fieldStyles.status} data-testid="character-count-status">
                <span className={visuallyHiddenClass}>{announced}</span>
              </p>
            </>
          ) : null}
          {paste.status}
        </>
      }
    >
      <textarea
        {...rest}
        ref={ref}
        id={ids.inputId}
        name={name ?? ids.inputId}
        className={[fieldStyles.control, styles.textArea, className].filter(Boolean).join(' ')}
        value={value}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy(maxLength !== undefined && countId, paste.describedById)}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={(event) => {
          paste.clear();
          onBlur?.(event);
        }}
        onPaste={paste.onPaste}
      />
    </Field>
  );
}
