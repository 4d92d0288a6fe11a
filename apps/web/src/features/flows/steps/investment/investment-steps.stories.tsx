import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import type { Meta } from '@storybook/react-vite';
import { FlowHarness } from '../../flow-harness.fixture.tsx';
import { stepStories } from '../step-stories.fixture.ts';

/**
 * Every step of the investment (DSCR) loan application, completed with the example investor's
 * answers (`validInvestmentAnswers`), in the real step view on a draft server in memory. Next and
 * Back move between steps; the last step leads to the review page. Axe checks every story.
 */
const meta = {
  title: 'Flows/Investment application steps',
  component: FlowHarness,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FlowHarness>;

export default meta;

const { filled } = stepStories(
  'investmentLoanApplication',
  {
    personalAndBorrowingEntity: 'First name',
    loanRequestInformation: 'Loan amount you are requesting in US dollars',
    subjectPropertyInformation: 'Year built',
    incomeInformation: 'How is the property rented?',
    declarations:
      'I certify that this loan is for business or investment purposes, not for personal, family or household use.',
  },
  validInvestmentAnswers,
);

export const PersonalAndBorrowingEntity = filled('personalAndBorrowingEntity');
export const LoanRequest = filled('loanRequestInformation');
export const SubjectProperty = filled('subjectPropertyInformation');
export const RentalIncome = filled('incomeInformation');
export const Declarations = filled('declarations');
