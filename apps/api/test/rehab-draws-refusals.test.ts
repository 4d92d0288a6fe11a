/** The rehab calls refused: holdback over-draws, an offer holding back another amount, wrong callers. */
import type { Rehab } from '@northgate/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOffers } from '../src/db/pipeline-schema.ts';
import { borrowerWithApplication, caller, createStaff, offerBody, staffToken } from './helpers/pipeline.ts';
import { advanceToFunded, borrowerWithRentalApplication, fourLineBudget } from './helpers/rehab.ts';
import { useTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

describe.each(databaseVariants())('rehab budget and draws refused, on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);

  /** A short-term application with the four-line budget approved (kitchen cut to $25,000): $65,500.50. */
  async function approvedBudget() {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const officer = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const rehabUrl = `/api/v1/applications/${borrower.applicationId}/rehab`;
    const saved = await call('PUT', `${rehabUrl}/budget`, borrower.token, fourLineBudget());
    expect(saved.statusCode, saved.body).toBe(200);
    const lines = saved.json<Rehab>().budget.lines;
    const approved = await call(
      'POST',
      `/staff/api/v1/applications/${borrower.applicationId}/rehab/budget/approve`,
      officer,
      {
        lines: lines.map((line) => ({
          line_id: line.id,
          approved_cents: line.category === 'kitchen' ? 2_500_000 : line.requested_cents,
        })),
        note: 'Kitchen budget set to the contractor’s bid.',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const id = (category: string) => lines.find((line) => line.category === category)?.id as string;
    return { ...borrower, officer, rehabUrl, id };
  }

  it('refuses a draw above what remains of the holdback, with the figures', async () => {
    const borrower = await approvedBudget();
    await advanceToFunded(t.app, borrower, borrower.officer, { ...offerBody(), holdback: 65_500.5 });
    // An offer accepted before its budget was approved may hold back less than the budget.
    await t.database.db
      .update(loanOffers)
      .set({ holdback: 20_000 })
      .where(and(eq(loanOffers.applicationId, borrower.applicationId), eq(loanOffers.state, 'accepted')));
    const over = await call('POST', `${borrower.rehabUrl}/draws`, borrower.token, {
      lines: [
        { line_id: borrower.id('roof'), amount_cents: 1_500_000 },
        { line_id: borrower.id('flooring'), amount_cents: 600_000 },
      ],
      access_notes: 'Side gate is open.',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: 'Draw 1 asks $21,000.00 in all, but only $20,000.00 of the $20,000.00 holdback remains.',
    });

    // The approval is held to the same figures: a draw asked within the holdback, which then shrank.
    const asked = await call('POST', `${borrower.rehabUrl}/draws`, borrower.token, {
      lines: [{ line_id: borrower.id('roof'), amount_cents: 1_500_000 }],
      access_notes: 'Side gate is open.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const drawId = asked.json<Rehab>().draws[0]?.id as string;
    await t.database.db
      .update(loanOffers)
      .set({ holdback: 12_000 })
      .where(and(eq(loanOffers.applicationId, borrower.applicationId), eq(loanOffers.state, 'accepted')));
    await call('POST', `/staff/api/v1/draws/${drawId}/inspection`, borrower.officer, {
      lines: [{ line_id: borrower.id('roof'), percent_complete: 70 }],
      note: 'Roof decking and underlayment done.',
    });
    const approval = await call('POST', `/staff/api/v1/draws/${drawId}/approve`, borrower.officer, {
      lines: [{ line_id: borrower.id('roof'), amount_cents: 1_500_000 }],
    });
    expect(approval.statusCode).toBe(409);
    expect(approval.json()).toEqual({
      error: 'Draw 1 approves $15,000.00 in all, but only $12,000.00 of the $12,000.00 holdback remains.',
    });
    const reduced = await call('POST', `/staff/api/v1/draws/${drawId}/approve`, borrower.officer, {
      lines: [{ line_id: borrower.id('roof'), amount_cents: 1_200_000 }],
    });
    expect(reduced.statusCode, reduced.body).toBe(200);
    expect(reduced.json<Rehab>().remaining_holdback_cents).toBe(0);
  });

  it('refuses a budget where an offer holds back another amount', async () => {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const officer = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const staffApp = `/staff/api/v1/applications/${borrower.applicationId}`;
    const saved = await call(
      'PUT',
      `/api/v1/applications/${borrower.applicationId}/rehab/budget`,
      borrower.token,
      fourLineBudget(),
    );
    await call('POST', `${staffApp}/status`, officer, { status: 'in_review' });
    expect(
      (await call('POST', `${staffApp}/offers`, officer, { ...offerBody(), holdback: 50_000 })).statusCode,
    ).toBe(201);
    const refused = await call('POST', `${staffApp}/rehab/budget/approve`, officer, {
      lines: saved
        .json<Rehab>()
        .budget.lines.map((line) => ({ line_id: line.id, approved_cents: line.requested_cents })),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'The holdback must equal the approved rehab budget: the open offer holds back $50,000.00, but the approved budget would total $70,500.50. Withdraw the offer and issue one holding back the approved budget.',
    );
  });

  it('refuses a budget and draws on a loan that is not short-term, on another borrower’s application, and for wrong tokens', async () => {
    const rental = await borrowerWithRentalApplication(() => t.app, t.database);
    const rentalUrl = `/api/v1/applications/${rental.applicationId}/rehab`;
    expect((await call('GET', rentalUrl, rental.token)).json<Rehab>()).toMatchObject({ eligible: false });
    const notShortTerm = await call('PUT', `${rentalUrl}/budget`, rental.token, fourLineBudget());
    expect(notShortTerm.statusCode).toBe(409);
    expect(notShortTerm.json().error).toBe(
      'Rehab budgets and draws are for fix-and-flip, bridge and ground-up construction loans; this application is for another loan program',
    );

    const owner = await approvedBudget();
    // Another borrower: 404 on every call, whatever the body.
    for (const [method, url, body] of [
      ['GET', owner.rehabUrl, undefined],
      ['PUT', `${owner.rehabUrl}/budget`, fourLineBudget()],
      ['POST', `${owner.rehabUrl}/draws`, {}],
    ] as const) {
      expect((await call(method, url, rental.token, body)).statusCode, url).toBe(404);
    }
    // A borrower's token on the staff calls: 403; no token: 401; unknown ids: 404.
    const unknown = '00000000-0000-4000-8000-000000000000';
    const staffCalls = [
      ['GET', `/staff/api/v1/applications/${owner.applicationId}/rehab`, undefined],
      ['POST', `/staff/api/v1/applications/${owner.applicationId}/rehab/budget/approve`, { lines: [] }],
      ['POST', `/staff/api/v1/draws/${unknown}/inspection`, { lines: [], note: 'x' }],
      ['POST', `/staff/api/v1/draws/${unknown}/approve`, { lines: [] }],
      ['POST', `/staff/api/v1/draws/${unknown}/pay`, {}],
      ['POST', `/staff/api/v1/draws/${unknown}/decline`, { reason: 'x' }],
    ] as const;
    for (const [method, url, body] of staffCalls) {
      expect((await call(method, url, owner.token, body)).statusCode, url).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
    }
    expect((await call('GET', `/staff/api/v1/applications/${unknown}/rehab`, owner.officer)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/staff/api/v1/draws/${unknown}/pay`, owner.officer, {})).statusCode).toBe(
      404,
    );
    // Draws need a funded loan, and an approved budget.
    const unapproved = await borrowerWithApplication(() => t.app, t.database);
    await call(
      'PUT',
      `/api/v1/applications/${unapproved.applicationId}/rehab/budget`,
      unapproved.token,
      fourLineBudget(),
    );
    await advanceToFunded(t.app, unapproved, owner.officer);
    const noBudget = await call(
      'POST',
      `/api/v1/applications/${unapproved.applicationId}/rehab/draws`,
      unapproved.token,
      {
        lines: [{ line_id: owner.id('roof'), amount_cents: 100 }],
        access_notes: 'Front door.',
      },
    );
    expect(noBudget.statusCode).toBe(409);
    expect(noBudget.json().error).toBe(
      'Draws can be requested once your loan officer has approved the rehab budget',
    );
    // Funded: the budget can no longer change.
    const closed = await call(
      'PUT',
      `/api/v1/applications/${unapproved.applicationId}/rehab/budget`,
      unapproved.token,
      fourLineBudget(),
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('This application is funded; its rehab budget can no longer change');
  });
});
