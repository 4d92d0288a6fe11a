import type { ApplicationEvent, LoanOffer } from '@northgate/contracts';
import { describe, expect, it } from 'vitest';
import {
  eventNote,
  eventTitle,
  formatDueDate,
  formatMoney,
  formatPercent,
  formatTerm,
  isOfferAnswerable,
  offerStateText,
} from './pipeline-texts.ts';

const offer: LoanOffer = {
  id: '7d1c1c8e-0c0a-4b7e-9a44-1f3c0b9f2a10',
  application_id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
  reference: 'NG-1DQZ-R4JE',
  amount: 350000,
  rate_percent: 10.5,
  term_months: 360,
  points: 1.5,
  fees: 2495,
  monthly_payment: 3201.58,
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
});
