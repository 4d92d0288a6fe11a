import * as v from 'valibot';
import { ask } from '../shared/ask.ts';

/**
 * Short quiz, step verifyEmail (docs/product/flow-fields.md, Flow 1): the 6-digit code emailed to
 * the personalDetails address. The server checks the code (confirm_email) on Next and is
 * the only judge of it; this schema only checks its shape. A one-time code: no copy of the
 * answers ever shows it.
 */
export const EMAIL_CODE_PATTERN = /^\d{6}$/;
export const EMAIL_CODE_MESSAGE = 'Enter the 6-digit code from the email';

export const verifyEmailSchema = v.object({
  emailOtp: ask(
    'code',
    v.pipe(v.optional(v.string(), ''), v.trim(), v.regex(EMAIL_CODE_PATTERN, EMAIL_CODE_MESSAGE)),
    { question: 'Verification code', hint: '6 digits', sensitivity: 'neverShown', shows: 'nothing' },
  ),
});

export const verifyEmailInitialValues = { emailOtp: '' };
