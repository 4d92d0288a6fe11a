import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ApplicationConfirmation } from './application-confirmation.tsx';
import { ConfirmationRouter } from './confirmation-router.fixture.tsx';

/**
 * The screen after an application is submitted (permanent, investment, business and the long
 * form): the reference, the date, what happens next, and links on. Axe checks every story.
 */
const meta = {
  title: 'Flows/Application confirmation',
  component: ApplicationConfirmation,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <ConfirmationRouter>
        <Story />
      </ConfirmationRouter>
    ),
  ],
  args: {
    flowId: 'longForm',
    signedIn: true,
    application: {
      applicationId: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
      reference: 'NG-1DQZ-R4JE',
      submittedAt: '2026-11-18T14:12:00.000Z',
    },
  },
} satisfies Meta<typeof ApplicationConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongForm: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: 'Thank you, we received your application',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Your full application is with our loan team.')).toBeVisible();
    await expect(canvas.getByText('NG-1DQZ-R4JE')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your submitted applications' })).toHaveAttribute(
      'href',
      '/profile/longFormComplete',
    );
  },
};

export const GuestInvestmentApplication: Story = {
  args: { flowId: 'investmentLoanApplication', signedIn: false },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your investment loan application is with our loan team.'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Log in on this device/)).toBeVisible();
  },
};
