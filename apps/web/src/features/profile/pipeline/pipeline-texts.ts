import {
  PREPAYMENT_TERMS_TEXT,
  REPAYMENT_LABELS,
  type ApplicationEvent,
  type DocumentRequest,
  type LoanCondition,
  type LoanOffer,
  type TermSheet,
} from '@northgate/contracts';
import { formatLenderDay, formatLenderMoment } from '@northgate/site-config';
import { formatDate } from '../applications/application-texts.ts';
import { statusText } from './status-code.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
// A due date is a calendar day (YYYY-MM-DD): read and shown in UTC so it never shifts a day.
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const formatMoney = (amount: number) => dollars.format(amount);
export const formatPercent = (value: number) => `${percent.format(value)}%`;
export const formatDueDate = (isoDate: string) => calendarDay.format(new Date(`${isoDate}T00:00:00Z`));

export function formatTerm(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** An offer the borrower may still answer: open on the server and not past its expiry here. */
export function isOfferAnswerable(offer: LoanOffer, now: Date = new Date()): boolean {
  return offer.state === 'open' && new Date(offer.expires_at).getTime() > now.getTime();
}

/** Where an offer stands, in a sentence. */
export function offerStateText(offer: LoanOffer, now: Date = new Date()): string {
  const answered = offer.answered_at === null ? '' : ` on ${formatLenderDay(offer.answered_at)}`;
  switch (offer.state) {
    case 'accepted':
      return `You accepted this offer${answered}.`;
    case 'declined':
      return `You declined this offer${answered}.`;
    case 'withdrawn':
      return 'We withdrew this offer. Your loan officer will tell you what comes next.';
    case 'superseded':
      return `Replaced by the offer you accepted${answered}. This offer is closed.`;
    case 'expired':
      return `This offer expired on ${formatLenderMoment(offer.expires_at)}.`;
    case 'open':
      // On the lender's clock, as the offer email states it (ADR 0048).
      return isOfferAnswerable(offer, now)
        ? `Open until ${formatLenderMoment(offer.expires_at)}.`
        : `This offer expired on ${formatLenderMoment(offer.expires_at)}.`;
  }
}

/** A document request's state as the borrower reads it. */
export function requestStateText(request: DocumentRequest): string {
  if (request.state === 'answered') {
    return request.answered_at === null ? 'Received' : `Received on ${formatDate(request.answered_at)}`;
  }
  return `Needed by ${formatDueDate(request.due_date)}`;
}

/** One timeline entry's headline. */
export function eventTitle(event: ApplicationEvent): string {
  switch (event.kind) {
    case 'submitted':
      return 'You submitted your application';
    case 'status_changed':
      return `Status changed to ${statusText(event.status).label}`;
    case 'document_requested':
      return event.note ? `We asked for a document: ${event.note}` : 'We asked for a document';
    case 'document_received':
      return event.note ? `We received your documents: ${event.note}` : 'We received your documents';
    case 'offer_issued':
      return 'We sent you a loan offer';
    case 'offer_accepted':
      return 'You accepted the loan offer';
    case 'offer_declined':
      return 'You declined the loan offer';
    case 'offer_withdrawn':
      return 'We withdrew a loan offer';
    case 'offer_superseded':
      return 'Your other open offers closed when you accepted one';
    case 'term_sheet_signed':
      return 'You signed the term sheet';
    case 'assigned':
      return 'A loan officer took on your application';
    case 'condition_added':
      return event.note ? `We added a condition: ${event.note}` : 'We added a condition';
    case 'condition_cleared':
      return event.note ? `A condition is cleared: ${event.note}` : 'A condition is cleared';
    case 'condition_reopened':
      return event.note ? `We reopened a condition: ${event.note}` : 'We reopened a condition';
    case 'closing_scheduled':
      return event.note ? `Your closing is scheduled: ${event.note}` : 'Your closing is scheduled';
    case 'closing_rescheduled':
      return event.note ? `Your closing changed: ${event.note}` : 'Your closing changed';
    case 'loan_funded':
      return event.note ? `Your loan is funded. ${event.note}` : 'Your loan is funded';
    case 'payoff_requested':
      return 'You asked for a payoff statement';
    case 'payoff_answered':
      return event.note ? `We sent your payoff statement: ${event.note}` : 'We sent your payoff statement';
    case 'rehab_budget_approved':
      return event.note ? `Rehab budget approved: ${event.note}` : 'Rehab budget approved';
    case 'draw_requested':
      return event.note ? `You asked for a draw: ${event.note}` : 'You asked for a draw';
    case 'draw_inspected':
      return event.note ? `Draw inspected: ${event.note}` : 'Draw inspected';
    case 'draw_approved':
      return event.note ? `Draw approved: ${event.note}` : 'Draw approved';
    case 'draw_paid':
      return event.note ? `Draw paid: ${event.note}` : 'Draw paid';
    case 'draw_declined':
      return event.note ? `Draw declined: ${event.note}` : 'Draw declined';
  }
}

/** The staff member's note for the borrower, shown under a status change (other kinds use it in the title). */
export function eventNote(event: ApplicationEvent): string | null {
  return event.kind === 'status_changed' && event.note ? event.note : null;
}

/** Where a condition stands, as the borrower reads it. */
export function conditionStateText(condition: LoanCondition): string {
  if (condition.state === 'cleared') {
    return condition.cleared_at === null ? 'Cleared' : `Cleared on ${formatDate(condition.cleared_at)}`;
  }
  if (condition.upload === null) return 'Your loan officer is working on it';
  return condition.upload.state === 'answered'
    ? 'We received your upload; your loan officer is reviewing it'
    : 'Waiting for you';
}

/** "Interest only" or "Amortising (principal and interest)". */
export const repaymentText = (repayment: LoanOffer['repayment']) => REPAYMENT_LABELS[repayment];

/** What the monthly payment covers, in a sentence under the figures. */
export function paymentNote(repayment: LoanOffer['repayment']): string {
  return repayment === 'interest_only'
    ? 'The monthly payment is interest only; the loan amount is repaid at the end of the term.'
    : 'The monthly payment is principal and interest only.';
}

/** The rehab holdback: its amount, or "None". */
export const holdbackText = (holdback: number) => (holdback > 0 ? formatMoney(holdback) : 'None');

export const prepaymentText = (terms: LoanOffer['prepayment_terms']) => PREPAYMENT_TERMS_TEXT[terms];

/** The term sheet's rows, label and value, in the order the signed PDF prints them. */
export function termSheetRows(sheet: TermSheet): [string, string][] {
  return [
    ['Borrower', sheet.borrower_name],
    ['Property', sheet.property ?? 'Not named in the application'],
    ['Loan amount', formatMoney(sheet.amount)],
    ['Interest rate', `${formatPercent(sheet.rate_percent)} a year, fixed`],
    ['Term', formatTerm(sheet.term_months)],
    ['Repayment', repaymentText(sheet.repayment)],
    ['Monthly payment', formatMoney(sheet.monthly_payment)],
    ['Origination points', `${formatPercent(sheet.points)} (${formatMoney(sheet.points_amount)})`],
    ['Lender fees', formatMoney(sheet.fees)],
    ['Rehab holdback', holdbackText(sheet.holdback)],
    ['Prepayment', prepaymentText(sheet.prepayment_terms)],
  ];
}

/** Where the term sheet stands, in a sentence (its deadline on the lender's clock, ADR 0048). */
export function termSheetStateText(sheet: TermSheet, now: Date = new Date()): string {
  if (sheet.state === 'signed' && sheet.signed_at !== null) {
    return `You signed this term sheet on ${formatLenderMoment(sheet.signed_at)} as ${sheet.signed_name ?? 'yourself'}.`;
  }
  if (sheet.state === 'expired' || new Date(sheet.sign_by).getTime() <= now.getTime()) {
    return `The time to sign this term sheet ended on ${formatLenderMoment(sheet.sign_by)}. Call your loan officer to talk about a new offer.`;
  }
  return `Read it and sign it by ${formatLenderMoment(sheet.sign_by)}.`;
}
