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
            status: 403,
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
    // No passkey of theirs: the codes are the only way.
    await expect(body.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  },
};

const PASSKEY_REFUSED =
  'That passkey was not accepted. Try again, or use a code from your authenticator app.';

/** A staff member with a passkey (ADR 0056): "Use a passkey" beside the code; a refusal is announced. */
export const SecondFactorAgainWithPasskey: Story = {
  render: () => (
    <SecondFactorRecheckDialog
      open
      onCancel={fn()}
      onVerify={fn(() => Promise.resolve())}
      onPasskey={async () => {
        throw new ApiError({ status: 403, body: { error: PASSKEY_REFUSED } });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Confirm it is you' });
    await expect(dialog).toHaveTextContent('Use your passkey, or enter a code, to reveal it.');
    await waitFor(() => expect(body.getByRole('textbox', { name: /Authentication code/ })).toHaveFocus());
    // From the code field, the keyboard reaches the passkey right after the code's own button.
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Confirm and reveal' })).toHaveFocus();
    await userEvent.tab();
    const usePasskey = body.getByRole('button', { name: 'Use a passkey' });
    await expect(usePasskey).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('alert')).toHaveTextContent(PASSKEY_REFUSED);
    await expect(usePasskey).toBeEnabled();
  },
};
