import { useEffect, useRef } from 'react';
import * as styles from './sign-in.css.ts';

/**
 * A sign-in step's heading. It takes focus when the step appears, so a screen reader and a
 * keyboard start at the new step, not at the button of the step that went away.
 */
export function StepHeading({ children, focus = true }: { children: string; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  );
}

/** The server's refusal, focused when it appears (and again when a new one replaces it). */
export function StepAlert({ message, attempt }: { message: string | null; attempt: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, attempt]);
  if (!message) return null;
  return (
    <p ref={ref} tabIndex={-1} role="alert" className={styles.alert}>
      {message}
    </p>
  );
}
