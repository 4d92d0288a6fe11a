import { validShortQuizAnswers } from '@northgate/lending-flows/fixtures';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FlowHarness } from '../flow-harness.fixture.tsx';
import { forgetSentCode, rememberSentCode } from './email-code-session.ts';
import { stepStories, type StepStory } from '../steps/step-stories.fixture.ts';

/**
 * Every step of the short quiz, filled with the example investor's answers
 * (`validShortQuizAnswers`), and the result the borrower sees once it is submitted, in the real
 * step view on a draft server in memory. Two steps show as a borrower arrives with the steps before
 * answered: `verifyEmail` (a code was just emailed; the code panel's states are in `Components/
 * Verify code`) and `password`, which never stores the password. Axe checks every story.
 */
const meta = {
  title: 'Flows/Short quiz steps',
  component: FlowHarness,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FlowHarness>;

export default meta;

const { filled, reached } = stepStories(
  'shortQuiz',
  {
    personalDetails: 'First name',
    verifyEmail: 'Verification code',
    creditScore: 'What is your credit score, roughly?',
    assetsSelect: 'Which of these do you own?',
    assetsForm: 'How many investment properties do you own?',
    requestLoan: 'Which loan are you interested in?',
    checkboxQs: 'Will you live in the property?',
    password: 'Password',
  },
  validShortQuizAnswers,
);

export const PersonalDetails = filled('personalDetails');
export const VerifyEmail: StepStory = {
  ...reached('verifyEmail', async ({ canvas }) => {
    await expect(
      canvas.getByText('We emailed a 6-digit code to maya.okafor@example.test. It works for 10 minutes.'),
    ).toBeVisible();
  }),
  // A code this tab sent a minute ago, so arriving does not ask the API for another.
  beforeEach: () => {
    rememberSentCode({
      email: validShortQuizAnswers.personalDetails.email,
      sentAt: Date.now() - 60_000,
      resendAfterSeconds: 30,
      expiresInSeconds: 600,
    });
    return forgetSentCode;
  },
};
export const CreditScore = filled('creditScore');
export const AssetsSelect = filled('assetsSelect');
export const AssetsForm = filled('assetsForm');
export const RequestLoan = filled('requestLoan');
export const CheckboxQs = filled('checkboxQs');
export const Password = reached('password');

/** After the submit: thanks by name, what happens next, and the programs that fit the answers. */
export const Result: StepStory = {
  args: { flowId: 'shortQuiz', stepId: 'password', values: validShortQuizAnswers, completed: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thank you, Maya' })).toBeVisible();
    // A fix-and-flip purchase through an LLC, not to live in: the full application comes first.
    await expect(canvas.getByRole('link', { name: 'Continue with the full application' })).toHaveAttribute(
      'href',
      '/longForm/',
    );
  },
};
