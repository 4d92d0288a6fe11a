import {
  CONDITION_STAGES,
  STAGES_BEFORE_CLEAR_TO_CLOSE,
  STATUSES_TAKING_CONDITIONS,
  canTransition,
  type ApplicationStatus,
  type ConditionClearedBy,
  type ConditionStage,
  type CreateCondition,
  type LoanCondition,
} from '@northgate/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documentRequests, loanConditions } from '../../db/pipeline-schema.ts';
import { staffMembers } from '../../db/schema.ts';
import { staffName } from '../staff/staff-accounts.ts';
import { recordEvent } from './application-events.ts';
import { applicationReference } from './application-reference.ts';
import type { DocumentRequests } from './document-requests.ts';
import type { ApplicationRow, PipelineApplications } from './pipeline-applications.ts';
import { queueConditionNotice } from './pipeline-notices.ts';

type ConditionRow = typeof loanConditions.$inferSelect;

export type ConditionOutcome =
  | { kind: 'done'; condition: LoanCondition }
  | { kind: 'missing' }
  /** The application is not between an accepted offer and funding. */
  | { kind: 'wrong-status'; status: ApplicationStatus }
  | { kind: 'already-cleared' }
  | { kind: 'not-cleared' }
  /** A borrower_upload or both condition whose upload has not arrived. */
  | { kind: 'upload-missing' };

export type ClearToCloseOutcome =
  | { kind: 'moved'; row: ApplicationRow }
  | { kind: 'missing' }
  | { kind: 'not-allowed'; from: ApplicationStatus }
  | { kind: 'conditions-open'; titles: string[] };

const needsUpload = (clearedBy: string) => clearedBy === 'borrower_upload' || clearedBy === 'both';
const stageOrder = (stage: string) => CONDITION_STAGES.indexOf(stage as ConditionStage);

/**
 * Conditions after an accepted offer (ADR 0057): staff add them, the borrower answers the upload
 * ones through the document request each opens, staff clear them with a note and may reopen them;
 * "clear to close" waits for every prior-to-docs and prior-to-closing condition. Each change
 * writes the timeline and queues the borrower's email in its own transaction.
 */
export class LoanConditions {
  constructor(
    private readonly db: Db,
    private readonly applications: PipelineApplications,
    private readonly requests: DocumentRequests,
  ) {}

