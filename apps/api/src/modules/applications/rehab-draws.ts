import {
  INSPECTION_PHOTO_PURPOSE,
  REHAB_CATEGORY_LABELS,
  isFinalStatus,
  type ApplicationEventKind,
  type ApplicationStatus,
  type DrawState,
  type Rehab,
  type RehabCategory,
  type RehabDraw,
  type RequestDraw,
  type SaveRehabBudget,
} from '@northgate/contracts';
import { longForm } from '@northgate/lending-flows';
import { formatUsd } from '@northgate/loan-math';
import { formatLenderDay } from '@northgate/site-config';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documentRequestDocuments, loanOffers } from '../../db/pipeline-schema.ts';
import {
  rehabBudgetLines,
  rehabBudgets,
  rehabDrawDocuments,
  rehabDrawLines,
  rehabDraws,
} from '../../db/rehab-schema.ts';
import { documents, flowApplications, staffMembers } from '../../db/schema.ts';
import { rehabMessages, type RehabMail } from '../../messages.ts';
import type { DocumentService } from '../documents/documents.ts';
import { staffName } from '../staff/staff-accounts.ts';
import { recordEvent, type Actor } from './application-events.ts';
import { applicationReference } from './application-reference.ts';
import type { ApplicationRow, PipelineApplications } from './pipeline-applications.ts';
import { queueRehabNotice } from './pipeline-notices.ts';

type LineRow = typeof rehabBudgetLines.$inferSelect;
type DrawRow = typeof rehabDraws.$inferSelect;
type DrawLineRow = typeof rehabDrawLines.$inferSelect;

/** Why a rehab change was refused: each maps to one status code and message in the routes. */
export type RehabRefusal =
  | { kind: 'missing' }
  | { kind: 'not-eligible' }
  | { kind: 'closed'; status: ApplicationStatus }
  | { kind: 'approved'; on: string }
  | { kind: 'no-budget' }
  | { kind: 'not-approved' }
  | { kind: 'not-funded'; status: ApplicationStatus }
  | { kind: 'offer-holdback'; message: string }
  /** A field-level problem (422): the message names the line. */
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'bad-photos' }
  /** More than remains of a line or of the holdback (409), with the figures. */
  | { kind: 'over-draw'; message: string }
  | { kind: 'draw-state'; message: string };

export type RehabOutcome = { kind: 'done'; rehab: Rehab } | RehabRefusal;

/** Inspection photos may be added until a draw is paid or declined. */
export const photoOpen = (state: DrawState) => state !== 'paid' && state !== 'declined';

