import { optionalUsPhone, requiredEmail, US_STATES } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice } from '../shared/ask.ts';
import { emptyPersonName, personNameFields } from '../shared/person.ts';

/**
 * Short quiz, step personalDetails (docs/product/flow-fields.md, Flow 1). The schema is shared:
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

export const personalDetailsSchema = v.object({
  ...personNameFields,
  // Stored as typed, unlike the applications' lower-cased personFields.email (as it always was).
  email: ask('email', requiredEmail({ max: 64 }), { question: 'Email', input: { autoComplete: 'email' } }),
  mobilePhone: ask('phone', optionalUsPhone(), { question: 'Mobile phone', optional: true }),
  state: askChoice(quizStates, { question: 'State' }),
  // Optional in the field catalogue: asking is fine, insisting would lose leads.
  borrowerRole: askChoice(borrowerRoles, { question: 'Which best describes you?', optional: true }),
});

export const personalDetailsInitialValues = {
  ...emptyPersonName,
  email: '',
  mobilePhone: '',
  state: '',
  borrowerRole: '',
};
