import { INSPECTION_PHOTO_PURPOSE, type DrawState, type RequestDraw } from '@northgate/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documentRequestDocuments } from '../../db/pipeline-schema.ts';
import { rehabDrawDocuments, rehabDrawLines, rehabDraws } from '../../db/rehab-schema.ts';
import { documents, flowApplications } from '../../db/schema.ts';
import { rehabMessages } from '../../messages.ts';
import type { ApplicationRow } from './pipeline-applications.ts';
import { RehabBudget } from './rehab-budget.ts';
import {
  coverDraw,
  isShortTerm,
  lineName,
  photoOpen,
  sum,
  usd,
  type DrawRow,
  type LineRow,
  type RehabOutcome,
  type RehabRefusal,
} from './rehab-ledger.ts';

/**
 * The rehab budget of a short-term loan and the draws against the holdback (ADR 0061). The
 * borrower enters the budget until staff approve it; the offer's holdback then equals the approved
 * total. Once funded the borrower asks for draws; staff inspect, approve (at most what was asked,
 * never more than remains of a line or of the holdback), pay or decline them. Every step after the
 * borrower's budget is a timeline row and a borrower email in its own transaction. The budget's
 * steps are RehabBudget's; the view and the steps they share, RehabStore's.
 */
export class RehabDraws extends RehabBudget {
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
      const mismatch = coverDraw(given, drawLines, lines);
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
      const mismatch = coverDraw(given, drawLines, lines);
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
