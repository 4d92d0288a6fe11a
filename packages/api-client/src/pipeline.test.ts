import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { createHarness, NEW_SESSION, type Harness } from './testing/setup.ts';
import { sendJson } from './testing/test-server.ts';

const OFFER = {
  id: '6f1c2b7e-0d3a-4c55-9b1e-1a2b3c4d5e6f',
  application_id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
  reference: 'NG-1DQZ-R4JE',
  amount: 450000,
  rate_percent: 10.5,
  term_months: 360,
  points: 2,
  fees: 1500,
  repayment: 'amortising',
  holdback: 0,
  prepayment_terms: 'none',
  monthly_payment: 4116.35,
  expires_at: '2026-12-01T17:00:00.000Z',
  state: 'accepted',
  issued_at: '2026-11-20T10:00:00.000Z',
  answered_at: '2026-11-21T10:00:00.000Z',
};

let h: Harness | undefined;
afterEach(async () => {
  await h?.server.close();
  h = undefined;
});

describe('the borrower pipeline calls', () => {
  it('accept an offer by id, send documents for a request, and read a 409 as an ApiError', async () => {
    h = await createHarness(
      (req, res) => {
        if (req.path.endsWith('/accept')) return sendJson(res, 200, OFFER);
        if (req.path.endsWith('/decline')) return sendJson(res, 409, { error: 'This offer has expired' });
        return sendJson(res, 404, { error: 'Not found' });
      },
      { session: NEW_SESSION },
    );
    expect(await h.client.acceptLoanOffer(OFFER.id)).toEqual(OFFER);
    expect(h.server.requests[0]).toMatchObject({
      method: 'POST',
      path: `/api/v1/loan_offers/${OFFER.id}/accept`,
    });
    const refused = await h.client.declineLoanOffer(OFFER.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    await h.client
      .answerDocumentRequest('9a1c2b7e-0d3a-4c55-9b1e-1a2b3c4d5e6f', { document_ids: [OFFER.id] })
      .catch(() => undefined);
    expect(h.server.requests[2]).toMatchObject({
      path: '/api/v1/document_requests/9a1c2b7e-0d3a-4c55-9b1e-1a2b3c4d5e6f/documents',
      body: { document_ids: [OFFER.id] },
    });
  });

  it('asks for a payoff statement of a funded loan and reads the refusal in words', async () => {
    h = await createHarness(
      (req, res) => {
        if (req.path.endsWith('/payoff_requests'))
          return sendJson(res, 409, { error: 'A payoff statement can be asked for once the loan is funded' });
        return sendJson(res, 404, { error: 'Not found' });
      },
      { session: NEW_SESSION },
    );
    const refused = await h.client
      .requestPayoff(OFFER.application_id, { note: 'Selling the property.', payoff_date: '2026-12-20' })
      .catch((error: unknown) => error);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).message).toBe('A payoff statement can be asked for once the loan is funded');
    expect(h.server.requests[0]).toMatchObject({
      method: 'POST',
      path: `/api/v1/applications/${OFFER.application_id}/payoff_requests`,
      body: { note: 'Selling the property.', payoff_date: '2026-12-20' },
    });
  });
});
