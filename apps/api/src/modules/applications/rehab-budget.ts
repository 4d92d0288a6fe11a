/** The borrower's rehab budget and its approval by staff, which holds the offers' holdback to it. */
import { isFinalStatus, type SaveRehabBudget } from '@northgate/contracts';
import { formatLenderDay } from '@northgate/site-config';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loanOffers } from '../../db/pipeline-schema.ts';
import { rehabBudgetLines, rehabBudgets } from '../../db/rehab-schema.ts';
import { rehabMessages } from '../../messages.ts';
import type { ApplicationRow } from './pipeline-applications.ts';
import {
  isShortTerm,
  lineName,
  sum,
  toCents,
  usd,
  type RehabOutcome,
  type RehabRefusal,
} from './rehab-ledger.ts';
import { RehabStore } from './rehab-store.ts';

/**
 * The borrower enters the budget until staff approve it, each line at most at what was asked; the
 * offer's holdback then equals the approved total (ADR 0061).
 */
export class RehabBudget extends RehabStore {
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
}
