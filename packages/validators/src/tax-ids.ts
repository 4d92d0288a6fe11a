import * as v from 'valibot';
import { messages } from './messages.ts';

// SSA never issues area 000, 666 or 9xx, group 00 or serial 0000; ITINs start with 9 and use
// the IRS's middle-digit ranges. Both are stored as nine digits without dashes.
const SSN = /^(?!000|666|9\d\d)\d{3}(?!00)\d{2}(?!0000)\d{4}$/;
const ITIN = /^9\d{2}(5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])\d{4}$/;
const EIN = /^\d{9}$/;

/** A Social Security number or ITIN, nine digits without dashes. */
export function ssnOrItin() {
  return v.pipe(
    v.optional(v.string(messages.mustBeText), ''),
    v.nonEmpty(messages.required),
    v.check((value) => SSN.test(value) || ITIN.test(value), 'Enter a valid Social Security number or ITIN'),
  );
}

/** An employer identification number, nine digits without the dash. */
export function ein() {
  return v.pipe(
    v.optional(v.string(messages.mustBeText), ''),
    v.nonEmpty(messages.required),
    v.regex(EIN, 'Enter the 9-digit EIN, for example 12-3456789'),
  );
}
