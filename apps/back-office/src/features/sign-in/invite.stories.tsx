import { ApiError } from '@northgate/api-client';
import { Card } from '@northgate/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SetPasswordStep } from './set-password-step.tsx';

/**
 * An invite link's first step (ADR 0054): the new staff member chooses a password; the
 * authenticator app and recovery codes follow as at a first sign-in. Axe checks every story.
 */
const meta = {
  title: 'Back office/Invite',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const INVITE = { email: 'ivy.invitee@northgate.test', first_name: 'Ivy', last_name: 'Invitee' };
const WEAK = 'Add another word or two. Uncommon words are better.';

export const ChoosePassword: Story = {
  render: () => (
    <div style={{ maxWidth: '28rem' }}>
      <Card>
        <SetPasswordStep
          invite={INVITE}
          onSubmit={async (password) => {
            await submitted(password);
            if (password.length < 20) throw new ApiError({ status: 422, body: { error: WEAK } });
          }}
        />
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Welcome, Ivy: choose your password' });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'Lantern-Orchard');
    await userEvent.type(canvas.getByLabelText('The same password again'), 'Lantern-Orchar');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByRole('link', { name: 'Enter the same password twice' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('The same password again'), 'd');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    // The server's strength check refuses it: the message takes focus.
    const refusal = await canvas.findByRole('alert');
    await expect(refusal).toHaveTextContent(WEAK);
    await waitFor(() => expect(refusal).toHaveFocus());
    await expect(submitted).toHaveBeenCalledWith('Lantern-Orchard');
  },
};
const submitted = fn(async (_password: string) => undefined);
