import * as v from 'valibot';
import { ask } from '../shared/ask.ts';

/**
 * Long form, step verifyPhone (docs/product/flow-fields.md, Flow 2): the 6-digit code texted to the
 * phone step's number. The server checks the code on Next and is the only judge of it (10
 * minutes, 5 tries, a new code after 30 seconds); this schema only checks its shape.
 */
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const SMS_CODE_MESSAGE = 'Enter the 6-digit code from the text message';

export const verifyPhoneSchema = v.object({
  /** Used once: never sent back, printed or mailed. */
  smsOtp: ask(
    'code',
    v.pipe(v.optional(v.string(), ''), v.trim(), v.regex(SMS_CODE_PATTERN, SMS_CODE_MESSAGE)),
    { question: 'Verification code', hint: '6 digits', sensitivity: 'neverShown', shows: 'nothing' },
  ),
});

export const verifyPhoneInitialValues = { smsOtp: '' };
