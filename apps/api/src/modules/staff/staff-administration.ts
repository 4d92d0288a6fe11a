import { createHash, randomBytes } from 'node:crypto';
import {
  STAFF_ADMIN_EVENTS_SHOWN,
  STAFF_INVITE_TTL_HOURS,
  STAFF_ROLE_LABELS,
  type StaffAdminAction,
  type StaffAdminEvent,
  type StaffAdminMember,
  type StaffRole,
} from '@northgate/contracts';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, staffMembers } from '../../db/schema.ts';
import { staffAdminEvents, staffFactorResets, staffInvites } from '../../db/staff-admin-schema.ts';
import { staffPasskeys, staffSignInEvents, staffTotpFactors } from '../../db/staff-factor-schema.ts';
import { hashPassword } from '../identity/passwords.ts';
import type { MessageOutbox } from '../messaging/outbox.ts';
import type { OutboxWorker } from '../messaging/outbox-worker.ts';
import {
  LastAdminError,
  refuseLastAdmin,
  staffName,
  type StaffAccounts,
  type StaffRow,
} from './staff-accounts.ts';
import type { StaffSecondFactors } from './staff-second-factors.ts';

const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Actor {
  id: string;
  ip: string;
}

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

type Refusal = 'self' | 'last_admin' | 'missing';

const WHAT: Record<StaffAdminAction, (detail: string | null) => string> = {
  invited: () => 'Invited',
  invite_accepted: () => 'Accepted the invite and set a password',
  role_changed: (role) =>
    `Changed the role to ${role !== null && role in STAFF_ROLE_LABELS ? STAFF_ROLE_LABELS[role as StaffRole] : 'another role'}`,
  disabled: () => 'Disabled and ended every session',
  enabled: () => 'Enabled',
  factor_reset_requested: () => 'Asked to reset the second factor',
  factor_reset_approved: () => 'Approved the second factor reset',
};

export const inviteMail = (name: string, link: string) => ({
  subject: 'You are invited to the Northgate back office',
  body:
    `Hello ${name},\n\nYou have been invited to the Northgate back office. ` +
    `Set your password and add an authenticator app at this link, within ${STAFF_INVITE_TTL_HOURS} hours; it works once:\n\n${link}\n\n` +
    'If you did not expect this email, you can ignore it.',
});

/**
 * The staff administration page's work (docs/decisions/0054-staff-administration.md): invites,
 * role changes, disabling and enabling (StaffAccounts.disable, as the CLI), and factor resets a
 * second admin approves (StaffSecondFactors.reset, as the CLI). Each action is recorded.
 */
export class StaffAdministration {
  constructor(
    private readonly db: Db,
    private readonly accounts: StaffAccounts,
    private readonly factors: Pick<StaffSecondFactors, 'reset' | 'hasFactor'>,
    private readonly outbox: MessageOutbox,
    private readonly worker: Pick<OutboxWorker, 'wake'>,
    private readonly publicUrl: string,
  ) {}

  private async record(
    tx: Db,
    actor: Actor,
    staffId: string,
    action: StaffAdminAction,
    detail: string | null = null,
  ): Promise<void> {
    await tx
      .insert(staffAdminEvents)
      .values({ actorId: actor.id, staffMemberId: staffId, action, detail, ip: actor.ip });
  }

  /** Every staff member as the page lists them; `only` narrows to one. */
  async list(only?: string): Promise<StaffAdminMember[]> {
    const rows = await (only === undefined
      ? this.accounts.list()
      : this.db.select().from(staffMembers).where(eq(staffMembers.id, only)));
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [factors, passkeys, signIns, invites, resets] = await Promise.all([
      this.db
        .select({ id: staffTotpFactors.staffMemberId })
        .from(staffTotpFactors)
        .where(and(inArray(staffTotpFactors.staffMemberId, ids), isNotNull(staffTotpFactors.confirmedAt))),
      this.db
        .select({ id: staffPasskeys.staffMemberId, count: count() })
        .from(staffPasskeys)
        .where(inArray(staffPasskeys.staffMemberId, ids))
        .groupBy(staffPasskeys.staffMemberId),
      this.db
        .select({ id: staffSignInEvents.staffMemberId, at: max(staffSignInEvents.createdAt) })
        .from(staffSignInEvents)
        .where(
          and(
            inArray(staffSignInEvents.staffMemberId, ids),
            inArray(staffSignInEvents.event, ['second_factor_passed', 'factor_enrolled']),
          ),
        )
        .groupBy(staffSignInEvents.staffMemberId),
      this.db
        .select()
        .from(staffInvites)
        .where(and(inArray(staffInvites.staffMemberId, ids), isNull(staffInvites.usedAt))),
      this.db
        .select({ reset: staffFactorResets, by: staffMembers })
        .from(staffFactorResets)
        .innerJoin(staffMembers, eq(staffMembers.id, staffFactorResets.requestedBy))
        .where(and(inArray(staffFactorResets.staffMemberId, ids), isNull(staffFactorResets.approvedAt))),
    ]);
    const enrolled = new Set(factors.map((row) => row.id));
    const passkeyCount = new Map(passkeys.map((row) => [row.id, Number(row.count)]));
    const lastSignIn = new Map(signIns.map((row) => [row.id, row.at]));
    const invite = new Map(invites.map((row) => [row.staffMemberId, row]));
    const reset = new Map(resets.map((row) => [row.reset.staffMemberId, row]));
    const now = Date.now();
    return rows.map((row) => {
      const open = invite.get(row.id);
      const pending = reset.get(row.id);
      const last = lastSignIn.get(row.id);
      return {
        id: row.id,
        email: row.email,
        first_name: row.firstName,
        last_name: row.lastName,
        role: row.role as StaffRole,
        disabled: row.disabledAt !== null,
        factor: enrolled.has(row.id) ? 'enrolled' : 'not_enrolled',
        passkeys: passkeyCount.get(row.id) ?? 0,
        invite:
          row.passwordHash !== null || open === undefined
            ? 'none'
            : open.expiresAt.getTime() > now
              ? 'pending'
              : 'expired',
        last_signed_in_at: last ? new Date(last).toISOString() : null,
        pending_reset:
          pending === undefined
            ? null
            : {
                id: pending.reset.id,
                requested_by: { id: pending.by.id, name: staffName(pending.by) },
                requested_at: pending.reset.requestedAt.toISOString(),
              },
      };
    });
  }

