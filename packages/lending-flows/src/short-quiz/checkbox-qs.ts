import { choice, yesNo } from '@northgate/validators';
import * as v from 'valibot';
import { personFields } from '../shared/person.ts';

/** Short quiz, step checkboxQs (design/flow-fields.md, Flow 1): eligibility and consents. */
export const entityAnswers = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'notYet', label: 'Not yet' },
] as const;

const ticked = (message: string) => v.literal(true, message);

export const checkboxQsSchema = v.object({
  willOccupyProperty: choice(yesNo),
  borrowingThroughEntity: choice(entityAnswers),
  citizenship: personFields.citizenship,
  recentCreditEvent: choice(yesNo),
  agreeTermsPrivacy: ticked('Agree to the Terms of Service and Privacy Policy to continue'),
  eConsent: ticked('Agree to receive documents electronically to continue'),
  contactConsent: v.optional(v.boolean(), false),
});

export const checkboxQsInitialValues = {
  willOccupyProperty: '',
  borrowingThroughEntity: '',
  citizenship: '',
  recentCreditEvent: '',
  agreeTermsPrivacy: false,
  eConsent: false,
  contactConsent: false,
};
