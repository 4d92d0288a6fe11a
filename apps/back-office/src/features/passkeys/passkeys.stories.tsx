import { ApiError } from '@northgate/api-client';
import type { StaffPasskey } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PasskeysPanel } from './passkeys-panel.tsx';

/**
 * A staff member's passkeys (ADR 0056): the list with when each was added and last used, removing
 * one, and adding one under a name. Axe checks every story.
 */
const meta = {
  title: 'Back office/Passkeys',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LAPTOP: StaffPasskey = {
  id: '7c6b5a4f-3e2d-4c1b-8a9f-8e7d6c5b4a3f',
  name: 'Work laptop',
  created_at: '2026-11-20T15:04:00Z',
  last_used_at: '2026-11-27T16:30:00Z',
};
const PHONE: StaffPasskey = {
  id: '8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a',
  name: 'Phone',
  created_at: '2026-11-27T09:12:00Z',
  last_used_at: null,
};

/** The panel over a list kept in the story, as the page keeps it through the API. */
function Working({ initial, failAdd }: { initial: StaffPasskey[]; failAdd?: string }) {
  const [passkeys, setPasskeys] = useState(initial);
  return (
    <PasskeysPanel
      passkeys={passkeys}
      supported
      onAdd={async (name) => {
        if (failAdd !== undefined) throw new ApiError({ status: 400, body: { error: failAdd } });
        setPasskeys((list) => [
          ...list,
          { id: crypto.randomUUID(), name, created_at: new Date().toISOString(), last_used_at: null },
        ]);
      }}
      onRemove={async (passkey) => setPasskeys((list) => list.filter(({ id }) => id !== passkey.id))}
    />
  );
}

export const List: Story = {
  render: () => <Working initial={[LAPTOP, PHONE]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /Work laptop/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Phone/ })).toHaveTextContent('Not used yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Phone' }));
    await expect(
      within(canvas.getByRole('region', { name: 'Your passkeys' })).getByRole('status'),
    ).toHaveTextContent('Removed Phone. It no longer signs you in.');
    await expect(canvas.queryByRole('row', { name: /Phone/ })).toBeNull();
  },
};

export const Add: Story = {
  render: () => <Working initial={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have not added a passkey.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(
      await canvas.findByRole('link', { name: 'Enter a name for this passkey, like Work laptop' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Passkey name/ }), 'Work laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('region', { name: 'Your passkeys' })).getByRole('status'),
      ).toHaveTextContent('Added Work laptop. Next time, choose "Use a passkey" after your password.'),
    );
    await expect(canvas.getByRole('row', { name: /Work laptop/ })).toBeVisible();
  },
};

export const AddRefused: Story = {
  render: () => (
    <Working
      initial={[LAPTOP]}
      failAdd="The passkey could not be added. Start again and follow your browser's steps."
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Passkey name/ }), 'Phone');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The passkey could not be added.');
  },
};

/** A browser without WebAuthn: the list and removing stay, adding is explained instead. */
export const Unsupported: Story = {
  render: () => (
    <PasskeysPanel
      passkeys={[LAPTOP]}
      supported={false}
      onAdd={async () => undefined}
      onRemove={async () => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    await expect(canvas.getByText(/This browser cannot make passkeys/)).toBeVisible();
  },
};
