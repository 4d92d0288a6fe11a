import { randomBytes, randomUUID } from 'node:crypto';
import type { StaffRole } from '@northgate/contracts';
import { validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { StaffAccounts } from '../../src/modules/staff/staff-accounts.ts';
import { draftCalls } from './drafts.ts';
import { createUser, freshIp, login, postJson, longFormFixtureAccount } from './fixtures.ts';
import { rememberSecret } from './log-audit.ts';

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
}

/** A staff member of `role`, created as `pnpm staff:create` does. */
export async function createStaff(database: Database, role: StaffRole): Promise<TestStaff> {
  const email = `staff-${randomBytes(5).toString('hex')}@northgate.test`;
  const password = `Staff-Passphrase-${randomBytes(6).toString('hex')}`;
  rememberSecret('password', password);
  const created = await new StaffAccounts(database.db).create({
    email,
    password,
    firstName: 'Morgan',
    lastName: role === 'admin' ? 'Admin' : role === 'processor' ? 'Processor' : 'Officer',
    role,
  });
  if (created === undefined) throw new Error('staff member not created');
  return { id: created.id, email, password, role };
}

export async function staffToken(app: FastifyInstance, staff: TestStaff): Promise<string> {
  const res = await postJson(app, '/staff/api/v1/auth/login', {
    email: staff.email,
    password: staff.password,
  });
  expect(res.statusCode, res.body).toBe(200);
  const tokens = res.json<{ access_token: string; token_type: string }>();
  expect(tokens.token_type).toBe('staff');
  return tokens.access_token;
}

/** Calls with a bearer token (and a JSON body when one is given). */
export function caller(app: () => FastifyInstance) {
  return (method: string, url: string, token: string | undefined, body?: unknown) =>
    app().inject({
      method: method as 'GET',
      url,
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      remoteAddress: freshIp(),
    });
}

/** A signed-in borrower who submitted the long form (the fixture's answers); its id and their token. */
export async function borrowerWithApplication(app: () => FastifyInstance, database: Database) {
  const user = await createUser(database, longFormFixtureAccount());
  const token = (await login(app(), user)).access_token;
  const { putStep, submit } = draftCalls(app);
  for (const [stepId, values] of Object.entries(validLongFormAnswers)) {
    const res = await putStep(token, 'longForm', stepId, { values, complete: true });
    expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
  }
  const res = await submit(token, 'longForm', randomUUID());
  expect(res.statusCode, res.body).toBe(201);
  const { application_id, reference } = res.json<{ application_id: string; reference: string }>();
  return { user, token, applicationId: application_id, reference };
}

/** A due date a week from now (YYYY-MM-DD) and an expiry a week from now (ISO). */
export const inAWeek = () => {
  const date = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  return { date: date.toISOString().slice(0, 10), timestamp: date.toISOString() };
};

export const offerBody = () => ({
  amount: 450000,
  rate_percent: 10.5,
  term_months: 360,
  points: 2,
  fees: 1500,
  expires_on: inAWeek().date,
});
