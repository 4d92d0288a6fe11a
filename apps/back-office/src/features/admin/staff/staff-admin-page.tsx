import { staffMay, type StaffAdminMember } from '@northgate/contracts';
import { FormAlert } from '@northgate/ui';
import { errorMessage } from '@northgate/api-client';
import { useState } from 'react';
import * as page from '../../../components/page.css.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useStaffData } from '../../../components/use-staff-data.ts';
import { useStaffClient, useStaffMember } from '../../../session/staff-context.tsx';
import { InviteForm } from './invite-form.tsx';
import { StaffEvents } from './staff-events.tsx';
import { StaffTable, type StaffActions } from './staff-table.tsx';

const TITLE = 'Staff';
const fullName = (member: StaffAdminMember) => `${member.first_name} ${member.last_name}`.trim();

/**
 * Admins (ADR 0054): the staff list, invites, role changes, disabling and enabling, and lost
 * factor resets a second admin approves; the latest of these actions below.
 */
export function StaffAdminPage() {
  const me = useStaffMember();
  usePageTitle(TITLE);
  if (!staffMay(me.role, 'manageStaff')) {
    return (
      <>
        <h1 className={page.pageTitle}>{TITLE}</h1>
        <p>Only admins can manage staff.</p>
      </>
    );
  }
  return <StaffAdministration meId={me.id} />;
}

function StaffAdministration({ meId }: { meId: string }) {
  const client = useStaffClient();
  const staff = useStaffData('admin-staff', (signal) => client.staffAdminMembers({ signal }));
  const events = useStaffData('admin-staff-events', (signal) => client.staffAdminEvents({ signal }));
  const [done, setDone] = useState('');
  const [failed, setFailed] = useState<string | null>(null);

  /** Runs an action; says what happened, or the API's refusal, and loads the lists again. */
  const act = (what: string, action: () => Promise<unknown>) => async () => {
    setDone('');
    setFailed(null);
    try {
      await action();
      setDone(what);
    } catch (error) {
      setFailed(errorMessage(error));
    } finally {
      staff.reload();
      events.reload();
    }
  };

  const actions: StaffActions = {
    changeRole: (member, role) =>
      act(`Changed the role of ${fullName(member)}.`, () => client.staffAdminRole(member.id, { role }))(),
    disable: (member) =>
      act(`Disabled ${fullName(member)} and ended their sessions.`, () =>
        client.staffAdminDisable(member.id),
      )(),
    enable: (member) =>
      act(`Enabled ${fullName(member)}: they can sign in again.`, () => client.staffAdminEnable(member.id))(),
    requestReset: (member) =>
      act(`Asked to reset the second factor of ${fullName(member)}. A second admin must approve it.`, () =>
        client.staffAdminRequestReset(member.id),
      )(),
    approveReset: (member, resetId) =>
      act(
        `Reset the second factor of ${fullName(member)} and ended their sessions: their app, recovery codes and passkeys are removed, and they set up a new app at their next sign-in.`,
        () => client.staffAdminApproveReset(resetId),
      )(),
  };

  return (
    <>
      <h1 className={page.pageTitle}>{TITLE}</h1>
      <section className={page.section} aria-labelledby="staff-list-title">
        <h2 id="staff-list-title" className={page.sectionTitle}>
          Staff members
        </h2>
        <p className={page.muted}>
          Disabling someone ends every session they hold at once. A lost second factor is reset when a second
          admin approves.
        </p>
        <p role="status">{done}</p>
        <FormAlert message={failed ?? staff.error} />
        {staff.data ? <StaffTable staff={staff.data.staff} meId={meId} actions={actions} /> : null}
      </section>
      <section className={page.section}>
        <InviteForm
          onInvite={async (invite) => {
            await client.staffAdminInvite(invite);
            staff.reload();
            events.reload();
          }}
        />
      </section>
      <section className={page.section} aria-labelledby="staff-events-title">
        <h2 id="staff-events-title" className={page.sectionTitle}>
          Latest actions
        </h2>
        <FormAlert message={events.error} />
        {events.data ? <StaffEvents events={events.data.items} /> : null}
      </section>
    </>
  );
}
