/** Builds the rehab view (the Rehab contract) from the budget's, draws' and photos' rows. */
import {
  INSPECTION_PHOTO_PURPOSE,
  isFinalStatus,
  type DrawState,
  type Rehab,
  type RehabCategory,
  type RehabDraw,
} from '@northgate/contracts';
import type { rehabBudgets } from '../../db/rehab-schema.ts';
import type { documents } from '../../db/schema.ts';
import type { DocumentService } from '../documents/documents.ts';
import { applicationReference } from './application-reference.ts';
import type { ApplicationRow } from './pipeline-applications.ts';
import { ledger, sum, type DrawLineRow, type DrawRow, type LineRow } from './rehab-ledger.ts';

/** The rows one application's rehab view is built from. */
export interface RehabRows {
  app: ApplicationRow;
  eligible: boolean;
  budget: typeof rehabBudgets.$inferSelect | undefined;
  lines: readonly LineRow[];
  /** Newest first. */
  draws: readonly DrawRow[];
  drawLines: readonly DrawLineRow[];
  /** The accepted offer's holdback in cents. */
  holdback: number | undefined;
  /** Staff names by id. */
  names: ReadonlyMap<string, string>;
  /** Each draw's photos, the borrower's and the inspector's, oldest first. */
  photos: ReadonlyMap<string, (typeof documents.$inferSelect)[]>;
}

/** The budget, its progress per line, the holdback and the draws; staff names only on the staff side. */
export function rehabView(
  { app, eligible, budget, lines, draws, drawLines, holdback, names, photos }: RehabRows,
  side: 'borrower' | 'staff',
  documents: DocumentService,
): Rehab {
  const { paid, pending } = ledger(draws, drawLines);
  const approved = budget?.approvedAt != null;
  const paidTotal = sum([...paid.values()]);
  const pendingTotal = sum([...pending.values()]);
  const who = (id: string | null | undefined) => (side === 'staff' && id ? (names.get(id) ?? null) : null);
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
          .map((document) => documents.toInfo(document)),
        inspection_photos: (photos.get(draw.id) ?? [])
          .filter((document) => document.purpose === INSPECTION_PHOTO_PURPOSE)
          .map((document) => documents.toInfo(document)),
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