  async member(staffId: string): Promise<StaffAdminMember | undefined> {
    const [member] = await this.list(staffId);
    return member;
  }

  /**
   * Creates the member without a password or factor (or, for someone invited who has not
   * accepted, updates them) and queues the email with a new link in the same transaction; the
   * old link stops working. 'taken' when someone who accepted already uses the email.
   */
  async invite(actor: Actor, input: Invitation): Promise<StaffRow | 'taken'> {
    const email = input.email.trim().toLowerCase();
    const token = randomBytes(32).toString('base64url');
    const result = await this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.email, email))
        .for('update');
      if (existing !== undefined && existing.passwordHash !== null) return 'taken' as const;
      const values = { firstName: input.firstName, lastName: input.lastName, role: input.role };
      const [staff] =
        existing === undefined
          ? await tx
              .insert(staffMembers)
              .values({ email, passwordHash: null, ...values })
              .returning()
          : await tx.update(staffMembers).set(values).where(eq(staffMembers.id, existing.id)).returning();
      if (staff === undefined) throw new Error('the staff member was not written');
      const invite = {
        tokenHash: hashInviteToken(token),
        invitedBy: actor.id,
        expiresAt: sql`now() + make_interval(hours => ${STAFF_INVITE_TTL_HOURS})`,
        usedAt: null,
        createdAt: sql`now()`,
      };
      await tx
        .insert(staffInvites)
        .values({ staffMemberId: staff.id, ...invite })
        .onConflictDoUpdate({ target: staffInvites.staffMemberId, set: invite });
      const mail = inviteMail(staffName(staff), `${this.publicUrl}/staff/invite/${token}`);
      await this.outbox.enqueue(tx, {
        channel: 'email',
        recipient: email,
        subject: mail.subject,
        body: mail.body,
        kind: 'notice',
        idempotencyKey: `staff-invite:${hashInviteToken(token)}`,
        endsAt: new Date(Date.now() + STAFF_INVITE_TTL_HOURS * 3_600_000),
      });
      await this.record(tx, actor, staff.id, 'invited');
      return staff;
    });
    if (result !== 'taken') this.worker.wake();
    return result;
  }

  /** The member a working invite link is for; undefined for an unknown, used, replaced or expired one. */
  async inviteFor(token: string): Promise<StaffRow | undefined> {
    const [row] = await this.db
      .select({ staff: staffMembers })
      .from(staffInvites)
      .innerJoin(staffMembers, eq(staffMembers.id, staffInvites.staffMemberId))
      .where(
        and(
          eq(staffInvites.tokenHash, hashInviteToken(token)),
          isNull(staffInvites.usedAt),
          gt(staffInvites.expiresAt, sql`now()`),
          isNull(staffMembers.disabledAt),
        ),
      );
    return row?.staff;
  }

  /**
   * Sets the password of a working invite and spends the link in one statement's check, so a
   * link works once; undefined when it does not work.
   */
  async accept(token: string, password: string, ip: string): Promise<StaffRow | undefined> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(staffInvites)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffInvites.tokenHash, hashInviteToken(token)),
            isNull(staffInvites.usedAt),
            gt(staffInvites.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (spent === undefined) return undefined;
      const [staff] = await tx
        .update(staffMembers)
        .set({ passwordHash })
        .where(
          and(
            eq(staffMembers.id, spent.staffMemberId),
            isNull(staffMembers.passwordHash),
            isNull(staffMembers.disabledAt),
          ),
        )
        .returning();
      // A member disabled since the invite: the link is spent and opens nothing.
      if (staff === undefined) return undefined;
      await this.record(tx, { id: staff.id, ip }, staff.id, 'invite_accepted');
      return staff;
    });
  }

  /**
   * A new role; ends the member's sessions so it applies at once (a staff token carries the role).
   * An admin cannot give up their own admin role, nor demote the last active admin.
   */
  async changeRole(actor: Actor, staffId: string, role: StaffRole): Promise<StaffRow | Refusal> {
    const target = await this.accounts.findById(staffId);
    if (target === undefined) return 'missing';
    if (target.role === role) return target;
    if (target.id === actor.id && target.role === 'admin') return 'self';
    try {
      return await this.db.transaction(async (tx) => {
        if (target.role === 'admin') await refuseLastAdmin(tx, target.email);
        const [staff] = await tx
          .update(staffMembers)
          .set({ role })
          .where(eq(staffMembers.id, staffId))
          .returning();
        if (staff === undefined) return 'missing' as const;
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()`, revokedReason: 'staff role changed' })
          .where(and(eq(sessions.staffMemberId, staffId), isNull(sessions.revokedAt)));
        await this.record(tx, actor, staffId, 'role_changed', role);
        return staff;
      });
    } catch (error) {
      if (error instanceof LastAdminError) return 'last_admin';
      throw error;
    }
  }

  /** StaffAccounts.disable, as `pnpm staff:disable`, never on oneself nor the last active admin. */
  async disable(actor: Actor, staffId: string): Promise<StaffRow | Refusal> {
    const target = await this.accounts.findById(staffId);
    if (target === undefined) return 'missing';
    if (target.id === actor.id) return 'self';
    try {
      const disabled = await this.accounts.disable(target.email, { keepAnAdmin: true });
      if (disabled === undefined) return 'missing';
      await this.record(this.db, actor, staffId, 'disabled');
      return disabled.staff;
    } catch (error) {
      if (error instanceof LastAdminError) return 'last_admin';
      throw error;
    }
  }

  async enable(actor: Actor, staffId: string): Promise<StaffRow | 'missing'> {
    const target = await this.accounts.findById(staffId);
    if (target === undefined) return 'missing';
    const enabled = await this.accounts.enable(target.email);
    if (enabled === undefined) return 'missing';
    await this.record(this.db, actor, staffId, 'enabled');
    return enabled;
  }

  /** One admin asks; nothing changes until a second admin approves. */
  async requestReset(actor: Actor, staffId: string): Promise<'done' | 'missing' | 'no_factor' | 'pending'> {
    const target = await this.accounts.findById(staffId);
    if (target === undefined) return 'missing';
    if (!(await this.factors.hasFactor(staffId))) return 'no_factor';
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(staffFactorResets)
        .values({ staffMemberId: staffId, requestedBy: actor.id })
        .onConflictDoNothing()
        .returning({ id: staffFactorResets.id });
      if (created === undefined) return 'pending' as const;
      await this.record(tx, actor, staffId, 'factor_reset_requested');
      return 'done' as const;
    });
  }

  /**
   * A second admin approves: StaffSecondFactors.reset (as `pnpm staff:reset-factor`) removes the
   * factor and recovery codes and ends every session. The admin who asked cannot approve.
   */
  async approveReset(actor: Actor, resetId: string): Promise<StaffRow | 'missing' | 'same_admin'> {
    const [pending] = await this.db
      .select({ reset: staffFactorResets, staff: staffMembers })
      .from(staffFactorResets)
      .innerJoin(staffMembers, eq(staffMembers.id, staffFactorResets.staffMemberId))
      .where(and(eq(staffFactorResets.id, resetId), isNull(staffFactorResets.approvedAt)));
    if (pending === undefined) return 'missing';
    if (pending.reset.requestedBy === actor.id) return 'same_admin';
    const [approved] = await this.db
      .update(staffFactorResets)
      .set({ approvedBy: actor.id, approvedAt: sql`now()` })
      .where(and(eq(staffFactorResets.id, resetId), isNull(staffFactorResets.approvedAt)))
      .returning({ id: staffFactorResets.id });
    if (approved === undefined) return 'missing';
    const reset = await this.factors.reset(pending.staff.email);
    if (reset === undefined) return 'missing';
    await this.record(this.db, actor, pending.staff.id, 'factor_reset_approved');
    return reset.staff;
  }

  /** The latest actions, newest first. */
  async events(): Promise<StaffAdminEvent[]> {
    const rows = await this.db
      .select()
      .from(staffAdminEvents)
      .orderBy(desc(staffAdminEvents.createdAt), desc(staffAdminEvents.id))
      .limit(STAFF_ADMIN_EVENTS_SHOWN);
    const names = await this.accounts.namesOf(rows.flatMap((row) => [row.actorId, row.staffMemberId]));
    const who = (id: string) => ({ id, name: names.get(id) ?? 'A former staff member' });
    return rows.map((row) => ({
      id: row.id,
      action: row.action as StaffAdminAction,
      actor: who(row.actorId),
      member: who(row.staffMemberId),
      what: WHAT[row.action as StaffAdminAction](row.detail),
      ip: row.ip,
      at: row.createdAt.toISOString(),
    }));
  }
}
