import { useEffect, useId, useRef } from 'react';
import type { MouseEvent } from 'react';
import * as styles from './error-summary.css.ts';

export interface ErrorSummaryItem {
  /** The id of the field's input (Formik fields use their name as id). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: ErrorSummaryItem[];
  title?: string;
  /** Change this (e.g. Formik's submitCount) to move focus back to the summary on every failed submit. */
  focusKey?: number | string;
}

/**
 * GOV.UK error summary: shown after a failed submit, takes focus so it is read out first,
 * and each message links to its field (the link moves focus to the input and scrolls its
 * label into view).
 */
export function ErrorSummary({ errors, title = 'There is a problem', focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const visible = errors.length > 0;

  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible, focusKey]);

  if (!visible) return null;

  const onLinkClick = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const input = document.getElementById(fieldId);
    if (!input) return;
    event.preventDefault();
    const label =
      input.closest('fieldset')?.querySelector('legend') ??
      Array.from(document.querySelectorAll('label')).find((l) => l.htmlFor === fieldId);
    const target = label ?? input;
    if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'start' });
    input.focus({ preventScroll: true });
  };

  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} aria-labelledby={titleId} data-error-summary="">
      <div role="alert">
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a className={styles.link} href={`#${error.fieldId}`} onClick={onLinkClick(error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
