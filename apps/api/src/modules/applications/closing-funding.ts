import {
  CLOSING_PLACE_LABELS,
  type ApplicationEventKind,
  type ApplicationStatus,
  type ClosingPlace,
  type FundedLoan,
  type LoanClosing,
  type PayoffRequest,
  type RepaymentType,
} from '@northgate/contracts';
import { formatUsd, offerPayment } from '@northgate/loan-math';
import { formatLenderDay, formatLenderMoment, lenderWallClock, site } from '@northgate/site-config';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { fundedLoans, loanClosings, loanOffers, payoffRequests } from '../../db/pipeline-schema.ts';
import { staffMembers } from '../../db/schema.ts';
import { pipelineMailTexts } from '../../pipeline-mail-texts.ts';
import { recordEvent, type Actor } from './application-events.ts';
import type { ApplicationRow, PipelineApplications } from './pipeline-applications.ts';
import type { NoticeTarget } from './pipeline-notices.ts';

import {
  send,
  toFundedLoan,
  toPayoffRequest,
  type ClosingInput,
  type ClosingRow,
  type FundingInput,
  type FundingOutcome,
  type PayoffOutcome,
  type ScheduleOutcome,
} from './closing-funding-records.ts';

/** The changes this module announces, and the status each moves the application to. */
type Change =
  'closing_scheduled' | 'closing_rescheduled' | 'loan_funded' | 'payoff_requested' | 'payoff_answered';
const MOVES_TO: Partial<Record<Change, ApplicationStatus>> = {
  closing_scheduled: 'closing',
  loan_funded: 'funded',
};

const day = (isoDay: string) => formatLenderDay(`${isoDay}T12:00:00Z`);
const contact = () => `Call ${site.phone} (${site.hours}) or email ${site.email}.`;

/** "December 10, 2026 at 10:00 AM PST, in person at 500 Main St, Portland, with Cascade Title". */
export function closingInWords(closing: ClosingRow): string {
  const where =
    closing.place === 'in_person'
      ? `in person at ${closing.address ?? ''}`
      : CLOSING_PLACE_LABELS.remote.replace('Remote: ', 'remote, ');
  return `${formatLenderMoment(closing.startsAt)}, ${where}, with ${closing.titleCompanyName}`;
}

const uniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
};

/**
 * Closing and funding (ADR 0060): staff schedule (and reschedule) the closing once the
 * application is clear to close, record the funding from closing, and answer the funded
 * borrower's payoff statement requests. Each change writes its timeline row and queues the
 * borrower's email in its own transaction, through one announce step.
 */
export class ClosingFunding {
  constructor(
    private readonly db: Db,
    private readonly applications: PipelineApplications,
  ) {}

