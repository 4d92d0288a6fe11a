import {
  canTransition,
  type CreateOfferRequest,
  type LoanOffer,
  type PrepaymentTerms,
  type RepaymentType,
} from '@northgate/contracts';
import { formatUsd, offerPayment } from '@northgate/loan-math';
import { endOfLenderDay } from '@northgate/site-config';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loanOffers } from '../../db/pipeline-schema.ts';
import { flowApplications } from '../../db/schema.ts';
import { rehabMessages } from '../../messages.ts';
import { applicationReference } from './application-reference.ts';
import { recordEvent, type Actor } from './application-events.ts';
import type { PipelineApplications } from './pipeline-applications.ts';
import type { RehabDraws } from './rehab-draws.ts';
import { queueOfferNotice, queueOfferWithdrawnNotice } from './pipeline-notices.ts';
import { TermSheets } from './term-sheets.ts';

type OfferRow = typeof loanOffers.$inferSelect;

export type OfferOutcome =
  | { kind: 'done'; offer: LoanOffer }
  | { kind: 'missing' }
  | { kind: 'not-allowed' }
  | { kind: 'expired' }
  | { kind: 'superseded' }
  | { kind: 'not-open' }
  /** The application has an approved rehab budget and the holdback differs from it (ADR 0061). */
  | { kind: 'holdback-differs'; message: string };

