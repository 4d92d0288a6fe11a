import { validBusinessAnswers } from '@northgate/lending-flows/fixtures';
import type { Meta } from '@storybook/react-vite';
import { FlowHarness } from '../../flow-harness.fixture.tsx';
import { stepStories } from '../step-stories.fixture.ts';

/**
 * Every step of the business loan application, completed with the example business's answers
 * (`validBusinessAnswers`), in the real step view on a draft server in memory. Next and Back move
 * between steps; the last step leads to the review page. Axe checks every story.
 */
const meta = {
  title: 'Flows/Business application steps',
  component: FlowHarness,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FlowHarness>;

export default meta;

const { filled } = stepStories(
  'businessLoanApplication',
  {
    'personal-data': 'Your title at the business',
    haveBankAccount: { label: 'Does the business have its own bank account?', filledLabel: 'Bank name' },
    businessInformation: 'Legal name of the business',
    ownerInformation: {
      label: 'Who else owns or runs the business?',
      filledLabel: 'Their share of the business, in percent',
    },
    partnerInformation: 'Does another company, trust or retirement plan own part of the business?',
    propertyInfo: 'Is a property part of this loan?',
    processingInformation:
      'Have you, the business, another owner or an affiliate ever had a loan from, or backed by, a government agency?',
  },
  validBusinessAnswers,
);

export const PersonalData = filled('personal-data');
export const BankAccount = filled('haveBankAccount');
export const BusinessInformation = filled('businessInformation');
export const OwnerInformation = filled('ownerInformation');
export const PartnerInformation = filled('partnerInformation');
export const PropertyInfo = filled('propertyInfo');
export const ProcessingInformation = filled('processingInformation');
