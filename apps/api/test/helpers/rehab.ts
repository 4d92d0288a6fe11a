import { randomUUID } from 'node:crypto';
import { validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { draftCalls } from './drafts.ts';
import { createUser, login, longFormFixtureAccount } from './fixtures.ts';
import { advanceApplication, offerBody } from './pipeline.ts';

/** A four-line scope of work (ADR 0061): $70,500.50 in all. */
export const fourLineBudget = () => ({
  lines: [
    { category: 'roof', description: 'Tear off and replace the roof', amount_cents: 2_000_000 },
    { category: 'kitchen', description: 'New cabinets, counters and appliances', amount_cents: 3_000_000 },
    { category: 'plumbing', description: 'Re-pipe the house in PEX', amount_cents: 1_250_050 },
    { category: 'flooring', description: 'Oak floors downstairs', amount_cents: 800_000 },
  ],
});

/** A borrower who submitted the long form for a 30-year rental loan (not short-term). */
export async function borrowerWithRentalApplication(app: () => FastifyInstance, database: Database) {
  const user = await createUser(database, longFormFixtureAccount());
  const token = (await login(app(), user)).access_token;
  const { putStep, submit } = draftCalls(app);
  const { rehabBudget, afterRepairValue, exitStrategy, ...loan } = validLongFormAnswers.typeOfLoan;
  void rehabBudget;
  void afterRepairValue;
  void exitStrategy;
  const answers = {
    ...validLongFormAnswers,
    typeOfLoan: { ...loan, loanProgram: 'rentalDscr', termMonths: '360' },
  };
  for (const [stepId, values] of Object.entries(answers)) {
    const res = await putStep(token, 'longForm', stepId, { values, complete: true });
    expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
  }
  const res = await submit(token, 'longForm', randomUUID());
  expect(res.statusCode, res.body).toBe(201);
  return { user, token, applicationId: res.json<{ application_id: string }>().application_id };
}

/** A funded loan for the draw tests, through the pipeline's own helper with `offer` (its holdback). */
export async function advanceToFunded(
  app: FastifyInstance,
  borrower: { applicationId: string; token: string },
  staff: string,
  offer: Record<string, unknown> = offerBody(),
) {
  await advanceApplication(app, borrower, staff, 'funded', offer);
}
