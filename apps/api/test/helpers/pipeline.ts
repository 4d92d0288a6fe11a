import { randomBytes, randomUUID } from 'node:crypto';
import { API_PATHS, type StaffRole } from '@northgate/contracts';
import { lenderToday } from '@northgate/site-config';
import { generateSync } from 'otplib';
import { validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { StaffAccounts } from '../../src/modules/staff/staff-accounts.ts';
import { TOTP_PERIOD_SECONDS } from '../../src/modules/staff/totp.ts';
import { draftCalls } from './drafts.ts';
import { createUser, freshIp, login, postJson, longFormFixtureAccount } from './fixtures.ts';
import { rememberSecret } from './log-audit.ts';

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
  /** Their authenticator app once enrolled (staffSignIn enrols one at the first sign-in). */
  totp?: TestTotp;
}

/** What a staff member's authenticator app and notebook hold: the secret, and the recovery codes. */
export interface TestTotp {
  secret: string;
  /** The last time step a code was used for: the server refuses it and every earlier one. */
  lastStep: number;
  recoveryCodes: string[];
}

interface ChallengeAnswer {
  second_factor: 'enrol' | 'verify';
  challenge_token: string;
}

export interface StaffTokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

/** The last seconds of a step, when a code of the step before may reach the server after it expired. */
const STEP_ENDING_SECONDS = 5;

/**
 * A code the server takes: of the earliest step it still accepts (the one before now, now, the one
 * after) that was not used yet. Undefined when all three were: then a recovery code does. The step
 * before now is skipped in the last seconds of this one: it stops working when this step ends, and
 * on a busy machine the request may arrive after that (a CI run saw "That code is not right").
 */
export function nextTotpCode(totp: TestTotp): string | undefined {
  const seconds = Date.now() / 1000;
  const now = Math.floor(seconds / TOTP_PERIOD_SECONDS);
  const endingSoon = (now + 1) * TOTP_PERIOD_SECONDS - seconds < STEP_ENDING_SECONDS;
  const step = Math.max(endingSoon ? now : now - 1, totp.lastStep + 1);
  if (step > now + 1) return undefined;
  totp.lastStep = step;
  const code = generateSync({ secret: totp.secret, epoch: step * TOTP_PERIOD_SECONDS });
  rememberSecret('code', code);
  return code;
}

/** Enrols an authenticator app for a staff member holding an enrol challenge; their tokens. */
export async function enrol(app: FastifyInstance, staff: TestStaff, challenge: string, ip: string) {
  const started = await postJson(app, API_PATHS.staffTotpEnrol, { challenge_token: challenge }, { ip });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json<{ secret: string }>();
  rememberSecret('token', secret);
  const totp: TestTotp = { secret, lastStep: 0, recoveryCodes: [] };
  const code = nextTotpCode(totp);
  const confirmed = await postJson(
    app,
    API_PATHS.staffTotpConfirm,
    { challenge_token: challenge, code },
    { ip },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recovery_codes, ...tokens } = confirmed.json<StaffTokens & { recovery_codes: string[] }>();
  for (const recoveryCode of recovery_codes) rememberSecret('recovery code', recoveryCode);
  staff.totp = { ...totp, recoveryCodes: recovery_codes };
  return tokens;
}

/**
 * Signs a staff member in as the back office does: the password, then a code from their
 * authenticator app (enrolling one at the first sign-in), or a recovery code when this test
 * already used every code the server would take now.
 */
