import { optionalUsPhone, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice } from '../shared/ask.ts';
import {
  agesMatchDependents,
  emptyMailingAddress,
  householdFields,
  mailingAddress,
} from '../shared/residence.ts';

/**
 * Long form, step contactInfo (docs/product/flow-fields.md, Flow 2; classic 1003 section III): how to
 * reach the borrower and their household. The email is the account's (shown, not asked: it is
 * changed in the profile, where it is verified); the mobile phone is the verified one of the
 * phone steps.
 */

export const contactMethods = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone call' },
  { value: 'text', label: 'Text message' },
] as const;

export const callTimes = [
  { value: 'morning', label: 'Morning (8 am – noon)' },
  { value: 'afternoon', label: 'Afternoon (noon – 5 pm)' },
  { value: 'evening', label: 'Evening (5 pm – 8 pm)' },
] as const;

export const contactInfoSchema = v.pipe(
  v.object({
    alternatePhone: ask('phone', optionalUsPhone(), {
      question: 'Another phone number',
      hint: 'A home or work number, if you have one besides your mobile.',
      optional: true,
    }),
    preferredContact: askChoice(contactMethods, {
      question: 'How do you prefer we contact you?',
      input: { control: 'radio', inline: true },
    }),
    bestTimeToCall: askChoice(callTimes, { question: 'Best time to call', optional: true }),
    mailing: mailingAddress(),
    ...householdFields,
  }),
  requiredWhen(
    'dependentsAges',
    ['dependentsCount', 'dependentsAges'],
    (input) => agesMatchDependents(input.dependentsCount, input.dependentsAges) !== 'missing',
    'Enter the age of each dependent',
  ),
  requiredWhen(
    'dependentsAges',
    ['dependentsCount', 'dependentsAges'],
    (input) => agesMatchDependents(input.dependentsCount, input.dependentsAges) !== 'mismatch',
    'Enter one age for each dependent',
  ),
);

export const contactInfoInitialValues = {
  alternatePhone: '',
  mailing: { ...emptyMailingAddress },
  maritalStatus: '',
  dependentsCount: '',
  dependentsAges: '',
  preferredContact: '',
  bestTimeToCall: '',
};
