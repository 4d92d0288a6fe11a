import type { ApplicationEvent, LoanCondition, LoanOffer } from '@northgate/contracts';
import { describe, expect, it } from 'vitest';
import {
  conditionStateText,
  eventNote,
  eventTitle,
  formatDueDate,
  formatMoney,
  formatPercent,
  formatTerm,
  isOfferAnswerable,
  offerStateText,
  paymentNote,
  termSheetRows,
  termSheetStateText,
} from './pipeline-texts.ts';
import { signedTermSheet, termSheetToSign } from './term-sheet.fixture.ts';

const offer: LoanOffer = {
  id: '7d1c1c8e-0c0a-4b7e-9a44-1f3c0b9f2a10',
  application_id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
  reference: 'NG-1DQZ-R4JE',
  amount: 350000,
  rate_percent: 10.5,
  term_months: 360,
  points: 1.5,
  fees: 2495,
  repayment: 'amortising',
  monthly_payment: 3201.58,
  holdback: 0,
  prepayment_terms: 'none',
  expires_at: '2026-12-10T17:00:00.000Z',
  state: 'open',
  issued_at: '2026-11-25T15:00:00.000Z',
  answered_at: null,
};

const event = (over: Partial<ApplicationEvent>): ApplicationEvent => ({
  id: '3f2b9c5e-1d4a-4e8f-a0b7-6c5d4e3f2a1b',
  kind: 'status_changed',
  status: 'in_review',
  from_status: 'submitted',
  note: null,
  actor: 'staff',
  staff_name: null,
  at: '2026-11-25T15:00:00.000Z',
  ...over,
});

