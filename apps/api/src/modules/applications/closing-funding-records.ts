import {
  type ApplicationStatus,
  type ClosingPlace,
  type FundedLoan,
  type PayoffRequest,
  type RepaymentType,
} from '@northgate/contracts';
import type { fundedLoans, loanClosings, payoffRequests } from '../../db/pipeline-schema.ts';
import type { staffMembers } from '../../db/schema.ts';
import { staffName } from '../staff/staff-accounts.ts';
import { applicationReference } from './application-reference.ts';
import type { ApplicationRow } from './pipeline-applications.ts';
import type { NoticeTarget } from './pipeline-notices.ts';

/**
 * What closing and funding (ADR 0060) take in and answer, and how their rows read in the API's
 * records: the shapes around closing-funding.ts, kept apart so that file holds the rules.
 */

export type ClosingRow = typeof loanClosings.$inferSelect;
export type FundedRow = typeof fundedLoans.$inferSelect;
export type PayoffRow = typeof payoffRequests.$inferSelect;

/** What staff send to schedule a closing, as the contract parsed it. */
export interface ClosingInput {
  date: string;
  time: string;
  place: ClosingPlace;
  address: string;
  title_company_name: string;
  title_company_email: string;
  title_company_phone?: string | null | undefined;
}

export interface FundingInput {
  amount: number;
  loan_number: string;
  funded_on: string;
  first_payment_on: string;
}

export type ScheduleOutcome =
  | { kind: 'done'; row: ApplicationRow; rescheduled: boolean }
  | { kind: 'missing' }
  | { kind: 'not-allowed'; from: ApplicationStatus };

export type FundingOutcome =
  | { kind: 'done'; row: ApplicationRow }
  | { kind: 'missing' }
  | { kind: 'not-allowed'; from: ApplicationStatus }
  | { kind: 'no-offer' }
  | { kind: 'over-offer'; offered: number }
  | { kind: 'loan-number-taken' };

export type PayoffOutcome =
  | { kind: 'done'; request: PayoffRequest }
  | { kind: 'missing' }
  | { kind: 'not-funded' }
  | { kind: 'already-open'; requestedAt: Date }
  | { kind: 'already-answered' };

/** One email keyed by the change's timeline event (`application-<kind>:<event>:borrower`). */
export function send(target: NoticeTarget, kind: string, subject: string, body: string) {
  return target.outbox.enqueue(target.tx, {
    channel: 'email',
    recipient: target.recipient,
    subject,
    body,
    kind: 'notice',
    idempotencyKey: `application-${kind}:${target.eventId}:borrower`,
  });
}

export function toFundedLoan(row: FundedRow): FundedLoan {
  return {
    loan_number: row.loanNumber,
    amount: row.amount,
    rate_percent: row.ratePercent,
    term_months: row.termMonths,
    repayment: row.repayment as RepaymentType,
    monthly_payment: row.monthlyPayment,
    funded_on: row.fundedOn,
    first_payment_on: row.firstPaymentOn,
    funded_at: row.createdAt.toISOString(),
  };
}

export function toPayoffRequest(
  row: PayoffRow,
  staff: typeof staffMembers.$inferSelect | null,
): PayoffRequest {
  return {
    id: row.id,
    application_id: row.applicationId,
    reference: applicationReference(row.applicationId),
    note: row.note,
    payoff_date: row.payoffDate,
    state: row.answeredAt === null ? 'open' : 'answered',
    requested_at: row.createdAt.toISOString(),
    amount: row.amount,
    good_through: row.goodThrough,
    answered_at: row.answeredAt?.toISOString() ?? null,
    answered_by_staff: staff === null ? null : staffName(staff),
  };
}
