import { API_PATHS, type StaffAdminMember } from '@northgate/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, staffMembers } from '../../db/schema.ts';
import { staffInvites } from '../../db/staff-admin-schema.ts';
import { LastAdminError, StaffAccounts } from './staff-accounts.ts';
import {
  borrowerWithApplication,
  caller,
  createStaff,
  enrol,
  staffSignIn,
  type TestStaff,
} from '../../../test/helpers/pipeline.ts';
import { rememberSecret } from '../../../test/helpers/log-audit.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const at = (path: string, params: Record<string, string>) =>
  Object.entries(params).reduce((url, [name, value]) => url.replace(`:${name}`, value), path);

describe.each(databaseVariants())('the staff administration page on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);

  async function signedIn(role: 'admin' | 'loan_officer' | 'processor') {
    const staff = await createStaff(t.database, role);
    return { staff, token: (await staffSignIn(t.app, staff)).access_token };
  }

  async function inviteLink(email: string): Promise<string> {
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.createdAt));
    const token = /\/staff\/invite\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
    if (token === undefined) throw new Error(`no invite email to ${email}`);
    rememberSecret('token', token);
    return token;
  }

  const invite = (token: string, email: string, role = 'loan_officer') =>
    call('POST', API_PATHS.staffAdminInvite, token, {
      email,
      first_name: 'Riley',
      last_name: 'Newhire',
      role,
    });

  const listed = async (token: string, id: string) => {
    const res = await call('GET', API_PATHS.staffAdminMembers, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ staff: StaffAdminMember[] }>().staff.find((member) => member.id === id);
  };

  it('answers 403 on every admin endpoint to loan officers and processors', async () => {
    const { staff: target } = await signedIn('loan_officer');
    const id = target.id;
    for (const role of ['loan_officer', 'processor'] as const) {
      const { token } = await signedIn(role);
      const attempts = [
        call('GET', API_PATHS.staffAdminMembers, token),
        call('GET', API_PATHS.staffAdminEvents, token),
        invite(token, 'someone@northgate.test'),
        call('POST', at(API_PATHS.staffAdminRole, { staffId: id }), token, { role: 'admin' }),
        call('POST', at(API_PATHS.staffAdminDisable, { staffId: id }), token),
        call('POST', at(API_PATHS.staffAdminEnable, { staffId: id }), token),
        call('POST', at(API_PATHS.staffAdminRequestReset, { staffId: id }), token),
        call('POST', at(API_PATHS.staffAdminApproveReset, { resetId: id }), token),
      ];
      for (const res of await Promise.all(attempts)) expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
    }
  });

  it('invites a member who sets a password from the link, enrols an app, and then signs in', async () => {
    const { token } = await signedIn('admin');
    const email = `riley-${Date.now()}@northgate.test`;
    const invited = await invite(token, email, 'processor');
    expect(invited.statusCode, invited.body).toBe(201);
    const member = invited.json<StaffAdminMember>();
    expect(member).toMatchObject({ email, role: 'processor', factor: 'not_enrolled', invite: 'pending' });
    // No password yet: signing in is refused like a wrong password.
    const early = await call('POST', API_PATHS.staffLogin, undefined, { email, password: 'anything at all' });
    expect(early.statusCode).toBe(401);

    const link = await inviteLink(email);
    const check = await call('POST', API_PATHS.staffInviteCheck, undefined, { token: link });
    expect(check.json()).toEqual({ email, first_name: 'Riley', last_name: 'Newhire' });
    const weak = await call('POST', API_PATHS.staffInviteAccept, undefined, {
      token: link,
      password: 'password1',
    });
    expect(weak.statusCode).toBe(422);

    const password = 'Correct-Horse-Battery-Staple-42';
    const accepted = await call('POST', API_PATHS.staffInviteAccept, undefined, { token: link, password });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { second_factor, challenge_token } = accepted.json<{
      second_factor: string;
      challenge_token: string;
    }>();
    expect(second_factor).toBe('enrol');
    const newcomer: TestStaff = { id: member.id, email, password, role: 'processor' };
    const tokens = await enrol(t.app, newcomer, challenge_token, '203.0.113.9');
    expect((await call('GET', API_PATHS.staffMe, tokens.access_token)).json()).toMatchObject({ email });
    // And again later, with the password and the app.
    await staffSignIn(t.app, newcomer);
    expect(await listed(token, member.id)).toMatchObject({ factor: 'enrolled', invite: 'none' });
    expect((await listed(token, member.id))?.last_signed_in_at).not.toBeNull();

    const events = (await call('GET', API_PATHS.staffAdminEvents, token)).json<{
      items: { action: string }[];
    }>();
    expect(events.items.map((event) => event.action).slice(0, 2)).toEqual(['invite_accepted', 'invited']);
  });

  it('leaves an invited member who has not accepted out of the assignees until they set a password', async () => {
    const { token } = await signedIn('admin');
    const email = `pending-${Date.now()}@northgate.test`;
    const member = (await invite(token, email)).json<StaffAdminMember>();
    const { applicationId } = await borrowerWithApplication(() => t.app, t.database);
    const assignees = async () =>
      (await call('GET', API_PATHS.staffMembers, token))
        .json<{ staff: { id: string; email: string }[] }>()
        .staff.map((staff) => staff.email);
    const assign = (staffId: string) =>
      call('PUT', at(API_PATHS.staffAssignee, { applicationId }), token, { staff_id: staffId });

    expect(await assignees()).not.toContain(email);
    // Nor can the application be given to them by id: they cannot sign in to work on it.
    const refused = await assign(member.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc).toEqual(['body', 'staff_id']);
    // The admin page still lists them, as invited.
    expect(await listed(token, member.id)).toMatchObject({ invite: 'pending' });

    const accepted = await call('POST', API_PATHS.staffInviteAccept, undefined, {
      token: await inviteLink(email),
      password: 'Correct-Horse-Battery-Staple-42',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await assignees()).toContain(email);
    expect((await assign(member.id)).statusCode).toBe(200);
  });

  it('refuses a used, replaced or expired invite link with a plain message', async () => {
    const { token } = await signedIn('admin');
    const email = `late-${Date.now()}@northgate.test`;
    await invite(token, email);
    const first = await inviteLink(email);
    // Inviting again replaces the link.
    expect((await invite(token, email)).statusCode).toBe(201);
    const second = await inviteLink(email);
    expect(second).not.toBe(first);
    const replaced = await call('POST', API_PATHS.staffInviteCheck, undefined, { token: first });
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json<{ error: string }>().error).toMatch(/invite link does not work/);

    const password = 'Correct-Horse-Battery-Staple-42';
    expect(
      (await call('POST', API_PATHS.staffInviteAccept, undefined, { token: second, password })).statusCode,
    ).toBe(200);
    const used = await call('POST', API_PATHS.staffInviteAccept, undefined, { token: second, password });
    expect(used.statusCode).toBe(404);
    // Someone who accepted is not invited again.
    expect((await invite(token, email)).statusCode).toBe(409);

    const other = `expired-${Date.now()}@northgate.test`;
    await invite(token, other);
    const link = await inviteLink(other);
    await t.database.db.update(staffInvites).set({ expiresAt: sql`now() - interval '1 minute'` });
    const expired = await call('POST', API_PATHS.staffInviteAccept, undefined, { token: link, password });
    expect(expired.statusCode).toBe(404);
    expect(expired.json<{ error: string }>().error).toContain('more than 72 hours old');
  });

  it('changes roles, refuses self-demotion and keeps the last active admin', async () => {
    const { staff: admin, token } = await signedIn('admin');
    const { staff: officer, token: officerToken } = await signedIn('loan_officer');
    const promoted = await call('POST', at(API_PATHS.staffAdminRole, { staffId: officer.id }), token, {
      role: 'admin',
    });
    expect(promoted.json()).toMatchObject({ role: 'admin' });
    // The new role applies at once: the old session ended.
    expect((await call('GET', API_PATHS.staffMe, officerToken)).statusCode).toBe(401);

    const self = await call('POST', at(API_PATHS.staffAdminRole, { staffId: admin.id }), token, {
      role: 'processor',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json<{ error: string }>().error).toBe(
      'You cannot remove your own admin role. Ask another admin to do it.',
    );
    const selfDisable = await call('POST', at(API_PATHS.staffAdminDisable, { staffId: admin.id }), token);
    expect(selfDisable.statusCode).toBe(409);

    expect(selfDisable.json<{ error: string }>().error).toBe(
      'You cannot disable your own account. Ask another admin to do it.',
    );

    // Every other admin disabled: `admin` is the last active one, and stays so.
    const others = (await call('GET', API_PATHS.staffAdminMembers, token))
      .json<{ staff: StaffAdminMember[] }>()
      .staff.filter((member) => member.role === 'admin' && !member.disabled && member.id !== admin.id);
    for (const other of others) {
      const res = await call('POST', at(API_PATHS.staffAdminDisable, { staffId: other.id }), token);
      expect(res.statusCode, res.body).toBe(200);
    }
    await expect(
      new StaffAccounts(t.database.db).disable(admin.email, { keepAnAdmin: true }),
    ).rejects.toThrow(LastAdminError);
    expect(await listed(token, admin.id)).toMatchObject({ disabled: false, role: 'admin' });

    // Two admins disabling each other at once: one of them stays active.
    expect(
      (await call('POST', at(API_PATHS.staffAdminEnable, { staffId: officer.id }), token)).statusCode,
    ).toBe(200);
    const otherToken = (await staffSignIn(t.app, { ...officer, role: 'admin' })).access_token;
    const [one, two] = await Promise.all([
      call('POST', at(API_PATHS.staffAdminDisable, { staffId: officer.id }), token),
      call('POST', at(API_PATHS.staffAdminDisable, { staffId: admin.id }), otherToken),
    ]);
    expect([one.statusCode, two.statusCode].filter((status) => status === 200)).toHaveLength(1);
    const staff = (await t.database.db.select().from(staffMembers)).filter(
      (row) => row.role === 'admin' && row.disabledAt === null,
    );
    expect(staff).toHaveLength(1);
  });

  it('disables a member: their next request with their token is refused, and they cannot sign in', async () => {
    const { token } = await signedIn('admin');
    const { staff: officer, token: officerToken } = await signedIn('loan_officer');
    expect((await call('GET', API_PATHS.staffMe, officerToken)).statusCode).toBe(200);
    const disabled = await call('POST', at(API_PATHS.staffAdminDisable, { staffId: officer.id }), token);
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await call('GET', API_PATHS.staffMe, officerToken)).statusCode).toBe(401);
    const login = await call('POST', API_PATHS.staffLogin, undefined, {
      email: officer.email,
      password: officer.password,
    });
    expect(login.statusCode).toBe(401);
    await call('POST', at(API_PATHS.staffAdminEnable, { staffId: officer.id }), token);
    await staffSignIn(t.app, officer);
  });

  it("resets a lost factor only with a second admin's approval", async () => {
    const { staff: first, token: firstToken } = await signedIn('admin');
    const { token: secondToken } = await signedIn('admin');
    const { staff: officer, token: officerToken } = await signedIn('loan_officer');

    const requested = await call(
      'POST',
      at(API_PATHS.staffAdminRequestReset, { staffId: officer.id }),
      firstToken,
    );
    expect(requested.statusCode, requested.body).toBe(201);
    const pending = requested.json<StaffAdminMember>().pending_reset;
    expect(pending?.requested_by.id).toBe(first.id);
    // Nothing changed yet.
    expect((await call('GET', API_PATHS.staffMe, officerToken)).statusCode).toBe(200);
    const again = await call(
      'POST',
      at(API_PATHS.staffAdminRequestReset, { staffId: officer.id }),
      secondToken,
    );
    expect(again.statusCode).toBe(409);

    const own = await call(
      'POST',
      at(API_PATHS.staffAdminApproveReset, { resetId: pending!.id }),
      firstToken,
    );
    expect(own.statusCode).toBe(409);
    expect(own.json<{ error: string }>().error).toMatch(/second admin must approve/);

    const approved = await call(
      'POST',
      at(API_PATHS.staffAdminApproveReset, { resetId: pending!.id }),
      secondToken,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ factor: 'not_enrolled', pending_reset: null });
    expect((await call('GET', API_PATHS.staffMe, officerToken)).statusCode).toBe(401);
    const login = await call('POST', API_PATHS.staffLogin, undefined, {
      email: officer.email,
      password: officer.password,
    });
    expect(login.json()).toMatchObject({ second_factor: 'enrol' });
    const twice = await call(
      'POST',
      at(API_PATHS.staffAdminApproveReset, { resetId: pending!.id }),
      secondToken,
    );
    expect(twice.statusCode).toBe(404);
  });
});
