import * as v from 'valibot';
import { ask, askChoice, askYesNo } from '../shared/ask.ts';
import { personFields } from '../shared/person.ts';

/** Short quiz, step checkboxQs (docs/product/flow-fields.md, Flow 1): eligibility and consents. */
export const entityAnswers = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'notYet', label: 'Not yet' },
] as const;

const ticked = (message: string) => v.literal(true, message);

export const checkboxQsSchema = v.object({
  willOccupyProperty: askYesNo({ question: 'Will you live in the property?' }),
  borrowingThroughEntity: askChoice(entityAnswers, {
    question: 'Will you borrow through a company (LLC or corporation)?',
    input: { control: 'radio', inline: true },
  }),
  citizenship: personFields.citizenship,
  recentCreditEvent: askYesNo({
    question:
      'Bankruptcy in the last 4 years, or a foreclosure, short sale or deed-in-lieu in the last 3 years?',
  }),
  // The step links the two documents' names to them.
  agreeTermsPrivacy: ask('check', ticked('Agree to the Terms of Service and Privacy Policy to continue'), {
    question: 'I agree to the Terms of Service and the Privacy Policy',
  }),
  eConsent: ask('check', ticked('Agree to receive documents electronically to continue'), {
    question: 'I agree to receive disclosures and documents electronically (E-SIGN consent)',
  }),
  contactConsent: ask('check', v.optional(v.boolean(), false), {
    question:
      'You may call or text me about my loan request, including by automated means. This is not a condition of any loan.',
    optional: true,
  }),
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
