import { validPermanentAnswers } from '@northgate/lending-flows/fixtures';
import type { Meta } from '@storybook/react-vite';
import { FlowHarness } from '../../flow-harness.fixture.tsx';
import { stepStories } from '../step-stories.fixture.ts';

/**
 * Every step of the permanent loan application, completed with the example renter buying her
 * first home (`validPermanentAnswers`), in the real step view on a draft server in memory: the
 * answers' follow-up questions show as a borrower who gave them sees them. Next and Back move
 * between steps; the last step leads to the review page (`Flows/Review page`). Axe checks every story.
 */
const meta = {
  title: 'Flows/Permanent application steps',
  component: FlowHarness,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FlowHarness>;

export default meta;

const { filled } = stepStories(
  'permanentLoanApplication',
  {
    typeOfMortgage: 'Loan amount in US dollars',
    propertyInformation: 'Year built',
    borrowerInformation: 'First name',
    employmentInformation: {
      label: 'Do you have a job or run your own business now?',
      filledLabel: 'Employer name',
    },
    monthlyIncomeAndCombinedExpenseInfo: 'Base employment income in US dollars',
    assetsAndLiabilities: /^Earnest money deposit in US dollars/,
    declarations: 'I have read and agree to the acknowledgment and agreement above',
  },
  validPermanentAnswers,
);

export const TypeOfMortgage = filled('typeOfMortgage');
export const PropertyInformation = filled('propertyInformation');
export const BorrowerInformation = filled('borrowerInformation');
export const EmploymentInformation = filled('employmentInformation');
export const MonthlyIncomeAndExpenses = filled('monthlyIncomeAndCombinedExpenseInfo');
export const AssetsAndLiabilities = filled('assetsAndLiabilities');
export const Declarations = filled('declarations');
