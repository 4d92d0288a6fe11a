import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { validInvestmentAnswers, validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import { lenderToday } from '@northgate/site-config';
import { generateSync } from 'otplib';
import { expect } from './fixtures.ts';
import { apiPost, createAccountViaApi, DEMO_STAFF, DEMO_STAFF_TOTP_SECRET, type Tokens } from './session.ts';

/**
 * The loan pipeline through the API for the borrower site's end-to-end tests: a fresh borrower's
 * submitted application, the demo staff member's token, and `advanceApplication`, the one way a
 * test brings an application past the offer (docs/decisions/0017-loan-pipeline.md, 0059).
 */

type Method = 'GET' | 'PUT' | 'POST';

/** A JSON call as the holder of `token`, with the CSRF header once the API has set its cookie. */
export async function call(
  request: APIRequestContext,
  token: string,
  method: Method,
  path: string,
  data?: object,
) {
  const { cookies } = await request.storageState();
  const csrf = cookies.find((c) => c.name === 'csrf_token')?.value;
  const response = await request.fetch(path, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { authorization: `Bearer ${token}`, ...(csrf ? { 'X-CSRF-Token': csrf } : {}) },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** This worker's staff token: each sign-in takes a code the server accepts once (ADR 0052). */
let signedInStaff: string | undefined;

/**
 * The demo staff member signs in: the password, then the code an authenticator app holding the
 * demo secret shows (the next step's when this one's was used, as a worker restarted may find).
 */
async function staffToken(request: APIRequestContext): Promise<string> {
  if (signedInStaff !== undefined) return signedInStaff;
  const login = await apiPost(request, '/staff/api/v1/auth/login', DEMO_STAFF);
  expect(login.ok(), `staff login: ${login.status()} ${await login.text()}`).toBe(true);
  const { challenge_token } = (await login.json()) as { challenge_token: string };
  const now = Math.floor(Date.now() / 1000);
  let response = await apiPost(request, '/staff/api/v1/auth/second_factor', {
    challenge_token,
    method: 'totp',
    code: generateSync({ secret: DEMO_STAFF_TOTP_SECRET, epoch: now }),
  });
  if (response.status() === 401) {
    response = await apiPost(request, '/staff/api/v1/auth/second_factor', {
      challenge_token,
      method: 'totp',
      code: generateSync({ secret: DEMO_STAFF_TOTP_SECRET, epoch: now + 30 }),
    });
  }
  expect(response.ok(), `staff second factor: ${response.status()} ${await response.text()}`).toBe(true);
  signedInStaff = ((await response.json()) as { access_token: string }).access_token;
  return signedInStaff;
}

export interface Submitted {
  tokens: Tokens;
  applicationId: string;
  reference: string;
  staff: string;
}

/** A new borrower with a submitted investment loan application, and a staff token to work it. */
export async function submittedApplication(request: APIRequestContext): Promise<Submitted> {
  const { tokens } = await createAccountViaApi(request);
  for (const [stepId, values] of Object.entries(validInvestmentAnswers)) {
    await call(
      request,
      tokens.access_token,
      'PUT',
      `/api/v1/drafts/investmentLoanApplication/steps/${stepId}`,
      {
        values,
        complete: true,
      },
    );
  }
  const { application_id } = await call(
    request,
    tokens.access_token,
    'POST',
    '/api/v1/drafts/investmentLoanApplication/submit',
    { idempotency_key: randomUUID() },
  );
  const applicationId = String(application_id);
  const application = await call(
    request,
    tokens.access_token,
    'GET',
    `/api/v1/applications/${applicationId}`,
  );
  return {
    tokens,
    applicationId,
    reference: String(application.reference),
    staff: await staffToken(request),
  };
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

export function issueOffer(request: APIRequestContext, app: Submitted) {
  return call(request, app.staff, 'POST', `/staff/api/v1/applications/${app.applicationId}/offers`, {
    amount: 350000,
    rate_percent: 10.5,
    term_months: 360,
    points: 1.5,
    fees: 2495,
    expires_on: inDays(14).toISOString().slice(0, 10),
  });
}

/** Where `advanceApplication` stops: the statuses after an offer, in the order the loop reaches them. */
export type PipelineStop = 'offer_accepted' | 'term_sheet_signed' | 'clear_to_close' | 'closing' | 'funded';
const STOPS: readonly PipelineStop[] = [
  'offer_accepted',
  'term_sheet_signed',
  'clear_to_close',
  'closing',
  'funded',
];

/** The investment fixture's signer, who signs the term sheet too; a 1×1 PNG stands for the drawing. */
export const TERM_SHEET_SIGNATURE = {
  consent: true,
  signature: { image: validLongFormAnswers.checkboxQs.signature.image, legalName: 'Maya Okafor' },
};

/** A day `days` from today on the lender's calendar, as YYYY-MM-DD (ADR 0048). */
export function lenderDayFromNow(days: number): string {
  const [year, month, day] = lenderToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** What staff's Schedule closing sends: in person a week from now at a title company's office. */
export const CLOSING = {
  time: '10:30',
  place: 'in_person',
  address: '1200 SW Fifth Avenue, Suite 400, Portland, OR 97204',
  title_company_name: 'Cascade Title Company',
  title_company_email: 'closing@cascadetitle.test',
  title_company_phone: '(503) 555-0142',
} as const;

/**
 * From wherever the application stands, through the API: staff review it and issue an offer, the
 * borrower accepts it (its term sheet comes with it), signs the term sheet, staff clear it to
 * close (no conditions are open), schedule the closing and record the funding of the offer's
 * amount (ADR 0060), each only as far as `stop`. Answers the loan number once funded.
 */
export async function advanceApplication(
  request: APIRequestContext,
  app: Submitted,
  stop: PipelineStop,
): Promise<{ loanNumber?: string }> {
  const base = `/staff/api/v1/applications/${app.applicationId}`;
  const detail = async () =>
    (await call(request, app.staff, 'GET', base)) as {
      status: string;
      offers: { id: string; state: string; amount: number }[];
    };
  const status = async () => (await detail()).status;
  const past = (at: PipelineStop) => STOPS.indexOf(stop) >= STOPS.indexOf(at);
  if ((await status()) === 'submitted')
    await call(request, app.staff, 'POST', `${base}/status`, { status: 'in_review' });
  if (['in_review', 'documents_requested', 'conditionally_approved'].includes(await status())) {
    await issueOffer(request, app);
  }
  if ((await status()) === 'offer_issued') {
    const { offers } = await detail();
    await call(request, app.tokens.access_token, 'POST', `/api/v1/loan_offers/${offers[0]!.id}/accept`);
  }
  if (past('term_sheet_signed') && (await status()) === 'offer_accepted') {
    await call(
      request,
      app.tokens.access_token,
      'POST',
      `/api/v1/applications/${app.applicationId}/term_sheet/sign`,
      TERM_SHEET_SIGNATURE,
    );
  }
  if (past('clear_to_close') && (await status()) === 'term_sheet_signed') {
    await call(request, app.staff, 'POST', `${base}/clear_to_close`, {});
  }
  if (past('closing') && (await status()) === 'clear_to_close') {
    await call(request, app.staff, 'POST', `${base}/closing`, { ...CLOSING, date: lenderDayFromNow(7) });
  }
  let loanNumber: string | undefined;
  if (past('funded') && (await status()) === 'closing') {
    const accepted = (await detail()).offers.find((offer) => offer.state === 'accepted');
    loanNumber = `NG-${randomUUID().slice(0, 8).toUpperCase()}`;
    await call(request, app.staff, 'POST', `${base}/funding`, {
      amount: accepted?.amount ?? 0,
      loan_number: loanNumber,
      funded_on: lenderToday(),
      first_payment_on: lenderDayFromNow(33),
    });
  }
  expect(await status()).toBe(stop);
  return loanNumber === undefined ? {} : { loanNumber };
}