  /** From clear_to_close: schedules the closing and moves to closing. While closing: reschedules. */
  async schedule(applicationId: string, staffId: string, input: ClosingInput): Promise<ScheduleOutcome> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const app = await this.applications.lock(tx, applicationId);
      if (app === undefined) return { kind: 'missing' };
      if (app.status !== 'clear_to_close' && app.status !== 'closing') {
        return { kind: 'not-allowed', from: app.status };
      }
      const values = {
        closingDate: input.date,
        closingTime: input.time,
        startsAt: lenderWallClock(input.date, input.time),
        place: input.place,
        address: input.place === 'in_person' ? input.address : null,
        titleCompanyName: input.title_company_name,
        titleCompanyEmail: input.title_company_email || null,
        titleCompanyPhone: input.title_company_phone || null,
        scheduledBy: staffId,
        updatedAt: sql`clock_timestamp()`,
      };
      const [closing] = await tx
        .insert(loanClosings)
        .values({ applicationId, ...values })
        .onConflictDoUpdate({ target: loanClosings.applicationId, set: values })
        .returning();
      const rescheduled = app.status === 'closing';
      const change = rescheduled ? 'closing_rescheduled' : 'closing_scheduled';
      const inWords = closingInWords(closing as ClosingRow);
      await this.announce(tx, app, change, { kind: 'staff', staffId }, inWords, (target) =>
        send(
          target,
          rescheduled ? 'closing-rescheduled' : 'closing-scheduled',
          rescheduled
            ? pipelineMailTexts.closingRescheduledSubject(target.reference)
            : pipelineMailTexts.closingScheduledSubject(target.reference),
          pipelineMailTexts.closingBody({
            reference: target.reference,
            rescheduled,
            closing: inWords,
            contact: contact(),
          }),
        ),
      );
      return { kind: 'done', row: { ...app, status: 'closing' }, rescheduled };
    });
  }

  /** From closing: the funded loan, with the accepted offer's rate, term and repayment; moves to funded. */
  async fund(applicationId: string, staffId: string, input: FundingInput): Promise<FundingOutcome> {
    try {
      return await this.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const app = await this.applications.lock(tx, applicationId);
        if (app === undefined) return { kind: 'missing' } as const;
        if (app.status !== 'closing') return { kind: 'not-allowed', from: app.status } as const;
        const [offer] = await tx
          .select()
          .from(loanOffers)
          .where(and(eq(loanOffers.applicationId, applicationId), eq(loanOffers.state, 'accepted')))
          .orderBy(desc(loanOffers.answeredAt))
          .limit(1);
        if (offer === undefined) return { kind: 'no-offer' } as const;
        if (input.amount > offer.amount) return { kind: 'over-offer', offered: offer.amount } as const;
        const [taken] = await tx
          .select({ id: fundedLoans.applicationId })
          .from(fundedLoans)
          .where(eq(fundedLoans.loanNumber, input.loan_number));
        if (taken !== undefined) return { kind: 'loan-number-taken' } as const;
        const repayment = offer.repayment as RepaymentType;
        const monthlyPayment = offerPayment(input.amount, offer.ratePercent, offer.termMonths, repayment);
        await tx.insert(fundedLoans).values({
          applicationId,
          offerId: offer.id,
          loanNumber: input.loan_number,
          amount: input.amount,
          ratePercent: offer.ratePercent,
          termMonths: offer.termMonths,
          repayment,
          monthlyPayment,
          fundedOn: input.funded_on,
          firstPaymentOn: input.first_payment_on,
          fundedBy: staffId,
        });
        const texts = {
          loanNumber: input.loan_number,
          amount: formatUsd(input.amount),
          fundedOn: day(input.funded_on),
          payment: formatUsd(monthlyPayment),
          firstDue: day(input.first_payment_on),
        };
        await this.announce(
          tx,
          app,
          'loan_funded',
          { kind: 'staff', staffId },
          `Loan number ${texts.loanNumber}: ${texts.amount} funded on ${texts.fundedOn}; first payment of ${texts.payment} due ${texts.firstDue}`,
          (target) =>
            send(
              target,
              'loan-funded',
              pipelineMailTexts.loanFundedSubject(target.reference),
              pipelineMailTexts.loanFundedBody({ reference: target.reference, ...texts, contact: contact() }),
            ),
        );
        return { kind: 'done', row: { ...app, status: 'funded' } } as const;
      });
    } catch (error) {
      // Two fundings racing for one loan number: the unique index refuses the second.
      if (uniqueViolation(error)) return { kind: 'loan-number-taken' };
      throw error;
    }
  }

  /** The funded borrower asks for a payoff statement; one open request at a time. */
  async requestPayoff(
    userId: string,
    applicationId: string,
    input: { note: string; payoff_date?: string | undefined },
  ): Promise<PayoffOutcome> {
    const outcome = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const app = await this.applications.lock(tx, applicationId);
      if (app === undefined || app.userId !== userId) return { kind: 'missing' } as const;
      if (app.status !== 'funded') return { kind: 'not-funded' } as const;
      const [open] = await tx
        .select({ createdAt: payoffRequests.createdAt })
        .from(payoffRequests)
        .where(and(eq(payoffRequests.applicationId, applicationId), isNull(payoffRequests.answeredAt)));
      if (open !== undefined) return { kind: 'already-open', requestedAt: open.createdAt } as const;
      const [row] = await tx
        .insert(payoffRequests)
        .values({
          applicationId,
          note: input.note || null,
          payoffDate: input.payoff_date ?? null,
          createdAt: sql`clock_timestamp()`,
        })
        .returning({ id: payoffRequests.id });
      const payoffDate = input.payoff_date === undefined ? undefined : day(input.payoff_date);
      await this.announce(
        tx,
        app,
        'payoff_requested',
        { kind: 'borrower' },
        payoffDate === undefined
          ? 'Payoff statement requested'
          : `Payoff statement requested for ${payoffDate}`,
        (target) =>
          send(
            target,
            'payoff-requested',
            pipelineMailTexts.payoffRequestedSubject(target.reference),
            pipelineMailTexts.payoffRequestedBody({
              reference: target.reference,
              ...(payoffDate === undefined ? {} : { payoffDate }),
              contact: contact(),
            }),
          ),
      );
      return { kind: 'done', id: (row as { id: string }).id } as const;
    });
    return outcome.kind === 'done' ? this.payoffDone(outcome.id, 'borrower') : outcome;
  }

  /** Staff answer a payoff request with the amount and the day it holds through. */
  async answerPayoff(
    requestId: string,
    staffId: string,
    input: { amount: number; good_through: string },
  ): Promise<PayoffOutcome> {
    const [found] = await this.db
      .select({ applicationId: payoffRequests.applicationId })
      .from(payoffRequests)
      .where(eq(payoffRequests.id, requestId));
    if (found === undefined) return { kind: 'missing' };
    const outcome = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const app = await this.applications.lock(tx, found.applicationId);
      const [request] = await tx.select().from(payoffRequests).where(eq(payoffRequests.id, requestId));
      if (app === undefined || request === undefined) return { kind: 'missing' } as const;
      if (request.answeredAt !== null) return { kind: 'already-answered' } as const;
      await tx
        .update(payoffRequests)
        .set({
          amount: input.amount,
          goodThrough: input.good_through,
          answeredBy: staffId,
          answeredAt: sql`clock_timestamp()`,
        })
        .where(eq(payoffRequests.id, requestId));
      const amount = formatUsd(input.amount);
      const goodThrough = day(input.good_through);
      await this.announce(
        tx,
        app,
        'payoff_answered',
        { kind: 'staff', staffId },
        `Payoff ${amount}, good through ${goodThrough}`,
        (target) =>
          send(
            target,
            'payoff-answered',
            pipelineMailTexts.payoffAnsweredSubject(target.reference),
            pipelineMailTexts.payoffAnsweredBody({
              reference: target.reference,
              amount,
              goodThrough,
              contact: contact(),
            }),
          ),
      );
      return { kind: 'done', id: requestId } as const;
    });
    return outcome.kind === 'done' ? this.payoffDone(outcome.id, 'staff') : outcome;
  }

  /** The scheduled closing; null before one is scheduled. */
  async closingOf(applicationId: string): Promise<LoanClosing | null> {
    const [row] = await this.db
      .select()
      .from(loanClosings)
      .where(eq(loanClosings.applicationId, applicationId));
    if (row === undefined) return null;
    return {
      date: row.closingDate,
      time: row.closingTime,
      starts_at: row.startsAt.toISOString(),
      place: row.place as ClosingPlace,
      address: row.address,
      title_company: {
        name: row.titleCompanyName,
        email: row.titleCompanyEmail,
        phone: row.titleCompanyPhone,
      },
      scheduled_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** The funded loan; null before funding. */
  async fundedLoanOf(applicationId: string): Promise<FundedLoan | null> {
    const [row] = await this.db
      .select()
      .from(fundedLoans)
      .where(eq(fundedLoans.applicationId, applicationId));
    return row === undefined ? null : toFundedLoan(row);
  }

  /** The application's payoff requests, newest first; staff also see who answered each. */
  async payoffRequestsOf(
    applicationId: string,
    view: 'borrower' | 'staff',
    requestId?: string,
  ): Promise<PayoffRequest[]> {
    const rows = await this.db
      .select({ request: payoffRequests, staff: staffMembers })
      .from(payoffRequests)
      .leftJoin(staffMembers, eq(staffMembers.id, payoffRequests.answeredBy))
      .where(
        and(
          eq(payoffRequests.applicationId, applicationId),
          requestId === undefined ? undefined : eq(payoffRequests.id, requestId),
        ),
      )
      .orderBy(desc(payoffRequests.createdAt), desc(payoffRequests.id));
    return rows.map(({ request, staff }) => toPayoffRequest(request, view === 'staff' ? staff : null));
  }

  /**
   * A closing, funding or payoff change goes on the timeline (its note in words) and, in the same
   * transaction, into the borrower's email outbox; a scheduled closing and a funding also move the
   * status (the status change is that timeline row).
   */
  private async announce(
    tx: Db,
    app: ApplicationRow,
    change: Change,
    actor: Actor,
    note: string,
    notice: (target: NoticeTarget) => Promise<unknown>,
  ): Promise<void> {
    const to = MOVES_TO[change];
    if (to !== undefined) {
      await this.applications.moveTo(tx, app, { to, kind: change, actor, note, notice });
      return;
    }
    const eventId = await recordEvent(tx, {
      applicationId: app.id,
      kind: change satisfies ApplicationEventKind,
      status: app.status,
      note,
      actor,
    });
    const target = await this.applications.noticeTarget(tx, app, eventId);
    if (target !== undefined) await notice(target);
  }

  private async payoffDone(id: string, view: 'borrower' | 'staff'): Promise<PayoffOutcome> {
    const [found] = await this.db
      .select({ applicationId: payoffRequests.applicationId })
      .from(payoffRequests)
      .where(eq(payoffRequests.id, id));
    if (found === undefined) return { kind: 'missing' };
    const [request] = await this.payoffRequestsOf(found.applicationId, view, id);
    return request === undefined ? { kind: 'missing' } : { kind: 'done', request };
  }
}