const usd = (cents: number) => formatUsd(cents / 100);
const toCents = (dollars: number) => Math.round(dollars * 100);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A fix-and-flip, bridge or ground-up construction loan (the long form's program). */
export function isShortTerm(answers: Record<string, unknown>): boolean {
  const typeOfLoan = answers['typeOfLoan'] as { loanProgram?: unknown } | undefined;
  return longForm.isShortTermProgram(typeOfLoan?.loanProgram);
}

/** How a budget line is named in messages: its category, with its description when two share one. */
function lineName(line: LineRow, lines: readonly LineRow[]): string {
  const label = REHAB_CATEGORY_LABELS[line.category as RehabCategory];
  const shared = lines.filter((other) => other.category === line.category).length > 1;
  return shared ? `${label} (${line.description})` : label;
}

interface Ledger {
  /** Per budget line: paid, and pending (asked in open draws, or approved and not paid). */
  paid: Map<string, number>;
  pending: Map<string, number>;
}

function ledger(draws: readonly DrawRow[], drawLines: readonly DrawLineRow[], except?: string): Ledger {
  const stateOf = new Map(draws.map((draw) => [draw.id, draw.state as DrawState]));
  const paid = new Map<string, number>();
  const pending = new Map<string, number>();
  for (const line of drawLines) {
    if (line.drawId === except) continue;
    const state = stateOf.get(line.drawId);
    if (state === 'paid') paid.set(line.lineId, (paid.get(line.lineId) ?? 0) + (line.approvedCents ?? 0));
    if (state === 'approved') {
      pending.set(line.lineId, (pending.get(line.lineId) ?? 0) + (line.approvedCents ?? 0));
    }
    if (state === 'requested' || state === 'inspected') {
      pending.set(line.lineId, (pending.get(line.lineId) ?? 0) + line.requestedCents);
    }
  }
  return { paid, pending };
}

/**
 * The rehab budget of a short-term loan and the draws against the holdback (ADR 0061). The
 * borrower enters the budget until staff approve it; the offer's holdback then equals the approved
 * total. Once funded the borrower asks for draws; staff inspect, approve (at most what was asked,
 * never more than remains of a line or of the holdback), pay or decline them. Every step after the
 * borrower's budget is a timeline row and a borrower email in its own transaction.
 */
export class RehabDraws {
  constructor(
    private readonly db: Db,
    private readonly applications: PipelineApplications,
    private readonly documents: DocumentService,
  ) {}

  /** The approved budget's total in cents, or undefined when there is no approved budget. */
  async approvedTotal(tx: Db, applicationId: string): Promise<number | undefined> {
    const [budget] = await tx
      .select()
      .from(rehabBudgets)
      .where(eq(rehabBudgets.applicationId, applicationId));
    if (budget?.approvedAt == null) return undefined;
    const lines = await tx
      .select({ approved: rehabBudgetLines.approvedCents })
      .from(rehabBudgetLines)
      .where(eq(rehabBudgetLines.applicationId, applicationId));
    return sum(lines.map((line) => line.approved ?? 0));
  }

  /** The borrower's budget lines replace the earlier ones, until staff approve the budget. */
  async saveBudget(row: ApplicationRow, input: SaveRehabBudget): Promise<RehabOutcome> {
    const refused = await this.db.transaction(async (transaction): Promise<RehabRefusal | undefined> => {
      const tx = transaction as unknown as Db;
      const app = await this.applications.lock(tx, row.id);
      if (app === undefined) return { kind: 'missing' };
      if (!isShortTerm(this.applications.answers(app))) return { kind: 'not-eligible' };
      if (isFinalStatus(app.status)) return { kind: 'closed', status: app.status };
      const [budget] = await tx.select().from(rehabBudgets).where(eq(rehabBudgets.applicationId, app.id));
      if (budget?.approvedAt != null) return { kind: 'approved', on: formatLenderDay(budget.approvedAt) };
      await tx.delete(rehabBudgetLines).where(eq(rehabBudgetLines.applicationId, app.id));
      await tx.insert(rehabBudgetLines).values(
        input.lines.map((line, position) => ({
          applicationId: app.id,
          position,
          category: line.category,
          description: line.description,
          requestedCents: line.amount_cents,
        })),
      );
      await tx
        .insert(rehabBudgets)
        .values({ applicationId: app.id })
        .onConflictDoUpdate({
          target: rehabBudgets.applicationId,
          set: { updatedAt: sql`clock_timestamp()` },
        });
      return undefined;
    });
    return refused ?? { kind: 'done', rehab: await this.view(row.id, 'borrower') };
  }

  /** Staff approve every line at most at what was asked; no offer may hold back another amount. */
  async approveBudget(
    applicationId: string,
    staffId: string,
    input: { lines: readonly { line_id: string; approved_cents: number }[]; note?: string | undefined },
  ): Promise<RehabOutcome> {
    const refused = await this.db.transaction(async (transaction): Promise<RehabRefusal | undefined> => {
      const tx = transaction as unknown as Db;
      const app = await this.applications.lock(tx, applicationId);
      if (app === undefined) return { kind: 'missing' };
      if (!isShortTerm(this.applications.answers(app))) return { kind: 'not-eligible' };
      if (isFinalStatus(app.status)) return { kind: 'closed', status: app.status };
      const [budget] = await tx.select().from(rehabBudgets).where(eq(rehabBudgets.applicationId, app.id));
      if (budget === undefined) return { kind: 'no-budget' };
      if (budget.approvedAt !== null) return { kind: 'approved', on: formatLenderDay(budget.approvedAt) };
      const lines = await this.linesOf(tx, app.id);
      const given = new Map(input.lines.map((line) => [line.line_id, line.approved_cents]));
      for (const id of given.keys()) {
        if (!lines.some((line) => line.id === id)) {
          return { kind: 'invalid', field: 'lines', message: rehabMessages.unknownLine };
        }
      }
      for (const line of lines) {
        const approved = given.get(line.id);
        if (approved === undefined) {
          return { kind: 'invalid', field: 'lines', message: rehabMessages.everyLine(lineName(line, lines)) };
        }
        if (approved > line.requestedCents) {
          return {
            kind: 'invalid',
            field: 'lines',
            message: rehabMessages.approvedAboveAsked(
              lineName(line, lines),
              usd(approved),
              usd(line.requestedCents),
            ),
          };
        }
      }
      const total = sum(lines.map((line) => given.get(line.id) ?? 0));
      const offers = await tx
        .select()
        .from(loanOffers)
        .where(
          and(
            eq(loanOffers.applicationId, app.id),
            inArray(loanOffers.state, ['open', 'accepted']),
            sql`(${loanOffers.state} = 'accepted' or ${loanOffers.expiresAt} > now())`,
          ),
        );
      const differing = offers.find((offer) => toCents(offer.holdback) !== total);
      if (differing !== undefined) {
        return {
          kind: 'offer-holdback',
          message: rehabMessages.offerHoldbackDiffers(
            differing.state === 'accepted' ? 'accepted' : 'open',
            usd(toCents(differing.holdback)),
            usd(total),
          ),
        };
      }
      for (const line of lines) {
        await tx
          .update(rehabBudgetLines)
          .set({ approvedCents: given.get(line.id) ?? 0 })
          .where(eq(rehabBudgetLines.id, line.id));
      }
      await tx
        .update(rehabBudgets)
        .set({
          approvedAt: sql`clock_timestamp()`,
          approvedBy: staffId,
          approvalNote: input.note ? input.note : null,
        })
        .where(eq(rehabBudgets.applicationId, app.id));
      const asked = sum(lines.map((line) => line.requestedCents));
      await this.announce(tx, app, {
        kind: 'rehab_budget_approved',
        note: rehabMessages.budgetApprovedNote(usd(total), usd(asked)),
        actor: { kind: 'staff', staffId },
        mail: rehabMessages.mail.budgetApproved({
          total: usd(total),
          asked: usd(asked),
          ...(input.note ? { note: input.note } : {}),
        }),
      });
      return undefined;
    });
    return refused ?? { kind: 'done', rehab: await this.view(applicationId, 'staff') };
  }

  /** The borrower asks for a draw on a funded loan with an approved budget. */
  async requestDraw(row: ApplicationRow, userId: string, input: RequestDraw): Promise<RehabOutcome> {
    const photoIds = [...new Set(input.document_ids ?? [])];
    if (photoIds.length > 0 && !(await this.photosSendable(userId, photoIds))) return { kind: 'bad-photos' };
    const refused = await this.db.transaction(async (transaction): Promise<RehabRefusal | undefined> => {
      const tx = transaction as unknown as Db;
      const app = await this.applications.lock(tx, row.id);
      if (app === undefined) return { kind: 'missing' };
      if (!isShortTerm(this.applications.answers(app))) return { kind: 'not-eligible' };
      if (app.status !== 'funded') return { kind: 'not-funded', status: app.status };
      if ((await this.approvedTotal(tx, app.id)) === undefined) return { kind: 'not-approved' };
      const lines = await this.linesOf(tx, app.id);
      for (const asked of input.lines) {
        if (!lines.some((line) => line.id === asked.line_id)) {
          return { kind: 'invalid', field: 'lines', message: rehabMessages.unknownLine };
        }
      }
      const [last] = await tx
        .select({ number: rehabDraws.number })
        .from(rehabDraws)
        .where(eq(rehabDraws.applicationId, app.id))
        .orderBy(desc(rehabDraws.number))
        .limit(1);
      const number = (last?.number ?? 0) + 1;
      const asks = new Map(
        input.lines.filter((l) => l.amount_cents > 0).map((l) => [l.line_id, l.amount_cents]),
      );
      const over = await this.overDraw(tx, app.id, number, 'asks', asks, lines);
      if (over !== undefined) return { kind: 'over-draw', message: over };
      const [draw] = await tx
        .insert(rehabDraws)
        .values({
          applicationId: app.id,
          number,
          accessNotes: input.access_notes,
          requestedAt: sql`clock_timestamp()`,
        })
        .returning();
      const drawId = (draw as DrawRow).id;
      await tx
        .insert(rehabDrawLines)
        .values([...asks].map(([lineId, requestedCents]) => ({ drawId, lineId, requestedCents })));
      if (photoIds.length > 0) {
        const linked = await tx
          .insert(rehabDrawDocuments)
          .values(photoIds.map((documentId) => ({ drawId, documentId })))
          .onConflictDoNothing()
          .returning({ id: rehabDrawDocuments.documentId });
        await this.documents.lock(
          tx,
          userId,
          linked.map((link) => link.id),
        );
      }
      const total = sum([...asks.values()]);
      await this.announce(tx, app, {
        kind: 'draw_requested',
        note: rehabMessages.drawAskedNote(number, usd(total)),
        actor: { kind: 'borrower' },
        mail: rehabMessages.mail.drawRequested({ number, total: usd(total) }),
      });
      return undefined;
    });
    return refused ?? { kind: 'done', rehab: await this.view(row.id, 'borrower') };
  }

  /** Staff record the inspection: percent complete for each line the draw asks on, and notes. */
  async inspect(
    drawId: string,
    staffId: string,
    input: { lines: readonly { line_id: string; percent_complete: number }[]; note: string },
  ): Promise<RehabOutcome> {
    return this.onDraw(drawId, async (tx, app, draw, drawLines, lines) => {
      if (draw.state !== 'requested' && draw.state !== 'inspected') {
        return { kind: 'draw-state', message: rehabMessages.notInspectable(draw.number, draw.state) };
      }
      const given = new Map(input.lines.map((line) => [line.line_id, line.percent_complete]));
      const mismatch = this.coverDraw(given, drawLines, lines);
      if (mismatch !== undefined) return mismatch;
      for (const line of drawLines) {
        await tx
          .update(rehabDrawLines)
          .set({ percentComplete: given.get(line.lineId) ?? 0 })
          .where(and(eq(rehabDrawLines.drawId, draw.id), eq(rehabDrawLines.lineId, line.lineId)));
      }
      await tx
        .update(rehabDraws)
        .set({
          state: 'inspected',
          inspectedAt: sql`clock_timestamp()`,
          inspectedBy: staffId,
          inspectionNote: input.note,
        })
        .where(eq(rehabDraws.id, draw.id));
      const [photos] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(rehabDrawDocuments)
        .innerJoin(documents, eq(documents.id, rehabDrawDocuments.documentId))
        .where(and(eq(rehabDrawDocuments.drawId, draw.id), eq(documents.purpose, INSPECTION_PHOTO_PURPOSE)));
      await this.announce(tx, app, {
        kind: 'draw_inspected',
        note: rehabMessages.drawInspectedNote(draw.number, input.note, Number(photos?.count ?? 0)),
        actor: { kind: 'staff', staffId },
        mail: rehabMessages.mail.drawInspected({ number: draw.number, note: input.note }),
      });
      return undefined;
    });
  }

  /** Staff approve an inspected draw, each line at most what was asked and what remains. */
  async approve(
    drawId: string,
    staffId: string,
    input: { lines: readonly { line_id: string; amount_cents: number }[]; note?: string | undefined },
  ): Promise<RehabOutcome> {
    return this.onDraw(drawId, async (tx, app, draw, drawLines, lines) => {
      if (draw.state === 'requested') {
        return { kind: 'draw-state', message: rehabMessages.notInspectedYet(draw.number) };
      }
      if (draw.state !== 'inspected') {
        return { kind: 'draw-state', message: rehabMessages.notApprovable(draw.number, draw.state) };
      }
      const given = new Map(input.lines.map((line) => [line.line_id, line.amount_cents]));
      const mismatch = this.coverDraw(given, drawLines, lines);
      if (mismatch !== undefined) return mismatch;
      for (const line of drawLines) {
        const amount = given.get(line.lineId) ?? 0;
        if (amount > line.requestedCents) {
          const budgetLine = lines.find((l) => l.id === line.lineId) as LineRow;
          return {
            kind: 'invalid',
            field: 'lines',
            message: rehabMessages.drawApprovedAboveAsked(
              draw.number,
              usd(amount),
              lineName(budgetLine, lines),
              usd(line.requestedCents),
            ),
          };
        }
      }
      const approving = new Map([...given].filter(([, amount]) => amount > 0));
      const over = await this.overDraw(tx, app.id, draw.number, 'approves', approving, lines, draw.id);
      if (over !== undefined) return { kind: 'over-draw', message: over };
      for (const line of drawLines) {
        await tx
          .update(rehabDrawLines)
          .set({ approvedCents: given.get(line.lineId) ?? 0 })
          .where(and(eq(rehabDrawLines.drawId, draw.id), eq(rehabDrawLines.lineId, line.lineId)));
      }
      await tx
        .update(rehabDraws)
        .set({
          state: 'approved',
          approvedAt: sql`clock_timestamp()`,
          approvedBy: staffId,
          approvalNote: input.note ? input.note : null,
        })
        .where(eq(rehabDraws.id, draw.id));
      const approved = usd(sum([...approving.values()]));
      const asked = usd(sum(drawLines.map((line) => line.requestedCents)));
      await this.announce(tx, app, {
        kind: 'draw_approved',
        note: rehabMessages.drawApprovedNote(draw.number, approved, asked),
        actor: { kind: 'staff', staffId },
        mail: rehabMessages.mail.drawApproved({
          number: draw.number,
          approved,
          asked,
          ...(input.note ? { note: input.note } : {}),
        }),
      });
      return undefined;
    });
  }

  /** Staff mark an approved draw paid. */
  async pay(drawId: string, staffId: string, note: string | undefined): Promise<RehabOutcome> {
    return this.onDraw(drawId, async (tx, app, draw, drawLines) => {
      if (draw.state !== 'approved') {
        return { kind: 'draw-state', message: rehabMessages.notPayable(draw.number, draw.state) };
      }
      await tx
        .update(rehabDraws)
        .set({
          state: 'paid',
          paidAt: sql`clock_timestamp()`,
          paidBy: staffId,
          paymentNote: note ? note : null,
        })
        .where(eq(rehabDraws.id, draw.id));
      const paid = usd(sum(drawLines.map((line) => line.approvedCents ?? 0)));
      const after = await this.totals(tx, app.id);
      await this.announce(tx, app, {
        kind: 'draw_paid',
        note: rehabMessages.drawPaidNote(draw.number, paid),
        actor: { kind: 'staff', staffId },
        mail: rehabMessages.mail.drawPaid({
          number: draw.number,
          paid,
          paidToDate: usd(after.paid),
          remaining: usd(after.remaining),
          ...(note ? { note } : {}),
        }),
      });
      return undefined;
    });
  }

  /** Staff decline a draw not yet approved, with the reason. */
  async decline(drawId: string, staffId: string, reason: string): Promise<RehabOutcome> {
    return this.onDraw(drawId, async (tx, app, draw) => {
      if (draw.state !== 'requested' && draw.state !== 'inspected') {
        return { kind: 'draw-state', message: rehabMessages.notDeclinable(draw.number, draw.state) };
      }
      await tx
        .update(rehabDraws)
        .set({
          state: 'declined',
          declinedAt: sql`clock_timestamp()`,
          declinedBy: staffId,
          declineReason: reason,
        })
        .where(eq(rehabDraws.id, draw.id));
      await this.announce(tx, app, {
        kind: 'draw_declined',
        note: rehabMessages.drawNote(draw.number, reason),
        actor: { kind: 'staff', staffId },
        mail: rehabMessages.mail.drawDeclined({ number: draw.number, reason }),
      });
      return undefined;
    });
  }

  /**
   * Where an inspection photo of draw `drawId` goes: its number and state, and the borrower whose
   * documents it joins; undefined for an unknown draw.
   */
  async photoTarget(
    drawId: string,
  ): Promise<{ applicationId: string; number: number; state: DrawState; userId: string | null } | undefined> {
    const [row] = await this.db
      .select({
        applicationId: rehabDraws.applicationId,
        number: rehabDraws.number,
        state: rehabDraws.state,
        userId: flowApplications.userId,
      })
      .from(rehabDraws)
      .innerJoin(flowApplications, eq(flowApplications.id, rehabDraws.applicationId))
      .where(eq(rehabDraws.id, drawId));
    return row === undefined ? undefined : { ...row, state: row.state as DrawState };
  }

  /**
   * Links a stored inspection photo to its draw and locks it (the borrower cannot replace or remove
   * it), with the application locked; refused once the draw is paid or declined.
   */
  async attachInspectionPhoto(
    drawId: string,
    userId: string,
    documentId: string,
  ): Promise<{ kind: 'done' } | RehabRefusal> {
    const applicationId = await this.drawApplication(drawId);
    if (applicationId === undefined) return { kind: 'missing' };
    return this.db.transaction(async (transaction): Promise<{ kind: 'done' } | RehabRefusal> => {
      const tx = transaction as unknown as Db;
      await this.applications.lock(tx, applicationId);
      const [draw] = await tx.select().from(rehabDraws).where(eq(rehabDraws.id, drawId));
      if (draw === undefined) return { kind: 'missing' };
      if (!photoOpen(draw.state as DrawState)) {
        return { kind: 'draw-state', message: rehabMessages.photosClosed(draw.number, draw.state) };
      }
      await tx.insert(rehabDrawDocuments).values({ drawId, documentId });
      await this.documents.lock(tx, userId, [documentId]);
      return { kind: 'done' };
    });
  }

  /** The application a draw belongs to (for the staff routes' 404). */
  async drawApplication(drawId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ applicationId: rehabDraws.applicationId })
      .from(rehabDraws)
      .where(eq(rehabDraws.id, drawId));
    return row?.applicationId;
  }

  /** The ids of every photo of an application's draws, the borrower's and the inspector's (staff may download them). */
  async photoIds(applicationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: rehabDrawDocuments.documentId })
      .from(rehabDrawDocuments)
      .innerJoin(rehabDraws, eq(rehabDraws.id, rehabDrawDocuments.drawId))
      .where(eq(rehabDraws.applicationId, applicationId));
    return rows.map((row) => row.id);
  }

  /** The budget, its progress per line, the holdback and the draws, newest first. */
  async view(applicationId: string, side: 'borrower' | 'staff', db: Db = this.db): Promise<Rehab> {
    const app = await this.applications.find(applicationId, db);
    if (app === undefined) throw new Error('rehab view of a missing application');
    const eligible = isShortTerm(this.applications.answers(app));
    const [budget] = await db.select().from(rehabBudgets).where(eq(rehabBudgets.applicationId, app.id));
    const lines = await this.linesOf(db, app.id);
    const draws = await db
      .select()
      .from(rehabDraws)
      .where(eq(rehabDraws.applicationId, app.id))
      .orderBy(desc(rehabDraws.number));
    const drawLines =
      draws.length === 0
        ? []
        : await db
            .select()
            .from(rehabDrawLines)
            .where(
              inArray(
                rehabDrawLines.drawId,
                draws.map((d) => d.id),
              ),
            );
    const { paid, pending } = ledger(draws, drawLines);
    const approved = budget?.approvedAt != null;
    const holdback = await this.holdback(db, app.id);
    const paidTotal = sum([...paid.values()]);
    const pendingTotal = sum([...pending.values()]);
    const names = await this.staffNames(db, [
      budget?.approvedBy,
      ...draws.flatMap((d) => [d.inspectedBy, d.approvedBy, d.paidBy, d.declinedBy]),
    ]);
    const who = (id: string | null | undefined) => (side === 'staff' && id ? (names.get(id) ?? null) : null);
    const photos = await this.photosOf(
      db,
      draws.map((d) => d.id),
    );
    const lastPercent = (lineId: string) =>
      draws
        .map((draw) => drawLines.find((l) => l.drawId === draw.id && l.lineId === lineId)?.percentComplete)
        .find((percent) => percent !== null && percent !== undefined) ?? null;
    return {
      application_id: app.id,
      reference: applicationReference(app.id),
      eligible,
      budget: {
        state: budget === undefined || lines.length === 0 ? 'none' : approved ? 'approved' : 'draft',
        lines: lines.map((line) => ({
          id: line.id,
          category: line.category as RehabCategory,
          description: line.description,
          requested_cents: line.requestedCents,
          approved_cents: line.approvedCents,
          paid_cents: paid.get(line.id) ?? 0,
          pending_cents: pending.get(line.id) ?? 0,
          remaining_cents:
            line.approvedCents === null
              ? null
              : line.approvedCents - (paid.get(line.id) ?? 0) - (pending.get(line.id) ?? 0),
          percent_complete: lastPercent(line.id),
        })),
        requested_cents: sum(lines.map((line) => line.requestedCents)),
        approved_cents: approved ? sum(lines.map((line) => line.approvedCents ?? 0)) : null,
        approved_at: budget?.approvedAt?.toISOString() ?? null,
        approval_note: budget?.approvalNote ?? null,
        approved_by: who(budget?.approvedBy),
        editable: eligible && !approved && !isFinalStatus(app.status),
      },
      holdback_cents: holdback ?? null,
      paid_cents: paidTotal,
      pending_cents: pendingTotal,
      remaining_holdback_cents: holdback === undefined ? null : holdback - paidTotal - pendingTotal,
      can_request_draw: eligible && approved && app.status === 'funded',
      draws: draws.map((draw): RehabDraw => {
        const own = lines.flatMap((line) => {
          const drawLine = drawLines.find((l) => l.drawId === draw.id && l.lineId === line.id);
          return drawLine === undefined ? [] : [{ line, drawLine }];
        });
        const state = draw.state as DrawState;
        return {
          id: draw.id,
          number: draw.number,
          state,
          lines: own.map(({ line, drawLine }) => ({
            line_id: line.id,
            category: line.category as RehabCategory,
            description: line.description,
            requested_cents: drawLine.requestedCents,
            percent_complete: drawLine.percentComplete,
            approved_cents: drawLine.approvedCents,
          })),
          requested_cents: sum(own.map(({ drawLine }) => drawLine.requestedCents)),
          approved_cents:
            state === 'approved' || state === 'paid'
              ? sum(own.map(({ drawLine }) => drawLine.approvedCents ?? 0))
              : null,
          access_notes: draw.accessNotes,
          photos: (photos.get(draw.id) ?? [])
            .filter((document) => document.purpose !== INSPECTION_PHOTO_PURPOSE)
            .map((document) => this.documents.toInfo(document)),
          inspection_photos: (photos.get(draw.id) ?? [])
            .filter((document) => document.purpose === INSPECTION_PHOTO_PURPOSE)
            .map((document) => this.documents.toInfo(document)),
          requested_at: draw.requestedAt.toISOString(),
          inspected_at: draw.inspectedAt?.toISOString() ?? null,
          inspection_note: draw.inspectionNote,
          approved_at: draw.approvedAt?.toISOString() ?? null,
          approval_note: draw.approvalNote,
          paid_at: draw.paidAt?.toISOString() ?? null,
          payment_note: draw.paymentNote,
          declined_at: draw.declinedAt?.toISOString() ?? null,
          decline_reason: draw.declineReason,
          inspected_by: who(draw.inspectedBy),
          approved_by: who(draw.approvedBy),
          paid_by: who(draw.paidBy),
          declined_by: who(draw.declinedBy),
        };
      }),
    };
  }

  /**
   * The refusal when `asks` (cents by budget line) is more than remains of a line or of the
   * holdback, leaving out draw `except` (the one being approved); undefined when it fits.
   */
  private async overDraw(
    tx: Db,
    applicationId: string,
    number: number,
    verb: 'asks' | 'approves',
    asks: ReadonlyMap<string, number>,
    lines: readonly LineRow[],
    except?: string,
  ): Promise<string | undefined> {
    const draws = await tx.select().from(rehabDraws).where(eq(rehabDraws.applicationId, applicationId));
    const drawLines =
      draws.length === 0
        ? []
        : await tx
            .select()
            .from(rehabDrawLines)
            .where(
              inArray(
                rehabDrawLines.drawId,
                draws.map((d) => d.id),
              ),
            );
    const { paid, pending } = ledger(draws, drawLines, except);
    const over: string[] = [];
    for (const line of lines) {
      const ask = asks.get(line.id) ?? 0;
      const budget = line.approvedCents ?? 0;
      const remaining = budget - (paid.get(line.id) ?? 0) - (pending.get(line.id) ?? 0);
      if (ask > remaining) {
        over.push(
          rehabMessages.lineOverDraw(
            number,
            verb,
            usd(ask),
            lineName(line, lines),
            usd(remaining),
            usd(budget),
          ),
        );
      }
    }
    if (over.length > 0) return over.join(' ');
    const holdback = (await this.holdback(tx, applicationId)) ?? 0;
    const remaining = holdback - sum([...paid.values()]) - sum([...pending.values()]);
    const total = sum([...asks.values()]);
    if (total > remaining)
      return rehabMessages.holdbackOverDraw(number, verb, usd(total), usd(remaining), usd(holdback));
    return undefined;
  }

  /** A refusal unless `given` names exactly the budget lines the draw asks on. */
  private coverDraw(
    given: ReadonlyMap<string, number>,
    drawLines: readonly DrawLineRow[],
    lines: readonly LineRow[],
  ): RehabRefusal | undefined {
    for (const id of given.keys()) {
      if (!drawLines.some((line) => line.lineId === id)) {
        return { kind: 'invalid', field: 'lines', message: rehabMessages.lineNotInDraw };
      }
    }
    const missing = drawLines.find((line) => !given.has(line.lineId));
    if (missing === undefined) return undefined;
    const line = lines.find((l) => l.id === missing.lineId) as LineRow;
    return { kind: 'invalid', field: 'lines', message: rehabMessages.everyLine(lineName(line, lines)) };
  }

  /** Runs `change` on a draw with its application locked; answers the staff view after it. */
  private async onDraw(
    drawId: string,
    change: (
      tx: Db,
      app: ApplicationRow,
      draw: DrawRow,
      drawLines: DrawLineRow[],
      lines: LineRow[],
    ) => Promise<RehabRefusal | undefined>,
  ): Promise<RehabOutcome> {
    const applicationId = await this.drawApplication(drawId);
    if (applicationId === undefined) return { kind: 'missing' };
    const refused = await this.db.transaction(async (transaction): Promise<RehabRefusal | undefined> => {
      const tx = transaction as unknown as Db;
      const app = await this.applications.lock(tx, applicationId);
      const [draw] = await tx.select().from(rehabDraws).where(eq(rehabDraws.id, drawId));
      if (app === undefined || draw === undefined) return { kind: 'missing' };
      const drawLines = await tx.select().from(rehabDrawLines).where(eq(rehabDrawLines.drawId, drawId));
      return change(tx, app, draw, drawLines, await this.linesOf(tx, app.id));
    });
    return refused ?? { kind: 'done', rehab: await this.view(applicationId, 'staff') };
  }

  /** A timeline row and, in the same transaction, the borrower's email keyed by it. */
  private async announce(
    tx: Db,
    app: ApplicationRow,
    event: {
      kind: ApplicationEventKind;
      note: string;
      actor: Actor;
      mail: RehabMail;
    },
  ): Promise<void> {
    const eventId = await recordEvent(tx, {
      applicationId: app.id,
      kind: event.kind,
      status: app.status,
      note: event.note,
      actor: event.actor,
    });
    const target = await this.applications.noticeTarget(tx, app, eventId);
    if (target !== undefined) await queueRehabNotice(target, event.mail);
  }

  private async linesOf(db: Db, applicationId: string): Promise<LineRow[]> {
    return db
      .select()
      .from(rehabBudgetLines)
      .where(eq(rehabBudgetLines.applicationId, applicationId))
      .orderBy(asc(rehabBudgetLines.position));
  }

  /** The accepted offer's holdback in cents; undefined without an accepted offer. */
  private async holdback(db: Db, applicationId: string): Promise<number | undefined> {
    const [offer] = await db
      .select({ holdback: loanOffers.holdback })
      .from(loanOffers)
      .where(and(eq(loanOffers.applicationId, applicationId), eq(loanOffers.state, 'accepted')));
    return offer === undefined ? undefined : toCents(offer.holdback);
  }

  private async totals(db: Db, applicationId: string) {
    const rehab = await this.view(applicationId, 'borrower', db);
    return { paid: rehab.paid_cents, remaining: rehab.remaining_holdback_cents ?? 0 };
  }

  private async staffNames(
    db: Db,
    ids: readonly (string | null | undefined)[],
  ): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
    if (wanted.length === 0) return new Map();
    const rows = await db.select().from(staffMembers).where(inArray(staffMembers.id, wanted));
    return new Map(rows.map((row) => [row.id, staffName(row)]));
  }

  private async photosOf(db: Db, drawIds: readonly string[]) {
    const byDraw = new Map<string, (typeof documents.$inferSelect)[]>();
    if (drawIds.length === 0) return byDraw;
    const rows = await db
      .select({ drawId: rehabDrawDocuments.drawId, document: documents })
      .from(rehabDrawDocuments)
      .innerJoin(documents, eq(documents.id, rehabDrawDocuments.documentId))
      .where(inArray(rehabDrawDocuments.drawId, [...drawIds]))
      .orderBy(asc(documents.createdAt));
    for (const { drawId, document } of rows) byDraw.set(drawId, [...(byDraw.get(drawId) ?? []), document]);
    return byDraw;
  }

  /** The borrower's own uploads for a request ('requested'), not locked, not sent anywhere before. */
  private async photosSendable(userId: string, ids: readonly string[]): Promise<boolean> {
    const rows = await this.documents.ofOwner(userId, ids);
    if (rows.length !== ids.length) return false;
    if (rows.some((row) => row.purpose !== 'requested' || row.lockedAt !== null)) return false;
    const sentToRequest = await this.db
      .select({ id: documentRequestDocuments.documentId })
      .from(documentRequestDocuments)
      .where(inArray(documentRequestDocuments.documentId, [...ids]));
    const sentToDraw = await this.db
      .select({ id: rehabDrawDocuments.documentId })
      .from(rehabDrawDocuments)
      .where(inArray(rehabDrawDocuments.documentId, [...ids]));
    return sentToRequest.length === 0 && sentToDraw.length === 0;
  }
}
