import * as v from 'valibot';
import { messages } from './messages.ts';
import { textExpected } from './text.ts';

/**
 * Two kinds of phone field. Application steps store a US number as its ten bare digits and
 * check it against the North American numbering plan (`usPhone`). The contact-style forms
 * (affiliate program, account creation) take a number as the person types it, punctuation and
 * all (`contactPhone`); the server normalises it to E.164.
 */

// North American numbering plan: area code and exchange never start with 0 or 1.
export const NANP_PHONE = /^[2-9]\d{2}[2-9]\d{6}$/;

export function usPhone() {
  return v.pipe(
    v.optional(v.string(messages.mustBeText), ''),
    v.nonEmpty(messages.required),
    v.regex(NANP_PHONE, messages.usPhone),
  );
}

export function optionalUsPhone() {
  return v.pipe(
    v.optional(v.string(messages.mustBeText), ''),
    v.check((value) => value === '' || NANP_PHONE.test(value), messages.usPhone),
  );
}

/** Digits with an optional leading +, spaces, dots, dashes and brackets. */
const TYPED_PHONE = /^\+?[0-9 ().-]{7,20}$/;

export function contactPhone() {
  return v.pipe(
    v.string(textExpected),
    v.trim(),
    v.nonEmpty(messages.required),
    v.regex(TYPED_PHONE, messages.phone),
  );
}

/** Missing, null or blank mean "not given"; anything else must look like a phone number. */
export function optionalContactPhone() {
  return v.nullish(
    v.pipe(
      v.string(messages.mustBeText),
      v.trim(),
      v.check((value) => value === '' || TYPED_PHONE.test(value), messages.phone),
    ),
  );
}

/** The ten NANP digits of a typed US number ("(212) 555-0199", "+1 212.555.0199"); undefined otherwise. */
export function nanpDigits(typed: string): string | undefined {
  if (!TYPED_PHONE.test(typed.trim())) return undefined;
  const digits = typed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return NANP_PHONE.test(national) ? national : undefined;
}

/**
 * A US mobile number that can receive a text message (phone verification), typed as a borrower
 * types it; the server stores it in E.164.
 */
export function textablePhone() {
  return v.pipe(
    v.string(textExpected),
    v.trim(),
    v.nonEmpty(messages.required),
    v.check((value) => nanpDigits(value) !== undefined, messages.usPhone),
  );
}
