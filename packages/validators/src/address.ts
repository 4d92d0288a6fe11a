import * as v from 'valibot';
import { messages } from './messages.ts';
import { optionalString, requiredString } from './text.ts';
import { US_STATES } from './us-states.ts';

const stateCodes = US_STATES.map((state) => state.value);
const ZIP_MESSAGE = 'Enter a 5-digit ZIP code';

/** A five-digit US ZIP code to look up (no ZIP+4, no spaces). */
export function fiveDigitZip() {
  return v.pipe(v.string(messages.mustBeText), v.regex(/^\d{5}$/, ZIP_MESSAGE));
}

/** A US postal address as the ui AddressFieldset stores it. */
export function address() {
  return v.object({
    street: requiredString({ max: 100 }),
    unit: optionalString({ max: 20 }),
    city: requiredString({ max: 50 }),
    state: v.picklist(stateCodes, messages.choiceRequired),
    zip: v.pipe(
      v.optional(v.string(messages.mustBeText), ''),
      v.trim(),
      v.nonEmpty(messages.required),
      v.regex(/^\d{5}(-\d{4})?$/, ZIP_MESSAGE),
    ),
  });
}

export const emptyAddress = { street: '', unit: '', city: '', state: '', zip: '' };
