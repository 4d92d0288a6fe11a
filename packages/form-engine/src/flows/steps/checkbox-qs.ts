import { choice, yesNo } from '@northgate/validators';
import * as v from 'valibot';

/** Short quiz, step checkboxQs (design/flow-fields.md, Flow 1): eligibility and consents. */
export const entityAnswers = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'notYet', label: 'Not yet' },
] as const;

export const citizenships = [
  { value: 'usCitizen', label: 'US citizen' },
  { value: 'permanentResident', label: 'Permanent resident' },
  { value: 'nonPermanentResident', label: 'Non-permanent resident' },
  { value: 'foreignNational', label: 'Foreign national' },
] as const;

const ticked = (message: string) => v.literal(true, message);

export const checkboxQsSchema = v.object({
  willOccupyProperty: choice(yesNo),
  borrowingThroughEntity: choice(entityAnswers),
  citizenship: choice(citizenships),
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