export function toOffer(row: OfferRow, now = Date.now()): LoanOffer {
  const expired = row.state === 'open' && row.expiresAt.getTime() <= now;
  return {
    id: row.id,
    application_id: row.applicationId,
    reference: applicationReference(row.applicationId),
    amount: row.amount,
    rate_percent: row.ratePercent,
    term_months: row.termMonths,
    points: row.points,
    fees: row.fees,
    repayment: row.repayment as RepaymentType,
    monthly_payment: row.monthlyPayment,
    holdback: row.holdback,
    prepayment_terms: row.prepaymentTerms as PrepaymentTerms,
    expires_at: row.expiresAt.toISOString(),
    state: expired ? 'expired' : (row.state as LoanOffer['state']),
    issued_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/**
 * Loan offers: staff issue them (the application moves to offer_issued) and withdraw them; the
 * borrower accepts (→ offer_accepted, with the term sheet to sign) or declines (→ back to in_review) an open, unexpired one.
 * Accepting one supersedes the application's other open offers: a borrower takes one loan.
 * Each step writes the timeline and, where the borrower should hear of it, an email, in one transaction.
 */
export class LoanOffers {
  constructor(
    private readonly db: Db,
    private readonly applications: PipelineApplications,
    private readonly rehab: RehabDraws,
  ) {}

  async issue(applicationId: string, staffId: string, input: CreateOfferRequest): Promise<OfferOutcome> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const app = await this.applications.lock(tx, applicationId);
      if (app === undefined) return { kind: 'missing' };
      const again = app.status === 'offer_issued';
      if (!again && !canTransition(app.status, 'offer_issued')) return { kind: 'not-allowed' };
      const repayment = input.repayment ?? 'amortising';
      // With an approved rehab budget, the holdback is that budget to the cent (ADR 0061).
      const budget = await this.rehab.approvedTotal(tx, applicationId);
      const holdback = Math.round((input.holdback ?? 0) * 100);
      if (budget !== undefined && holdback !== budget) {
        return {
          kind: 'holdback-differs',
          message: rehabMessages.offerHoldbackMustMatch(formatUsd(holdback / 100), formatUsd(budget / 100)),
        };
      }
      const [row] = await tx
        .insert(loanOffers)
        .values({
          applicationId,
          amount: input.amount,
          ratePercent: input.rate_percent,
          termMonths: input.term_months,
          points: input.points,
          fees: input.fees,
          repayment,
          monthlyPayment: offerPayment(input.amount, input.rate_percent, input.term_months, repayment),
          holdback: input.holdback ?? 0,
          prepaymentTerms: input.prepayment_terms ?? 'none',
          expiresAt: endOfLenderDay(input.expires_on),
          issuedBy: staffId,
        })
        .returning();
      const offer = row as OfferRow;
      const actor: Actor = { kind: 'staff', staffId };
      if (!again) {
        await tx
          .update(flowApplications)
          .set({ status: 'offer_issued', updatedAt: sql`clock_timestamp()` })
          .where(eq(flowApplications.id, app.id));
      }
      const eventId = await recordEvent(tx, {
        applicationId,
        kind: 'offer_issued',
        status: 'offer_issued',
        ...(again ? {} : { fromStatus: app.status }),
        actor,
      });
      const target = await this.applications.noticeTarget(tx, app, eventId);
      if (target !== undefined) await queueOfferNotice(target, offer);
      return { kind: 'done', offer: toOffer(offer) };
    });
  }

  /** Staff withdraw an open offer; with no other open offer left, the application goes back to in review. */
  async withdraw(offerId: string, staffId: string): Promise<OfferOutcome> {
    return this.answer(offerId, undefined, { kind: 'staff', staffId }, 'withdrawn');
  }

  async accept(userId: string, offerId: string): Promise<OfferOutcome> {
    return this.answer(offerId, userId, { kind: 'borrower' }, 'accepted');
  }

  async decline(userId: string, offerId: string): Promise<OfferOutcome> {
    return this.answer(offerId, userId, { kind: 'borrower' }, 'declined');
  }

  /** Offers of some applications, newest first. */
  async forApplications(applicationIds: readonly string[]): Promise<LoanOffer[]> {
    if (applicationIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(loanOffers)
      .where(inArray(loanOffers.applicationId, [...applicationIds]))
      .orderBy(desc(loanOffers.createdAt), desc(loanOffers.id));
    return rows.map((row) => toOffer(row));
  }

  /** `owner`: the borrower answering (their own offers only), or undefined for staff. */
  private async answer(
    offerId: string,
    owner: string | undefined,
    actor: Actor,
    state: 'accepted' | 'declined' | 'withdrawn',
  ): Promise<OfferOutcome> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [found] = await tx.select().from(loanOffers).where(eq(loanOffers.id, offerId)).for('update');
      if (found === undefined) return { kind: 'missing' };
      const app = await this.applications.lock(tx, found.applicationId);
      if (app === undefined || (owner !== undefined && app.userId !== owner)) return { kind: 'missing' };
      if (found.state === 'superseded') return { kind: 'superseded' };
      if (found.state !== 'open') return { kind: 'not-open' };
      if (state === 'accepted' && found.expiresAt.getTime() <= Date.now()) return { kind: 'expired' };
      // An offer is accepted only while the application waits on it (staff may have moved it on).
      if (state === 'accepted' && app.status !== 'offer_issued') return { kind: 'not-open' };
      const [row] = await tx
        .update(loanOffers)
        .set({ state, answeredAt: sql`clock_timestamp()` })
        .where(eq(loanOffers.id, offerId))
        .returning();
      const offer = toOffer(row as OfferRow);
      const othersOpen = await tx
        .select({ id: loanOffers.id })
        .from(loanOffers)
        .where(
          and(
            eq(loanOffers.applicationId, app.id),
            eq(loanOffers.state, 'open'),
            ne(loanOffers.id, offerId),
            sql`${loanOffers.expiresAt} > now()`,
          ),
        );
      const to = state === 'accepted' ? 'offer_accepted' : othersOpen.length === 0 ? 'in_review' : app.status;
      const kind = `offer_${state}` as const;
      if (to !== app.status && app.status === 'offer_issued' && canTransition(app.status, to)) {
        await this.applications.moveTo(tx, app, { to, actor, kind });
        if (state === 'accepted') {
          await supersede(tx, app, othersOpen, row as OfferRow);
          // The term sheet to sign comes with the acceptance (ADR 0059).
          await TermSheets.create(tx, app.id, row as OfferRow);
        }
        return { kind: 'done', offer };
      }
      const eventId = await recordEvent(tx, { applicationId: app.id, kind, status: app.status, actor });
      const target = await this.applications.noticeTarget(tx, app, eventId);
      if (target !== undefined && state === 'withdrawn') await queueOfferWithdrawnNotice(target);
      return { kind: 'done', offer };
    });
  }
}

/**
 * Closes the other open offers once one is accepted, at the moment of the acceptance, with one
 * timeline entry (no email: the acceptance's own notice tells the borrower where they stand).
 */
async function supersede(
  tx: Db,
  app: { id: string },
  others: readonly { id: string }[],
  accepted: OfferRow,
): Promise<void> {
  if (others.length === 0) return;
  await tx
    .update(loanOffers)
    .set({ state: 'superseded', answeredAt: accepted.answeredAt })
    .where(
      inArray(
        loanOffers.id,
        others.map((other) => other.id),
      ),
    );
  await recordEvent(tx, {
    applicationId: app.id,
    kind: 'offer_superseded',
    status: 'offer_accepted',
    actor: { kind: 'system' },
  });
}
