import { useId } from 'react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/focus.css.ts';
import * as styles from './field.css.ts';

/** Props every input shares: a visible label, an optional hint and an error message. */
export interface FieldBaseProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The message to show; the input gets aria-invalid and aria-describedby pointing at it. */
  error?: string | undefined;
  /** Input id; defaults to `name` so an error summary can link to `#name`. */
  id?: string;
  name?: string;
  /** Adds "(optional)" to the label (GOV.UK: mark the optional fields, not the required ones). */
  optional?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  /** The aria-describedby value: hint then error, plus any extra ids. */
  describedBy: (...extra: (string | false | undefined)[]) => string | undefined;
}

export function useFieldIds({
  id,
  name,
  hint,
  error,
}: Pick<FieldBaseProps, 'id' | 'name' | 'hint' | 'error'>): FieldIds {
  const generated = useId();
  const inputId = id ?? name ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return {
    inputId,
    hintId,
    errorId,
    describedBy: (...extra) => {
      const ids = [hint ? hintId : undefined, error ? errorId : undefined, ...extra].filter(Boolean);
      return ids.length > 0 ? ids.join(' ') : undefined;
    },
  };
}

export function OptionalMark({ optional }: { optional?: boolean | undefined }) {
  return optional ? (
    <>
      {' '}
      <span className={styles.optional}>(optional)</span>
    </>
  ) : null;
}

export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div id={id} className={styles.hint}>
      {children}
    </div>
  );
}

export function ErrorMessage({ id, children }: { id: string; children?: string | undefined }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.error}>
      <span className={visuallyHidden}>Error: </span>
      {children}
    </p>
  );
}

interface FieldProps extends Pick<FieldBaseProps, 'label' | 'hint' | 'error' | 'optional'> {
  ids: FieldIds;
  children: ReactNode;
  /** Extra content under the control (a character count, a status message). */
  footer?: ReactNode;
}

/** Label, hint and error around a single control (GOV.UK order: label, hint, error, input). */
export function Field({ ids, label, hint, error, optional, children, footer }: FieldProps) {
  return (
    <div className={error ? `${styles.field} ${styles.invalidField}` : styles.field}>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
        <OptionalMark optional={optional} />
      </label>
      <Hint id={ids.hintId}>{hint}</Hint>
      <ErrorMessage id={ids.errorId}>{error}</ErrorMessage>
      {children}
      {footer}
    </div>
  );
}

interface FieldsetProps extends Pick<FieldBaseProps, 'label' | 'hint' | 'error' | 'optional'> {
  ids: FieldIds;
  children: ReactNode;
  /** Name of the group, described by hint and error. */
  role?: 'radiogroup' | 'group';
}

/** A fieldset whose legend is the question, for groups of inputs (radios, checkboxes, address). */
export function Fieldset({ ids, label, hint, error, optional, children, role }: FieldsetProps) {
  return (
    <div className={error ? `${styles.field} ${styles.invalidField}` : styles.field}>
      <fieldset className={styles.fieldset} aria-describedby={ids.describedBy()} role={role}>
        <legend className={styles.legend}>
          {label}
          <OptionalMark optional={optional} />
        </legend>
        <Hint id={ids.hintId}>{hint}</Hint>
        <ErrorMessage id={ids.errorId}>{error}</ErrorMessage>
        {children}
      </fieldset>
    </div>
  );
}
