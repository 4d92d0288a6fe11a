import * as v from 'valibot';

/**
 * Short quiz, step verifyEmail (design/flow-fields.md, Flow 1): the 6-digit code emailed to
 * the personalDetails address. The server checks the code (confirm_email) on Next and is
 * the only judge of it; this schema only checks its shape.
 */
export const EMAIL_CODE_PATTERN = /^\d{6}$/;
export const EMAIL_CODE_MESSAGE = 'Enter the 6-digit code from the email';

export const verifyEmailSchema = v.object({
  emailOtp: v.pipe(v.optional(v.string(), ''), v.trim(), v.regex(EMAIL_CODE_PATTERN, EMAIL_CODE_MESSAGE)),
});

export const verifyEmailInitialValues = { emailOtp: '' };
