import { ApiError } from '@northgate/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IdleWarningDialog } from './idle-warning-dialog.tsx';
import { SecondFactorRecheckDialog } from './second-factor-recheck.tsx';

/**
 * The staff session's dialogs (ADR 0055): the warning two minutes before the idle sign-out, and
 * the second factor asked again before a reveal. Axe checks every story.
 */
const meta = {
  title: 'Back office/Session dialogs',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const IdleWarning: Story = {
  render: () => <IdleWarningDialog secondsLeft={120} onStay={fn(() => Promise.resolve())} onSignOut={fn()} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'You will be signed out soon' });
    await expect(dialog).toHaveAccessibleDescription(/signed out in 2 minutes unless you choose to stay/);
    await waitFor(() => expect(body.getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
  },
};

export const SecondFactorAgain: Story = {
  render: () => (
    <SecondFactorRecheckDialog
      open
      onCancel={fn()}
      onVerify={async (_method, code) => {
        if (code !== '123456') {
          throw new ApiError({
            status: 401,
            body: {
              error: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
            },
          });
        }
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Confirm it is you' });
    const code = body.getByRole('textbox', { name: /Authentication code/ });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '654321');
    await userEvent.click(body.getByRole('button', { name: 'Confirm and reveal' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('That code is not right.');
  },
};