describe('loan pipeline texts', () => {
  it('writes the figures of an offer as a borrower reads them', () => {
    expect(formatMoney(350000)).toBe('$350,000.00');
    expect(formatMoney(3201.58)).toBe('$3,201.58');
    expect(formatPercent(10.5)).toBe('10.5%');
    expect(formatTerm(360)).toBe('30 years');
    expect(formatTerm(12)).toBe('1 year');
    expect(formatTerm(18)).toBe('18 months');
  });

  it('shows a due date as the calendar day staff chose, whatever the time zone', () => {
    expect(formatDueDate('2026-12-01')).toBe('December 1, 2026');
  });

  it('lets an open offer be answered only before it expires', () => {
    expect(isOfferAnswerable(offer, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isOfferAnswerable(offer, new Date('2026-12-11T00:00:00Z'))).toBe(false);
    expect(offerStateText(offer, new Date('2026-12-11T00:00:00Z'))).toBe(
      'This offer expired on December 10, 2026 at 9:00 AM PST.',
    );
    expect(offerStateText(offer, new Date('2026-12-01T00:00:00Z'))).toBe(
      'Open until December 10, 2026 at 9:00 AM PST.',
    );
    expect(isOfferAnswerable({ ...offer, state: 'accepted' }, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(offerStateText({ ...offer, state: 'withdrawn' })).toContain('We withdrew this offer');
  });

  it('says why a superseded offer closed and lets it not be answered', () => {
    const superseded: LoanOffer = { ...offer, state: 'superseded', answered_at: '2026-11-27T18:00:00.000Z' };
    expect(offerStateText(superseded)).toBe(
      'Replaced by the offer you accepted on November 27, 2026. This offer is closed.',
    );
    expect(isOfferAnswerable(superseded, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(eventTitle(event({ kind: 'offer_superseded', status: 'offer_accepted' }))).toBe(
      'Your other open offers closed when you accepted one',
    );
  });

  it("puts a status change's label in the title and the staff note beside it", () => {
    const changed = event({ status: 'conditionally_approved', note: 'Appraisal came in at value.' });
    expect(eventTitle(changed)).toBe('Status changed to Conditionally approved');
    expect(eventNote(changed)).toBe('Appraisal came in at value.');
    const requested = event({ kind: 'document_requested', note: 'Purchase contract' });
    expect(eventTitle(requested)).toBe('We asked for a document: Purchase contract');
    expect(eventNote(requested)).toBeNull();
  });

  it('tells of the closing, the funding and payoff statements in the timeline (ADR 0060)', () => {
    const title = (kind: ApplicationEvent['kind'], note: string | null) =>
      eventTitle(event({ kind, status: 'closing', note }));
    expect(title('closing_scheduled', 'December 10, 2026 at 10:30 AM PST, remote, with Cascade Title')).toBe(
      'Your closing is scheduled: December 10, 2026 at 10:30 AM PST, remote, with Cascade Title',
    );
    expect(title('closing_rescheduled', 'December 11, 2026 at 2:00 PM PST')).toBe(
      'Your closing changed: December 11, 2026 at 2:00 PM PST',
    );
    expect(title('loan_funded', 'Loan number NG-2026-0147: $450,000.00 funded on December 10, 2026')).toBe(
      'Your loan is funded. Loan number NG-2026-0147: $450,000.00 funded on December 10, 2026',
    );
    expect(title('payoff_requested', 'Payoff statement requested')).toBe('You asked for a payoff statement');
    expect(title('payoff_answered', 'Payoff $452,310.45, good through December 20, 2026')).toBe(
      'We sent your payoff statement: Payoff $452,310.45, good through December 20, 2026',
    );
  });

  it('names the condition in its timeline titles, and says where each condition stands', () => {
    const title = (kind: ApplicationEvent['kind']) =>
      eventTitle(event({ kind, status: 'offer_accepted', note: 'Proof of insurance' }));
    expect(title('condition_added')).toBe('We added a condition: Proof of insurance');
    expect(title('condition_cleared')).toBe('A condition is cleared: Proof of insurance');
    expect(title('condition_reopened')).toBe('We reopened a condition: Proof of insurance');
    expect(eventTitle(event({ status: 'clear_to_close' }))).toBe('Status changed to Clear to close');

    const upload = {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      application_id: offer.application_id,
      reference: offer.reference,
      name: 'Proof of insurance',
      description: null,
      due_date: '2026-12-04',
      state: 'open' as const,
      requested_at: '2026-11-27T10:00:00.000Z',
      answered_at: null,
      documents: [],
    };
    const condition: LoanCondition = {
      id: 'c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
      application_id: offer.application_id,
      reference: offer.reference,
      stage: 'prior_to_closing',
      title: 'Proof of insurance',
      description: null,
      due_date: '2026-12-04',
      cleared_by: 'both',
      state: 'open',
      upload,
      added_at: '2026-11-27T10:00:00.000Z',
      cleared_at: null,
      clear_note: null,
      cleared_by_staff: null,
      reopened_at: null,
      reopen_reason: null,
    };
    expect(conditionStateText(condition)).toBe('Waiting for you');
    expect(conditionStateText({ ...condition, upload: { ...upload, state: 'answered' } })).toBe(
      'We received your upload; your loan officer is reviewing it',
    );
    expect(conditionStateText({ ...condition, cleared_by: 'staff_note', upload: null })).toBe(
      'Your loan officer is working on it',
    );
    expect(
      conditionStateText({ ...condition, state: 'cleared', cleared_at: '2026-11-28T15:00:00.000Z' }),
    ).toMatch(/^Cleared on /);
  });

  it('writes the term sheet as the signed PDF prints it: money, percent, repayment and terms in words', () => {
    expect(Object.fromEntries(termSheetRows(termSheetToSign))).toEqual({
      Borrower: 'Maya Okafor',
      Property: '41 Linden Street, Albany, NY 12203',
      'Loan amount': '$250,000.00',
      'Interest rate': '10.5% a year, fixed',
      Term: '1 year',
      Repayment: 'Interest only',
      'Monthly payment': '$2,187.50',
      'Origination points': '2% ($5,000.00)',
      'Lender fees': '$1,495.00',
      'Rehab holdback': '$40,000.00',
      Prepayment: 'Six months’ minimum interest',
    });
    const plain = termSheetRows({
      ...termSheetToSign,
      holdback: 0,
      prepayment_terms: 'none',
      property: null,
    });
    expect(Object.fromEntries(plain)).toMatchObject({
      'Rehab holdback': 'None',
      Prepayment: 'No prepayment penalty',
      Property: 'Not named in the application',
    });
    expect(paymentNote('interest_only')).toBe(
      'The monthly payment is interest only; the loan amount is repaid at the end of the term.',
    );
    expect(paymentNote('amortising')).toBe('The monthly payment is principal and interest only.');
  });

  it("gives the term sheet's deadline on the lender's clock, then its signature or its end", () => {
    expect(termSheetStateText(termSheetToSign, new Date('2026-11-27T00:00:00Z'))).toBe(
      'Read it and sign it by December 3, 2026 at 11:59 PM PST.',
    );
    expect(termSheetStateText(termSheetToSign, new Date('2026-12-04T08:00:00Z'))).toBe(
      'The time to sign this term sheet ended on December 3, 2026 at 11:59 PM PST. Call your loan officer to talk about a new offer.',
    );
    expect(termSheetStateText(signedTermSheet)).toBe(
      'You signed this term sheet on November 27, 2026 at 10:30 AM PST as Maya Okafor.',
    );
  });

  it('names the signing in the timeline', () => {
    expect(eventTitle(event({ kind: 'term_sheet_signed', status: 'term_sheet_signed' }))).toBe(
      'You signed the term sheet',
    );
  });
});
