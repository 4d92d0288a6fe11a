import type { ReactNode, Ref } from 'react';
import { Button } from '../button/button.tsx';
import { ErrorMessage, useFieldIds } from '../field/field.tsx';
import * as styles from '../field/field.css.ts';
import { visuallyHidden } from '../theme/focus.css.ts';

export interface OnFileFieldProps {
  /** The question, as the field's own label says it. */
  label: ReactNode;
  /** The same words as text, for the Change button's name ("Change Date of birth"). */
  labelText: string;
  /** The last four digits the lender may show; none for a birth date. */
  lastFour?: string | undefined;
  error?: string | undefined;
  /** The field's id (defaults to `name`): the Change button takes it, so an error summary can link to it. */
  id?: string;
  name?: string;
  /** Clears the answer on file so the borrower can enter it again. */
  onChange: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An answer the lender keeps on file and never shows again in full (an SSN, an EIN, a date of
 * birth): "On file (ending 6789)" with a Change button that clears it for entering again.
 */
export function OnFileField({
  label,
  labelText,
  lastFour,
  error,
  id,
  name,
  onChange,
  ref,
}: OnFileFieldProps) {
  const ids = useFieldIds({ id, name, error });
  const labelId = `${ids.inputId}-label`;
  const statusId = `${ids.inputId}-on-file`;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={error ? `${styles.field} ${styles.invalidField}` : styles.field}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ErrorMessage id={ids.errorId}>{error}</ErrorMessage>
      <p id={statusId} className={styles.hint}>
        {lastFour === undefined ? 'On file' : `On file (ending ${lastFour})`}. It is kept encrypted and not
        shown again; choose Change to enter it again.
      </p>
      <div>
        <Button
          ref={ref}
          id={ids.inputId}
          type="button"
          variant="secondary"
          aria-describedby={ids.describedBy(statusId)}
          onClick={onChange}
        >
          Change <span className={visuallyHidden}>{labelText}</span>
        </Button>
      </div>
    </div>
  );
}
