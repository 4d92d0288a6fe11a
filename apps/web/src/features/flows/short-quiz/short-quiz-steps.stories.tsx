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
 * answered: `verifyEmail` (a code was just sent; the code panel's states are in `Components/
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
    // Arriving, the step asks the server whether the code went out (a story has no server, so it
    // stays asking); "We emailed" and its other states are in code-delivery.test.tsx.
    await expect(canvas.getByText(/Looking for the code sent to maya\.okafor@example\.test/)).toBeVisible();
    await expect(canvas.getByLabelText('Verification code')).toBeEnabled();
  }),
  // A code this tab sent a minute ago, so arriving does not send another.
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
