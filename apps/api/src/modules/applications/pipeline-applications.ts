import { canTransition, type ApplicationEventKind, type ApplicationStatus } from '@northgate/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { flowApplications, users } from '../../db/schema.ts';
import { applicationReference } from './application-reference.ts';
import { applicantEmail } from '@northgate/lending-flows';
import { applicationContext } from '../drafts/drafts.ts';
import type { FieldEncryption } from '../../field-encryption.ts';
import type { MessageOutbox } from '../messaging/outbox.ts';
import { listEvents, recordEvent, type Actor } from './application-events.ts';
import { queueStatusNotice, type NoticeTarget } from './pipeline-notices.ts';
import { staffName, type StaffRow } from '../staff/staff-accounts.ts';
import { queuePage, type QueueFilters } from '../staff/staff-queue.ts';

export type ApplicationRow = typeof flowApplications.$inferSelect;

export type StatusChange =
  | { kind: 'moved'; row: ApplicationRow }
  | { kind: 'missing' }
  | { kind: 'not-allowed'; from: ApplicationStatus };

export interface Move {
  to: ApplicationStatus;
  actor: Actor;
  kind?: ApplicationEventKind;
  note?: string | null;
  /** The borrower's email about the move, instead of the plain status email (a closing's details). */
  notice?: (target: NoticeTarget) => Promise<unknown>;
}

/**
 * Submitted applications as the pipeline moves them: look-ups (by id, or by owner so another
 * borrower's id is "not found"), the status change with its timeline row and email in one
 * transaction, and `user_info.status`.
 */
export class PipelineApplications {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
    private readonly outbox: MessageOutbox,
  ) {}

  async find(id: string, db: Db = this.db): Promise<ApplicationRow | undefined> {
    const [row] = await db.select().from(flowApplications).where(eq(flowApplications.id, id));
    return row;
  }

  /** The borrower's own application; undefined for anyone else's. */
  async findOwned(userId: string, id: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(flowApplications)
      .where(and(eq(flowApplications.id, id), eq(flowApplications.userId, userId)));
    return row;
  }

  /** An application a guest session submitted (and no account has adopted yet); undefined otherwise. */
  async findOwnedByGuest(guestSessionId: string, id: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(flowApplications)
      .where(and(eq(flowApplications.id, id), eq(flowApplications.guestSessionId, guestSessionId)));
    return row;
  }

  /** The row locked for the rest of `tx`, so two changes of one application run one after the other. */
  async lock(tx: Db, id: string): Promise<ApplicationRow | undefined> {
    const [row] = await tx.select().from(flowApplications).where(eq(flowApplications.id, id)).for('update');
    return row;
  }

  /** The submitted answers, decrypted (staff view and reveal only; never logged). */
  answers(row: ApplicationRow): Record<string, unknown> {
    return JSON.parse(this.encryption.decrypt(row.valuesEncrypted, applicationContext(row.id))) as Record<
      string,
      unknown
    >;
  }

  /** Where the borrower's emails go: the account's address, or the one a guest's answers give. */
  async recipient(tx: Db, row: ApplicationRow): Promise<string | undefined> {
    if (row.userId !== null) {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
      if (user !== undefined) return user.email;
    }
    return applicantEmail(row.flowId, this.answers(row));
  }

  /** What an email about `row` needs, for an event already recorded; undefined: nobody to write to. */
  async noticeTarget(tx: Db, row: ApplicationRow, eventId: string): Promise<NoticeTarget | undefined> {
    const recipient = await this.recipient(tx, row);
    if (recipient === undefined) return undefined;
    return { outbox: this.outbox, tx, recipient, eventId, reference: applicationReference(row.id) };
  }

  /**
   * Moves a locked application to `move.to` on `tx`: the status, its time, a timeline row and
   * the borrower's email. The caller checked the transition. Answers the event's id.
   */
  async moveTo(tx: Db, row: ApplicationRow, move: Move): Promise<string> {
    await tx
      .update(flowApplications)
      .set({ status: move.to, updatedAt: sql`clock_timestamp()` })
      .where(eq(flowApplications.id, row.id));
    const eventId = await recordEvent(tx, {
      applicationId: row.id,
      kind: move.kind ?? 'status_changed',
      status: move.to,
      fromStatus: row.status,
      note: move.note ?? null,
      actor: move.actor,
    });
    const target = await this.noticeTarget(tx, row, eventId);
    if (target !== undefined) {
      await (move.notice === undefined ? queueStatusNotice(target, move.to, move.note) : move.notice(target));
    }
    return eventId;
  }

  /** Staff move an application (the caller checked the role); refused when the transition is not allowed. */
  async changeStatus(
    id: string,
    to: ApplicationStatus,
    staffId: string,
    note?: string,
  ): Promise<StatusChange> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await this.lock(tx, id);
      if (row === undefined) return { kind: 'missing' };
      if (!canTransition(row.status, to)) return { kind: 'not-allowed', from: row.status };
      await this.moveTo(tx, row, { to, actor: { kind: 'staff', staffId }, note: note ? note : null });
      return { kind: 'moved', row: { ...row, status: to } };
    });
  }

  /** Assigns the application to an active staff member, or to nobody; a staff-only timeline row. */
  async assign(row: ApplicationRow, assignee: StaffRow | undefined, staffId: string): Promise<void> {
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx
        .update(flowApplications)
        .set({ assigneeId: assignee?.id ?? null })
        .where(eq(flowApplications.id, row.id));
      await recordEvent(tx, {
        applicationId: row.id,
        kind: 'assigned',
        status: row.status,
        note: assignee === undefined ? 'Unassigned' : `Assigned to ${staffName(assignee)}`,
        actor: { kind: 'staff', staffId },
      });
    });
  }

  /** The borrower's timeline of an application (no staff-only events or names). */
  timeline(id: string) {
    return listEvents(this.db, id, 'borrower');
  }

  queue(filters: QueueFilters) {
    return queuePage(this.db, filters);
  }
}
