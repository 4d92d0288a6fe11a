import { ApiError } from '@northgate/api-client';
import type { StaffAdminEvent, StaffAdminMember } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InviteForm } from './invite-form.tsx';
import { StaffEvents } from './staff-events.tsx';
import { StaffTable, type StaffActions } from './staff-table.tsx';

/**
 * The Staff page's parts (ADR 0054): the staff table with what an admin may do to each member, the
 * invite form, and the latest administration actions. Axe checks every story.
 */
const meta = {
  title: 'Back office/Staff administration',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ME = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';
const OTHER_ADMIN = '5a4f3e2d-1c0b-4a9f-8e7d-6c5b4a3f2e1d';
const base = { disabled: false, invite: 'none', pending_reset: null, passkeys: 0 } as const;

const STAFF: StaffAdminMember[] = [
  {
    ...base,
    id: '4f3e2d1c-0b9a-4f8e-9d7c-6b5a4f3e2d1c',
    email: 'ivy.invitee@northgate.test',
    first_name: 'Ivy',
    last_name: 'Invitee',
    role: 'processor',
    factor: 'not_enrolled',
    invite: 'pending',
    last_signed_in_at: null,
  },
  {
    ...base,
    id: '6b5a4f3e-2d1c-4b0a-9f8e-7d6c5b4a3f2e',
    email: 'lee.officer@northgate.test',
    first_name: 'Lee',
    last_name: 'Officer',
    role: 'loan_officer',
    factor: 'enrolled',
    last_signed_in_at: '2026-11-27T15:04:00.000Z',
    pending_reset: {
      id: '7c6b5a4f-3e2d-4c1b-8a9f-8e7d6c5b4a3f',
      requested_by: { id: OTHER_ADMIN, name: 'Alex Admin' },
      requested_at: '2026-11-28T08:00:00.000Z',
    },
  },
  {
    ...base,
    id: '8d7c6b5a-4f3e-4d2c-9b0a-9f8e7d6c5b4a',
    email: 'pat.processor@northgate.test',
    first_name: 'Pat',
    last_name: 'Processor',
    role: 'processor',
    factor: 'enrolled',
    disabled: true,
    last_signed_in_at: '2026-11-20T09:30:00.000Z',
  },
  {
    ...base,
    id: ME,
    email: 'staff@northgate.test',
    first_name: 'Sam',
    last_name: 'Staff',
    role: 'admin',
    factor: 'enrolled',
    passkeys: 2,
    last_signed_in_at: '2026-11-28T08:10:00.000Z',
  },
];

const actions = (): StaffActions => ({
  changeRole: fn(async () => undefined),
  disable: fn(async () => undefined),
  enable: fn(async () => undefined),
  requestReset: fn(async () => undefined),
  approveReset: fn(async () => undefined),
});

export const Table: Story = {
  render: function Render() {
    return <StaffTable staff={STAFF} meId={ME} actions={tableActions} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Staff members (4), by last name' })).toBeVisible();
    await expect(canvas.getByText('Invited, not accepted yet')).toBeVisible();
    // The second factor column names the app and counts passkeys added beside it.
    await expect(canvas.getByText('Authenticator app and 2 passkeys')).toBeVisible();
    await expect(canvas.getAllByText('Authenticator app')).toHaveLength(2);
    // Nobody changes their own role or access here.
    await expect(canvas.queryByRole('button', { name: 'Disable Sam Staff' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Role of Sam Staff' })).toBeNull();
    // Another admin asked for Lee's reset: this admin approves it.
    await userEvent.click(canvas.getByRole('button', { name: 'Approve factor reset of Lee Officer' }));
    await expect(tableActions.approveReset).toHaveBeenCalledWith(
      STAFF[1],
      '7c6b5a4f-3e2d-4c1b-8a9f-8e7d6c5b4a3f',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role of Ivy Invitee' }), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Change role of Ivy Invitee' }));
    await expect(tableActions.changeRole).toHaveBeenCalledWith(STAFF[0], 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Enable Pat Processor' }));
    await expect(tableActions.enable).toHaveBeenCalledWith(STAFF[2]);
  },
};
const tableActions = actions();

export const OwnResetRequest: Story = {
  render: () => (
    <StaffTable
      staff={[
        {
          ...STAFF[1]!,
          pending_reset: { ...STAFF[1]!.pending_reset!, requested_by: { id: ME, name: 'Sam Staff' } },
        },
      ]}
      meId={ME}
      actions={actions()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reset asked by you, waiting for another admin')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Approve factor reset/ })).toBeNull();
  },
};

export const Invite: Story = {
  render: () => <InviteForm onInvite={sendInvite} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'There is a problem' })).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Email'), 'Ivy.Invitee@northgate.test');
    await userEvent.type(canvas.getByLabelText('First name'), 'Ivy');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Invitee');
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'processor');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invite' }));
    await expect(await canvas.findByText('Invite sent to ivy.invitee@northgate.test.')).toBeVisible();
    await expect(sendInvite).toHaveBeenCalledWith({
      email: 'ivy.invitee@northgate.test',
      first_name: 'Ivy',
      last_name: 'Invitee',
      role: 'processor',
    });
  },
};
const sendInvite = fn(async () => undefined);

export const InviteRefused: Story = {
  render: () => (
    <InviteForm
      onInvite={async () => {
        throw new ApiError({ status: 409, body: { error: 'A staff member already uses this email.' } });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'staff@northgate.test');
    await userEvent.type(canvas.getByLabelText('First name'), 'Sam');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Staff');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invite' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A staff member already uses this email.',
    );
  },
};

const EVENTS: StaffAdminEvent[] = [
  {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-0a9f8e7d6c5b',
    action: 'disabled',
    actor: { id: ME, name: 'Sam Staff' },
    member: { id: STAFF[2]!.id, name: 'Pat Processor' },
    what: 'Disabled and ended every session',
    ip: '203.0.113.7',
    at: '2026-11-28T08:12:00.000Z',
  },
  {
    id: '0f9e8d7c-6b5a-4f4e-9d3c-1b0a9f8e7d6c',
    action: 'role_changed',
    actor: { id: OTHER_ADMIN, name: 'Alex Admin' },
    member: { id: STAFF[1]!.id, name: 'Lee Officer' },
    what: 'Changed the role to Loan officer',
    ip: '203.0.113.9',
    at: '2026-11-28T08:05:00.000Z',
  },
];

export const LatestActions: Story = {
  render: () => <StaffEvents events={EVENTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /staff administration actions/ })).toBeVisible();
    await expect(canvas.getByText('Changed the role to Loan officer')).toBeVisible();
  },
};
