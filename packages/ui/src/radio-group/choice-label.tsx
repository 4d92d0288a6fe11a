import type { ReactNode } from 'react';
import * as styles from './choice.css.ts';

/** The label of one checkbox or radio option, with its own hint under it when there is one. */
export function ChoiceLabel({
  htmlFor,
  hintId,
  label,
  hint,
}: {
  htmlFor: string;
  hintId: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <>
      <label className={styles.itemLabel} htmlFor={htmlFor}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={styles.itemHint}>
          {hint}
        </span>
      ) : null}
    </>
  );
}
