import type { Passkey } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { PasskeyManager, PasskeysUnavailable } from './passkey-manager.tsx';

/**
 * The profile's Passkeys section: the borrower's passkeys with when each was added and last used,
 * a name and a button to add one (the browser's prompt in the app; in memory here), Rename in a
 * dialog, and Remove behind a confirmation; and the section when the list could not be loaded. Axe
 * checks every story.
 */
const meta = {
  title: 'Profile/Passkeys',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const passkeys: Passkey[] = [
  {
    id: '6a0f4d1e-2b7c-4e59-9a3d-1c8e5f7b2a90',
    name: 'My phone',
    created_at: '2026-11-02T15:20:00.000Z',
    last_used_at: '2026-11-27T08:45:00.000Z',
  },
  {
    id: 'c3e9b2a7-5d14-4f8e-b6a1-09d7e3c4f512',
    name: 'Work laptop',
    created_at: '2026-11-20T10:05:00.000Z',
    last_used_at: null,
  },
];

/** The section with a server in memory: adds, renames and removals succeed, or fail with `refusal`. */
function PasskeysDemo({
  initial,
  refusal,
  canAdd = true,
}: {
  initial: Passkey[];
  refusal?: string;
  canAdd?: boolean;
}) {
  const [list, setList] = useState(initial);
  return (
    <PasskeyManager
      passkeys={list}
      canAdd={canAdd}
      onAdd={async (name) => {
        if (refusal) throw new Error(refusal);
        setList((now) => [
          ...now,
          { id: `added-${now.length}`, name, created_at: '2026-11-28T09:00:00.000Z', last_used_at: null },
        ]);
      }}
      onRename={async (passkey, name) => {
        if (refusal) throw new Error(refusal);
        setList((now) => now.map((each) => (each.id === passkey.id ? { ...each, name } : each)));
      }}
      onRemove={async (passkey) => {
        if (refusal) throw new Error(refusal);
        setList((now) => now.filter((each) => each.id !== passkey.id));
      }}
    />
  );
}

export const WithPasskeys: Story = {
  render: () => <PasskeysDemo initial={passkeys} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'My phone' })).toBeVisible();
    await expect(canvas.getByText('Not used yet')).toBeVisible();

    const opener = canvas.getByRole('button', { name: 'Remove the passkey My phone' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Remove this passkey?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    const confirm = await canvas.findByRole('dialog', { name: 'Remove this passkey?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    const status = await canvas.findByText('Your passkey “My phone” was removed.');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.queryByRole('heading', { name: 'My phone' })).toBeNull();
  },
};

export const Empty: Story = {
  render: () => <PasskeysDemo initial={[]} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('You have no passkeys yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(canvas.getByRole('textbox', { name: 'Name for a new passkey' })).toHaveAccessibleDescription(
      /Enter a name for the passkey/,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name for a new passkey' }), 'Tablet');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(
      await canvas.findByText('Your passkey “Tablet” was added. You can use it to log in.'),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('heading', { name: 'Tablet' })).toBeVisible();
  },
};

export const AddRefused: Story = {
  render: () => (
    <PasskeysDemo
      initial={passkeys}
      refusal="For your security, log in again to add or remove a passkey: your last log-in was more than 30 minutes ago."
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name for a new passkey' }), 'Tablet');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /log in again to add or remove a passkey/,
    );
  },
};

export const BrowserWithoutPasskeys: Story = {
  render: () => <PasskeysDemo initial={passkeys} canAdd={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This browser cannot make passkeys/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  },
};

/** Rename opens a dialog with the name selected; an empty name is refused there, a new one is said. */
export const Rename: Story = {
  render: () => <PasskeysDemo initial={passkeys} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Rename the passkey Work laptop' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Rename this passkey' });
    const field = within(dialog).getByRole('textbox', { name: 'Passkey name' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('Work laptop');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(field).toHaveAccessibleDescription(/Enter a name for the passkey/);
    await userEvent.type(field, 'Office desktop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Your passkey “Work laptop” is now called “Office desktop”.'),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Office desktop' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rename the passkey Office desktop' })).toHaveFocus();
  },
};

/** Refused (removed on another device meanwhile): the reason is said in the dialog, the name kept. */
export const RenameRefused: Story = {
  render: () => <PasskeysDemo initial={passkeys} refusal="That passkey is not on your account." />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename the passkey My phone' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Rename this passkey' });
    const field = within(dialog).getByRole('textbox', { name: 'Passkey name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Old phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That passkey is not on your account.',
    );
    await expect(field).toHaveValue('Old phone');
    await expect(canvas.getByRole('heading', { name: 'My phone' })).toBeVisible();
  },
};

/** The list did not come (offline, say): not "no passkeys", but that it could not be loaded. */
export const ListUnavailable: Story = {
  render: () => <PasskeysUnavailable onRetry={() => {}} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your passkeys could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByText('You have no passkeys yet.')).toBeNull();
  },
};
