import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { emptyContactForm, type ContactFormValues } from './contact-schema.ts';

/**
 * What a visitor has typed in the footer's form, kept for the tab's life. The footer is on every
 * page, and from a page that hydrates without the router (ADR 0064) a link loads the next page in
 * full: without this, a half-written message would be lost on the way. The honeypot is never kept.
 */
const FOOTER_DRAFT_KEY = 'northgate:footer-contact';

export function readFooterDraft(): ContactFormValues {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(FOOTER_DRAFT_KEY) ?? 'null');
    if (stored === null || typeof stored !== 'object') return emptyContactForm;
    const { name, email, text } = stored as Partial<Record<keyof ContactFormValues, unknown>>;
    return {
      ...emptyContactForm,
      name: typeof name === 'string' ? name : '',
      email: typeof email === 'string' ? email : '',
      text: typeof text === 'string' ? text : '',
    };
  } catch {
    // Storage blocked (some private modes) or an unreadable entry: start empty.
    return emptyContactForm;
  }
}

function writeFooterDraft({ name, email, text }: ContactFormValues): void {
  try {
    if (name === '' && email === '' && text === '') sessionStorage.removeItem(FOOTER_DRAFT_KEY);
    else sessionStorage.setItem(FOOTER_DRAFT_KEY, JSON.stringify({ name, email, text }));
  } catch {
    // Storage full or blocked: the form still works, only the carry-over is lost.
  }
}

/** Inside the footer's Formik: writes each change, so the next page's footer starts from it. */
export function KeepFooterDraft() {
  const { values } = useFormikContext<ContactFormValues>();
  useEffect(() => writeFooterDraft(values), [values]);
  return null;
}
