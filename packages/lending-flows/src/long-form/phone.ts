import * as v from 'valibot';
import { ask, askChoice, reword } from '../shared/ask.ts';
import { personFields } from '../shared/person.ts';

/**
 * Long form, step phone (docs/product/flow-fields.md, Flow 2; SBA Form 413's phone line): the number
 * we reach the borrower on, as ten NANP digits. The next step texts a code to it (change_phone,
 * or confirm_phone for the account's own number); once confirmed it is the account's number.
 */

export const phoneTypes = [
  { value: 'mobile', label: 'Mobile' },
  { value: 'home', label: 'Home' },
  { value: 'work', label: 'Work' },
] as const;

export const phoneSchema = v.object({
  mobilePhone: reword(personFields.phone, {
    question: 'Phone number',
    hint: 'A US number that can receive text messages: we text you a code to confirm it.',
  }),
  phoneType: askChoice(phoneTypes, {
    question: 'What kind of number is it?',
    input: { control: 'radio', inline: true },
  }),
  /** Optional: updates about the application by text message. */
  smsConsent: ask('check', v.optional(v.boolean(), false), {
    question: 'Text me updates about my application',
  }),
});

export const phoneInitialValues = { mobilePhone: '', phoneType: '', smsConsent: false };
