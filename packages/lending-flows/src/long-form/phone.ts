import { choice, usPhone } from '@northgate/validators';
import * as v from 'valibot';

/**
 * Long form, step phone (design/flow-fields.md, Flow 2; SBA Form 413's phone line): the number
 * we reach the borrower on, as ten NANP digits. The next step texts a code to it (change_phone,
 * or confirm_phone for the account's own number); once confirmed it is the account's number.
 */

export const longFormPhoneTypes = [
  { value: 'mobile', label: 'Mobile' },
  { value: 'home', label: 'Home' },
  { value: 'work', label: 'Work' },
] as const;

export const longFormPhoneSchema = v.object({
  mobilePhone: usPhone(),
  phoneType: choice(longFormPhoneTypes),
  /** Optional: updates about the application by text message. */
  smsConsent: v.optional(v.boolean(), false),
});

export const longFormPhoneInitialValues = { mobilePhone: '', phoneType: '', smsConsent: false };
