import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { ErrorSummaryProps } from '../engine-options.tsx';

/**
 * The GOV.UK error summary in plain HTML: after a failed Next it takes focus so it is read out
 * first, and each message links to its field; following a link focuses the input and scrolls its
 * label (or its fieldset's legend) into view.
 */
export function DefaultErrorSummary({ errors, title, focusKey }: ErrorSummaryProps) {
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
      Array.from(document.querySelectorAll('label')).find((candidate) => candidate.htmlFor === fieldId);
    const target = label ?? input;
    if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'start' });
    input.focus({ preventScroll: true });
  };

  return (
    <div ref={ref} tabIndex={-1} aria-labelledby={titleId} data-error-summary="">
      <div role="alert">
        <h2 id={titleId}>{title}</h2>
        <ul>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`} onClick={onLinkClick(error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
