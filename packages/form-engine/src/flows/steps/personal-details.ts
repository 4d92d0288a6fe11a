import { US_STATES } from '@northgate/ui/address-fieldset/us-states.ts';
import { messages } from '@northgate/ui/validation/messages.ts';
import { requiredEmail, requiredString } from '@northgate/ui/validation/rules.ts';
import * as v from 'valibot';

/**
 * Short quiz, step personalDetails (design/flow-fields.md, Flow 1). The schema is shared:
 * the browser runs it on Next and the draft API on every save.
 */

/** The states the quiz offers: the 50 states and DC (Puerto Rico is outside the lending area). */
export const quizStates: readonly { value: string; label: string }[] = US_STATES.filter(
  (state) => state.value !== 'PR',
);

export const borrowerRoles = [
  { value: 'investor', label: 'Real estate investor' },
  { value: 'homeowner', label: 'Homeowner' },
  { value: 'businessOwner', label: 'Business owner' },
  { value: 'broker', label: 'Broker' },
  { value: 'other', label: 'Other' },
] as const;

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '’.-]*$/u;
const nameMessage = "Use letters, spaces and ' - . only";
// North American numbering plan: area code and exchange never start with 0 or 1.
const NANP_PHONE = /^[2-9]\d{2}[2-9]\d{6}$/;

const personName = () => v.pipe(requiredString({ max: 50 }), v.regex(NAME_PATTERN, nameMessage));
// One message for blank, missing or foreign choices alike: 'The value is required'.
const oneOf = (values: readonly string[]) => v.picklist(values, messages.choiceRequired);

export const personalDetailsSchema = v.object({
  firstName: personName(),
  lastName: personName(),
  email: v.pipe(requiredEmail({ max: 64 }), v.toLowerCase()),
  mobilePhone: v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => value === '' || NANP_PHONE.test(value), 'Enter a 10-digit US mobile number'),
  ),
  state: oneOf(quizStates.map((state) => state.value)),
  // Optional in the field catalogue: asking is fine, insisting would lose leads.
  borrowerRole: v.pipe(
    v.optional(v.string(), ''),
    v.check(
      (value) => value === '' || borrowerRoles.some((role) => role.value === value),
      messages.choiceRequired,
    ),
  ),
});

export const personalDetailsInitialValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobilePhone: '',
  state: '',
  borrowerRole: '',
};
