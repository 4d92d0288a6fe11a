import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the surrounding form is being submitted (Next clicked or Enter pressed): set by the
 * form's native submit event, which reaches the form before React's own handler starts
 * Formik's validation. A field-level validator calls the server only then, never while
 * the borrower types; `take()` reads and clears the flag.
 */
export function useSubmitIntent(inside: RefObject<HTMLElement | null>) {
  const intent = useRef(false);
  useEffect(() => {
    const form = inside.current?.closest('form');
    if (!form) return;
    const mark = () => {
      intent.current = true;
    };
    form.addEventListener('submit', mark, true);
    return () => form.removeEventListener('submit', mark, true);
  }, [inside]);
  return {
    take(): boolean {
      const submitting = intent.current;
      intent.current = false;
      return submitting;
    },
  };
}
