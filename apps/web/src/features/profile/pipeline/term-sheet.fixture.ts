import type { TermSheet } from '@northgate/contracts';

/** A term sheet waiting for the borrower's signature (stories and tests): an interest-only flip loan. */
export const termSheetToSign: TermSheet = {
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  application_id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
  reference: 'NG-1DQZ-R4JE',
  offer_id: '7d1c1c8e-0c0a-4b7e-9a44-1f3c0b9f2a10',
  borrower_name: 'Maya Okafor',
  property: '41 Linden Street, Albany, NY 12203',
  amount: 250000,
  rate_percent: 10.5,
  term_months: 12,
  points: 2,
  points_amount: 5000,
  fees: 1495,
  repayment: 'interest_only',
  monthly_payment: 2187.5,
  holdback: 40000,
  prepayment_terms: 'six_months_interest',
  accepted_at: '2026-11-26T10:00:00.000Z',
  // The end of December 3 on the lender's clock (Pacific standard time).
  sign_by: '2026-12-04T07:59:59.000Z',
  state: 'awaiting_signature',
  signed_at: null,
  signed_name: null,
  pdf_sha256: null,
};

export const signedTermSheet: TermSheet = {
  ...termSheetToSign,
  state: 'signed',
  signed_at: '2026-11-27T18:30:00.000Z',
  signed_name: 'Maya Okafor',
  pdf_sha256: '3f7a1c9e5b2d8f4a6c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a',
};