export async function staffSignIn(
  app: FastifyInstance,
  staff: TestStaff,
  ip = freshIp(),
): Promise<StaffTokens> {
  const login = await postJson(
    app,
    API_PATHS.staffLogin,
    { email: staff.email, password: staff.password },
    { ip },
  );
  expect(login.statusCode, login.body).toBe(200);
  const { second_factor, challenge_token } = login.json<ChallengeAnswer>();
  if (second_factor === 'enrol') return enrol(app, staff, challenge_token, ip);
  if (staff.totp === undefined) throw new Error('the staff member has a factor this test does not know');
  const code = nextTotpCode(staff.totp);
  const recoveryCode = code === undefined ? staff.totp.recoveryCodes.shift() : undefined;
  const res = await postJson(
    app,
    API_PATHS.staffSecondFactor,
    code !== undefined
      ? { challenge_token, method: 'totp', code }
      : { challenge_token, method: 'recovery_code', code: recoveryCode },
    { ip },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffTokens>();
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
  const tokens = await staffSignIn(app, staff);
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

/**
 * A borrower's application with a signed term sheet, the way the loop gets there (staff issue an
 * offer, the borrower accepts it and signs the term sheet): where conditions are worked and the
 * application is cleared to close.
 */
export async function applicationAtTermSheetSigned(app: () => FastifyInstance, database: Database) {
  const borrower = await borrowerWithApplication(app, database);
  const officer = await createStaff(database, 'loan_officer');
  const staff = await staffToken(app(), officer);
  await advanceApplication(app(), borrower, staff, 'term_sheet_signed');
  return { ...borrower, officer, staff };
}

/** What the term sheet's Sign sends: consent, the fixture's drawn signature and the long form's signer. */
export const termSheetSignature = (legalName = 'Gabriela Reyes') => ({
  consent: true,
  signature: { image: validLongFormAnswers.checkboxQs.signature.image, legalName },
});

/** Where `advanceApplication` stops: the statuses after an offer, in the order the loop reaches them. */
export type PipelineStop = 'offer_accepted' | 'term_sheet_signed' | 'clear_to_close' | 'closing' | 'funded';
const STOPS: readonly PipelineStop[] = [
  'offer_accepted',
  'term_sheet_signed',
  'clear_to_close',
  'closing',
  'funded',
];

/** A day `days` from today on the lender's calendar, as YYYY-MM-DD. */
export const lenderDayFromNow = (days: number) => {
  const [year, month, day] = lenderToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** What Schedule closing sends: in person next week at a title company's office. */
export const closingBody = (overrides: Record<string, unknown> = {}) => ({
  date: lenderDayFromNow(7),
  time: '10:30',
  place: 'in_person',
  address: '1200 SW Fifth Avenue, Suite 400, Portland, OR 97204',
  title_company_name: 'Cascade Title Company',
  title_company_email: 'closing@cascadetitle.test',
  title_company_phone: '(503) 555-0142',
  ...overrides,
});

/** A loan number no other test uses (the lender's numbers are unique). */
export const freshLoanNumber = () => `NG-${randomBytes(4).toString('hex').toUpperCase()}`;

/** What Record funding sends: the offer's amount, funded today, the first payment due next month. */
export const fundingBody = (amount: number, overrides: Record<string, unknown> = {}) => ({
  amount,
  loan_number: freshLoanNumber(),
  funded_on: lenderToday(),
  first_payment_on: lenderDayFromNow(33),
  ...overrides,
});

/**
 * The one way API tests bring a submitted application past the offer (extend it as the loop grows):
 * from wherever it stands, staff review it and issue `offer`, the borrower accepts (a term sheet
 * comes with it), signs the term sheet, and staff clear it to close (no conditions are open),
 * schedule the closing (`closingBody`) and record the funding of the offer's amount
 * (`fundingBody`), each only as far as `stop`. Answers the accepted offer's id, the signed term
 * sheet and, for `funded`, the loan number.
 */
export async function advanceApplication(
  app: FastifyInstance,
  borrower: { applicationId: string; token: string },
  staff: string,
  stop: PipelineStop,
  offer: Record<string, unknown> = offerBody(),
) {
  const call = caller(() => app);
  const base = `/staff/api/v1/applications/${borrower.applicationId}`;
  const detail = async () =>
    (await call('GET', base, staff)).json<{
      status: string;
      offers: { id: string; state: string; amount: number }[];
    }>();
  const status = async () => (await detail()).status;
  const past = (at: PipelineStop) => STOPS.indexOf(stop) >= STOPS.indexOf(at);
  let offerId: string | undefined;
  let termSheet: Record<string, unknown> | undefined;
  let loanNumber: string | undefined;
  if ((await status()) === 'submitted') {
    const reviewed = await call('POST', `${base}/status`, staff, { status: 'in_review' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
  }
  if (['in_review', 'documents_requested', 'conditionally_approved'].includes(await status())) {
    const issued = await call('POST', `${base}/offers`, staff, offer);
    expect(issued.statusCode, issued.body).toBe(201);
    offerId = issued.json<{ id: string }>().id;
  }
  if ((await status()) === 'offer_issued') {
    offerId ??= (await detail()).offers[0]?.id;
    const accepted = await call('POST', `/api/v1/loan_offers/${offerId}/accept`, borrower.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  offerId ??= (await detail()).offers.find((o) => o.state === 'accepted')?.id;
  if (past('term_sheet_signed') && (await status()) === 'offer_accepted') {
    const signed = await call(
      'POST',
      `/api/v1/applications/${borrower.applicationId}/term_sheet/sign`,
      borrower.token,
      termSheetSignature(),
    );
    expect(signed.statusCode, signed.body).toBe(200);
    termSheet = signed.json<Record<string, unknown>>();
  }
  if (past('clear_to_close') && (await status()) === 'term_sheet_signed') {
    const cleared = await call('POST', `${base}/clear_to_close`, staff, {});
    expect(cleared.statusCode, cleared.body).toBe(200);
  }
  if (past('closing') && (await status()) === 'clear_to_close') {
    const scheduled = await call('POST', `${base}/closing`, staff, closingBody());
    expect(scheduled.statusCode, scheduled.body).toBe(200);
  }
  if (past('funded') && (await status()) === 'closing') {
    const accepted = (await detail()).offers.find((o) => o.state === 'accepted');
    const body = fundingBody(accepted?.amount ?? 0);
    const funded = await call('POST', `${base}/funding`, staff, body);
    expect(funded.statusCode, funded.body).toBe(200);
    loanNumber = body.loan_number;
  }
  expect(await status()).toBe(stop);
  return { offerId, termSheet, loanNumber };
}
