import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffAdminMember, type StaffRole } from '@northgate/contracts';
import { Button, visuallyHidden } from '@northgate/ui';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../components/labels.ts';
import * as page from '../../../components/page.css.ts';
import * as styles from './staff-admin.css.ts';

/** What an admin may do to a staff member from the table; each throws the API's refusal. */
export interface StaffActions {
  changeRole: (member: StaffAdminMember, role: StaffRole) => Promise<void>;
  disable: (member: StaffAdminMember) => Promise<void>;
  enable: (member: StaffAdminMember) => Promise<void>;
  requestReset: (member: StaffAdminMember) => Promise<void>;
  approveReset: (member: StaffAdminMember, resetId: string) => Promise<void>;
}

export interface StaffTableProps {
  staff: StaffAdminMember[];
  /** The signed-in admin: they change neither their own role nor their own access here. */
  meId: string;
  actions: StaffActions;
}

const fullName = (member: StaffAdminMember) => `${member.first_name} ${member.last_name}`.trim();

function factorText(member: StaffAdminMember): string {
  if (member.invite === 'pending') return 'Invited, not accepted yet';
  if (member.invite === 'expired') return 'Invite expired: invite again';
  if (member.factor !== 'enrolled') return 'Not yet enrolled';
  // The app is every member's factor; passkeys are added beside it (ADR 0056).
  if (member.passkeys === 0) return 'Authenticator app';
  return `Authenticator app and ${member.passkeys} ${member.passkeys === 1 ? 'passkey' : 'passkeys'}`;
}

/** Every staff member with role, last sign-in, second factor and status, and what may be done. */
export function StaffTable({ staff, meId, actions }: StaffTableProps) {
  return (
    <div className={page.tableWrap}>
      <table className={page.table}>
        <caption>{`Staff members (${staff.length}), by last name`}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">Second factor</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <StaffRow
              key={member.id}
              member={member}
              isMe={member.id === meId}
              meId={meId}
              actions={actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StaffRow({
  member,
  isMe,
  meId,
  actions,
}: {
  member: StaffAdminMember;
  isMe: boolean;
  meId: string;
  actions: StaffActions;
}) {
  const name = fullName(member);
  const [busy, setBusy] = useState(false);
  const [role, setRole] = useState<StaffRole>(member.role);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const submitRole = (event: FormEvent) => {
    event.preventDefault();
    if (role !== member.role) void run(() => actions.changeRole(member, role));
  };
  const reset = member.pending_reset;
  const roleId = `role-${member.id}`;

  return (
    <tr>
      <th scope="row">
        {name}
        {isMe ? <span className={page.muted}> (you)</span> : null}
      </th>
      <td>{member.email}</td>
      <td>
        {isMe ? (
          STAFF_ROLE_LABELS[member.role]
        ) : (
          <form className={styles.inlineForm} onSubmit={submitRole}>
            <label htmlFor={roleId} className={visuallyHidden}>
              {`Role of ${name}`}
            </label>
            <select
              id={roleId}
              className={styles.select}
              value={role}
              onChange={(event) => setRole(event.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((value) => (
                <option key={value} value={value}>
                  {STAFF_ROLE_LABELS[value]}
                </option>
              ))}
            </select>
            <Button type="submit" variant="secondary" disabled={busy || role === member.role}>
              Change role<span className={visuallyHidden}>{` of ${name}`}</span>
            </Button>
          </form>
        )}
      </td>
      <td>{member.last_signed_in_at ? formatDateTime(member.last_signed_in_at) : 'Never'}</td>
      <td>
        {factorText(member)}
        {reset ? (
          <span className={styles.note}>
            {`Reset asked by ${reset.requested_by.id === meId ? 'you' : reset.requested_by.name}, waiting for ${reset.requested_by.id === meId ? 'another' : 'a second'} admin`}
          </span>
        ) : null}
      </td>
      <td>
        <span className={page.badge}>{member.disabled ? 'Disabled' : 'Active'}</span>
      </td>
      <td>
        <div className={page.actions}>
          {isMe ? null : member.disabled ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void run(() => actions.enable(member))}
            >
              Enable<span className={visuallyHidden}>{` ${name}`}</span>
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void run(() => actions.disable(member))}
            >
              Disable<span className={visuallyHidden}>{` ${name}`}</span>
            </Button>
          )}
          {reset && reset.requested_by.id !== meId ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void run(() => actions.approveReset(member, reset.id))}
            >
              Approve factor reset<span className={visuallyHidden}>{` of ${name}`}</span>
            </Button>
          ) : null}
          {!reset && !isMe && member.factor === 'enrolled' ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void run(() => actions.requestReset(member))}
            >
              Reset lost factor<span className={visuallyHidden}>{` of ${name}`}</span>
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
