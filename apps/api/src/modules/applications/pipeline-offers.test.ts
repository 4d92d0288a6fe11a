import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOffers } from '../../db/pipeline-schema.ts';
import {
  borrowerWithApplication,
  caller,
  createStaff,
  inAWeek,
  offerBody,
  staffToken,
} from '../../../test/helpers/pipeline.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('loan offers and bad input on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);

  /** A submitted application in review, the borrower's token and a loan officer's. */
  async function inReview() {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const staff = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const app = `/staff/api/v1/applications/${borrower.applicationId}`;
    expect((await call('POST', `${app}/status`, staff, { status: 'in_review' })).statusCode).toBe(200);
    return { ...borrower, staff, app };
  }

  it('cannot accept an expired offer (409); the borrower sees it as expired', async () => {
    const { staff, app, token } = await inReview();
    const offer = (await call('POST', `${app}/offers`, staff, offerBody())).json<{ id: string }>();
    // As if the expiry had passed.
    await t.database.db
      .update(loanOffers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(loanOffers.id, offer.id));
    const res = await call('POST', `/api/v1/loan_offers/${offer.id}/accept`, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This offer has expired and can no longer be accepted' });
    const listed = (await call('GET', '/api/v1/loan_offers', token)).json().offers;
    expect(listed).toEqual([expect.objectContaining({ id: offer.id, state: 'expired' })]);
    expect((await call('GET', app, staff)).json().status).toBe('offer_issued');
  });

  it('a declined offer sends the application back to review; a withdrawn one cannot be answered', async () => {
    const { staff, app, token } = await inReview();
    const first = (await call('POST', `${app}/offers`, staff, offerBody())).json<{ id: string }>();
    const declined = await call('POST', `/api/v1/loan_offers/${first.id}/decline`, token);
    expect(declined.json()).toMatchObject({ state: 'declined' });
    expect((await call('GET', app, staff)).json().status).toBe('in_review');
    expect((await call('POST', `/staff/api/v1/offers/${first.id}/withdraw`, staff)).statusCode).toBe(409);

    const second = (await call('POST', `${app}/offers`, staff, offerBody())).json<{ id: string }>();
    const withdrawn = await call('POST', `/staff/api/v1/offers/${second.id}/withdraw`, staff);
    expect(withdrawn.json()).toMatchObject({ state: 'withdrawn' });
    expect((await call('GET', app, staff)).json().status).toBe('in_review');
    const late = await call('POST', `/api/v1/loan_offers/${second.id}/accept`, token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'This offer has already been answered or withdrawn' });
  });

  it('closes an application for good: declined takes no document request and no offer', async () => {
    const { staff, app } = await inReview();
    expect(
      (await call('POST', `${app}/status`, staff, { status: 'declined', note: 'Not a fit.' })).statusCode,
    ).toBe(200);
    const request = await call('POST', `${app}/document_requests`, staff, {
      name: 'Rent roll',
      due_date: inAWeek().date,
    });
    expect(request.statusCode).toBe(409);
    expect((await call('POST', `${app}/offers`, staff, offerBody())).statusCode).toBe(409);
    expect((await call('POST', `${app}/status`, staff, { status: 'in_review' })).statusCode).toBe(409);
  });

  it('answers bad input with 422 and the spec’s detail list, never a 500', async () => {
    const { staff, app, token } = await inReview();
    const bad: [method: string, url: string, body: unknown, loc: (string | number)[]][] = [
      ['POST', `${app}/offers`, { ...offerBody(), amount: 'a lot' }, ['body', 'amount']],
      ['POST', `${app}/offers`, { ...offerBody(), rate_percent: 45 }, ['body', 'rate_percent']],
      ['POST', `${app}/offers`, { ...offerBody(), term_months: 12.5 }, ['body', 'term_months']],
      ['POST', `${app}/offers`, { ...offerBody(), expires_on: '2001-01-01' }, ['body', 'expires_on']],
      ['POST', `${app}/document_requests`, { name: '', due_date: inAWeek().date }, ['body', 'name']],
      ['POST', `${app}/document_requests`, { name: 'Lease', due_date: '2001-01-01' }, ['body', 'due_date']],
      ['POST', `${app}/document_requests`, { name: 'Lease', due_date: '31/12/2030' }, ['body', 'due_date']],
      ['POST', `${app}/status`, { status: 'approved' }, ['body', 'status']],
      ['POST', `${app}/status`, { status: 'closing', note: 'x'.repeat(1001) }, ['body', 'note']],
      ['PUT', `${app}/assignee`, { staff_id: 'someone' }, ['body', 'staff_id']],
      ['PUT', `${app}/assignee`, { staff_id: '00000000-0000-4000-8000-000000000000' }, ['body', 'staff_id']],
      ['POST', `${app}/reveal`, { step: 'documentsIDs' }, ['body', 'field']],
      ['GET', '/staff/api/v1/applications?page_size=101', undefined, ['query', 'page_size']],
      ['GET', '/staff/api/v1/applications?page=0', undefined, ['query', 'page']],
      ['GET', '/staff/api/v1/applications?status=lost', undefined, ['query', 'status']],
      ['GET', '/staff/api/v1/applications?submitted_from=yesterday', undefined, ['query', 'submitted_from']],
      ['GET', '/staff/api/v1/applications?assignee=bob', undefined, ['query', 'assignee']],
    ];
    for (const [method, url, body, loc] of bad) {
      const res = await call(method, url, staff, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(422);
      expect(res.json().detail[0], url).toMatchObject({
        loc,
        msg: expect.any(String),
        type: expect.any(String),
      });
    }
    const empty = await call(
      'POST',
      '/api/v1/document_requests/00000000-0000-4000-8000-000000000000/documents',
      token,
      {
        document_ids: [],
      },
    );
    expect(empty.statusCode).toBe(404);
    const notUuid = await call('GET', '/staff/api/v1/applications/not-an-id', staff);
    expect(notUuid.statusCode).toBe(422);
    expect(notUuid.json().detail[0].loc).toEqual(['path', 'applicationId']);
  });

  it('pages and filters the queue', async () => {
    const { staff, reference } = await inReview();
    const page = await call('GET', '/staff/api/v1/applications?page_size=1&page=1&status=in_review', staff);
    expect(page.json()).toMatchObject({ page: 1, page_size: 1, items: [expect.any(Object)] });
    expect(page.json().total).toBeGreaterThanOrEqual(1);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await call(
      'GET',
      `/staff/api/v1/applications?q=${reference}&submitted_from=${today}&submitted_to=${today}`,
      staff,
    );
    expect(dated.json().total).toBe(1);
    const before = await call(
      'GET',
      `/staff/api/v1/applications?q=${reference}&submitted_to=2001-01-01`,
      staff,
    );
    expect(before.json()).toMatchObject({ total: 0, items: [] });
    const otherFlow = await call('GET', `/staff/api/v1/applications?q=${reference}&flow=shortQuiz`, staff);
    expect(otherFlow.json().total).toBe(0);
  });
});
