import { describe, expect, it } from 'vitest';
import {
  borrowerWithApplication,
  caller,
  createStaff,
  offerBody,
  staffToken,
} from '../../../test/helpers/pipeline.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('offers that close each other on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);

  /** An application in review with two offers issued; the borrower's token and a loan officer's. */
  async function twoOffers() {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const staff = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const app = `/staff/api/v1/applications/${borrower.applicationId}`;
    expect((await call('POST', `${app}/status`, staff, { status: 'in_review' })).statusCode).toBe(200);
    const first = (await call('POST', `${app}/offers`, staff, offerBody())).json<{ id: string }>();
    const second = (await call('POST', `${app}/offers`, staff, { ...offerBody(), amount: 400000 })).json<{
      id: string;
    }>();
    return { ...borrower, staff, app, first, second };
  }

  it('accepting one offer supersedes the other; both sides see it and the timeline says so', async () => {
    const { staff, app, token, applicationId, first, second } = await twoOffers();
    const accepted = await call('POST', `/api/v1/loan_offers/${first.id}/accept`, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const acceptedAt = accepted.json<{ answered_at: string }>().answered_at;

    const mine = (await call('GET', '/api/v1/loan_offers', token)).json<{ offers: unknown[] }>().offers;
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first.id, state: 'accepted' }),
        expect.objectContaining({ id: second.id, state: 'superseded', answered_at: acceptedAt }),
      ]),
    );
    const own = (await call('GET', `/api/v1/applications/${applicationId}`, token)).json();
    expect(own.status).toBe('offer_accepted');
    expect(own.timeline.map((event: { kind: string }) => event.kind)).toEqual(
      expect.arrayContaining(['offer_accepted', 'offer_superseded']),
    );
    const staffView = (await call('GET', app, staff)).json();
    expect(staffView.offers).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: second.id, state: 'superseded' })]),
    );
    expect(staffView.timeline.at(-1)).toMatchObject({ kind: 'offer_superseded', actor: 'system' });
  });

  it('answers 409 with a message that says why to accept, decline or withdraw a superseded offer', async () => {
    const { staff, token, first, second } = await twoOffers();
    expect((await call('POST', `/api/v1/loan_offers/${first.id}/accept`, token)).statusCode).toBe(200);
    for (const answer of ['accept', 'decline']) {
      const res = await call('POST', `/api/v1/loan_offers/${second.id}/${answer}`, token);
      expect(res.statusCode, answer).toBe(409);
      expect(res.json()).toEqual({
        error: 'This offer was replaced by another offer you accepted and can no longer be answered',
      });
    }
    const withdraw = await call('POST', `/staff/api/v1/offers/${second.id}/withdraw`, staff);
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json()).toEqual({
      error: 'This offer was closed when the borrower accepted another offer',
    });
    const mine = (await call('GET', '/api/v1/loan_offers', token)).json<{ offers: unknown[] }>().offers;
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first.id, state: 'accepted' }),
        expect.objectContaining({ id: second.id, state: 'superseded' }),
      ]),
    );
  });
});
