import { useEffect, useRef } from 'react';
import { KEEPS_EARLY_INPUT, keepTypedValues, takeOverForm } from './early-input.ts';

/**
 * For every form a prerendered page shows: `<form {...useKeepEarlyInput()}>`. Once React owns the
 * form, what the borrower typed before is handed to the fields' own handlers and a submit pressed
 * before is sent (see early-input.ts). On a page the browser rendered it does nothing. No Suspense
 * boundary may sit between the form and its fields: React attaches to a boundary's content in a
 * later pass, after this effect, and the typing would be lost (ADR 0051, the calculator's price).
 */
export function useKeepEarlyInput() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const early = takeOverForm(form);
    keepTypedValues(form);
    if (!early) return;
    // In a task of its own, so the form submits the values React has just taken in.
    const timer = setTimeout(() => {
      const submitter = early.submitter?.isConnected ? early.submitter : undefined;
      if (form.isConnected) form.requestSubmit(submitter);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return { ref, [KEEPS_EARLY_INPUT]: '' };
}