  async add(
    applicationId: string,
    staffId: string,
    input: Omit<CreateCondition, 'description'> & { description?: string | undefined },
  ): Promise<ConditionOutcome> {
    const outcome = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const app = await this.applications.lock(tx, applicationId);
      if (app === undefined) return { kind: 'missing' } as const;
      if (!STATUSES_TAKING_CONDITIONS.includes(app.status)) {
        return { kind: 'wrong-status', status: app.status } as const;
      }
      const description = input.description ? input.description : null;
      let documentRequestId: string | null = null;
      if (needsUpload(input.cleared_by)) {
        // The borrower answers it like any document request: the same upload and the same answer call.
        const [request] = await tx
          .insert(documentRequests)
          .values({
            applicationId,
            name: input.title,
            description,
            dueDate: input.due_date,
            requestedBy: staffId,
          })
          .returning({ id: documentRequests.id });
        documentRequestId = (request as { id: string }).id;
      }
      const [row] = await tx
        .insert(loanConditions)
        .values({
          applicationId,
          stage: input.stage,
          title: input.title,
          description,
          dueDate: input.due_date,
          clearedBy: input.cleared_by,
          documentRequestId,
          addedBy: staffId,
          createdAt: sql`clock_timestamp()`,
        })
        .returning();
      const condition = row as ConditionRow;
      await this.announce(tx, app, 'added', condition, staffId);
      return { kind: 'done', id: condition.id } as const;
    });
    return outcome.kind === 'done' ? this.done(outcome.id) : outcome;
  }

  async clear(conditionId: string, staffId: string, note: string): Promise<ConditionOutcome> {
    const outcome = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const found = await this.lockCondition(tx, conditionId);
      if (found === undefined) return { kind: 'missing' } as const;
      const { condition, app } = found;
      if (!STATUSES_TAKING_CONDITIONS.includes(app.status)) {
        return { kind: 'wrong-status', status: app.status } as const;
      }
      if (condition.clearedAt !== null) return { kind: 'already-cleared' } as const;
      if (needsUpload(condition.clearedBy) && !(await this.uploadArrived(tx, condition))) {
        return { kind: 'upload-missing' } as const;
      }
      const [row] = await tx
        .update(loanConditions)
        .set({ clearedAt: sql`clock_timestamp()`, clearedByStaff: staffId, clearNote: note })
        .where(eq(loanConditions.id, conditionId))
        .returning();
      await this.announce(tx, app, 'cleared', row as ConditionRow, staffId);
      return { kind: 'done', id: conditionId } as const;
    });
    return outcome.kind === 'done' ? this.done(outcome.id) : outcome;
  }

  /** Opens a cleared condition again; an upload condition asks the borrower for a new upload. */
  async reopen(conditionId: string, staffId: string, reason: string): Promise<ConditionOutcome> {
    const outcome = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const found = await this.lockCondition(tx, conditionId);
      if (found === undefined) return { kind: 'missing' } as const;
      const { condition, app } = found;
      if (!STATUSES_TAKING_CONDITIONS.includes(app.status)) {
        return { kind: 'wrong-status', status: app.status } as const;
      }
      if (condition.clearedAt === null) return { kind: 'not-cleared' } as const;
      const [row] = await tx
        .update(loanConditions)
        .set({
          clearedAt: null,
          clearedByStaff: null,
          clearNote: null,
          reopenedAt: sql`clock_timestamp()`,
          reopenReason: reason,
        })
        .where(eq(loanConditions.id, conditionId))
        .returning();
      if (condition.documentRequestId !== null) {
        await tx
          .update(documentRequests)
          .set({ answeredAt: null })
          .where(eq(documentRequests.id, condition.documentRequestId));
      }
      await this.announce(tx, app, 'reopened', row as ConditionRow, staffId);
      return { kind: 'done', id: conditionId } as const;
    });
    return outcome.kind === 'done' ? this.done(outcome.id) : outcome;
  }

  /** Staff clear the application to close: only with every condition before closing cleared. */
  async clearToClose(applicationId: string, staffId: string, note?: string): Promise<ClearToCloseOutcome> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await this.applications.lock(tx, applicationId);
      if (row === undefined) return { kind: 'missing' };
      if (!canTransition(row.status, 'clear_to_close')) return { kind: 'not-allowed', from: row.status };
      const open = await tx
        .select({ title: loanConditions.title })
        .from(loanConditions)
        .where(
          and(
            eq(loanConditions.applicationId, applicationId),
            isNull(loanConditions.clearedAt),
            inArray(loanConditions.stage, [...STAGES_BEFORE_CLEAR_TO_CLOSE]),
          ),
        )
        .orderBy(asc(loanConditions.dueDate), asc(loanConditions.createdAt));
      if (open.length > 0) return { kind: 'conditions-open', titles: open.map((c) => c.title) };
      await this.applications.moveTo(tx, row, {
        to: 'clear_to_close',
        actor: { kind: 'staff', staffId },
        note: note ? note : null,
      });
      return { kind: 'moved', row: { ...row, status: 'clear_to_close' } };
    });
  }

  /** An application's conditions by stage, then due date; staff also see who cleared each. */
  async forApplication(applicationId: string, view: 'borrower' | 'staff', conditionId?: string) {
    const rows = await this.db
      .select({ condition: loanConditions, clearer: staffMembers })
      .from(loanConditions)
      .leftJoin(staffMembers, eq(staffMembers.id, loanConditions.clearedByStaff))
      .where(
        and(
          eq(loanConditions.applicationId, applicationId),
          conditionId === undefined ? undefined : eq(loanConditions.id, conditionId),
        ),
      )
      .orderBy(asc(loanConditions.dueDate), asc(loanConditions.createdAt), asc(loanConditions.id));
    const requestIds = rows.flatMap(({ condition }) =>
      condition.documentRequestId === null ? [] : [condition.documentRequestId],
    );
    const uploads = new Map(
      (await Promise.all(requestIds.map((id) => this.requests.forApplications([applicationId], id))))
        .flat()
        .map((request) => [request.id, request]),
    );
    return rows
      .sort((a, b) => stageOrder(a.condition.stage) - stageOrder(b.condition.stage))
      .map(({ condition, clearer }): LoanCondition => ({
        id: condition.id,
        application_id: condition.applicationId,
        reference: applicationReference(condition.applicationId),
        stage: condition.stage as ConditionStage,
        title: condition.title,
        description: condition.description,
        due_date: condition.dueDate,
        cleared_by: condition.clearedBy as ConditionClearedBy,
        state: condition.clearedAt === null ? 'open' : 'cleared',
        upload:
          condition.documentRequestId === null ? null : (uploads.get(condition.documentRequestId) ?? null),
        added_at: condition.createdAt.toISOString(),
        cleared_at: condition.clearedAt?.toISOString() ?? null,
        clear_note: condition.clearNote,
        cleared_by_staff: view === 'staff' && clearer !== null ? staffName(clearer) : null,
        reopened_at: condition.reopenedAt?.toISOString() ?? null,
        reopen_reason: condition.reopenReason,
      }));
  }

  /**
   * A condition added, cleared or reopened goes on the timeline (its title as the note) and, in the
   * same transaction, into the borrower's email outbox.
   */
  private async announce(
    tx: Db,
    app: ApplicationRow,
    change: 'added' | 'cleared' | 'reopened',
    condition: ConditionRow,
    staffId: string,
  ): Promise<void> {
    const eventId = await recordEvent(tx, {
      applicationId: app.id,
      kind: `condition_${change}`,
      status: app.status,
      note: condition.title,
      actor: { kind: 'staff', staffId },
    });
    const target = await this.applications.noticeTarget(tx, app, eventId);
    if (target !== undefined) await queueConditionNotice(target, change, condition);
  }

  private async done(conditionId: string): Promise<ConditionOutcome> {
    const [row] = await this.db
      .select({ applicationId: loanConditions.applicationId })
      .from(loanConditions)
      .where(eq(loanConditions.id, conditionId));
    if (row === undefined) return { kind: 'missing' };
    const [condition] = await this.forApplication(row.applicationId, 'staff', conditionId);
    return condition === undefined ? { kind: 'missing' } : { kind: 'done', condition };
  }

  /** The condition and its application, the application locked for the rest of `tx`. */
  private async lockCondition(tx: Db, conditionId: string) {
    const [found] = await tx
      .select({ applicationId: loanConditions.applicationId })
      .from(loanConditions)
      .where(eq(loanConditions.id, conditionId));
    if (found === undefined) return undefined;
    const app = await this.applications.lock(tx, found.applicationId);
    const [condition] = await tx.select().from(loanConditions).where(eq(loanConditions.id, conditionId));
    if (app === undefined || condition === undefined) return undefined;
    return { app, condition };
  }

  private async uploadArrived(tx: Db, condition: ConditionRow): Promise<boolean> {
    if (condition.documentRequestId === null) return false;
    const [request] = await tx
      .select({ answeredAt: documentRequests.answeredAt })
      .from(documentRequests)
      .where(eq(documentRequests.id, condition.documentRequestId));
    return request?.answeredAt != null;
  }
}
