import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { validInvestmentAnswers, validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import { lenderToday } from '@northgate/site-config';
// The web e2e's well-formed test files, so nothing binary is committed twice.
import { smallPdf } from '@northgate/playwright-config/upload-files';

/** The borrower the local API seeds (README). */
export const DEMO_BORROWER = { email: 'demo@borrower.test', password: 'Demo-Borrower-2025!' } as const;
/** The staff member the local API seeds (README): an admin. */
export const DEMO_STAFF = {
  email: 'staff@northgate.test',
  password: 'Northgate-Staff-2025!',
  name: 'Sam Staff',
  /** The demo authenticator secret (README; apps/api/src/db/seed.ts): codes come from it. */
  totpSecret: 'NORTHGATEDEMOSTAFFSECRETTOTP2345',
} as const;

/** One API call with the bearer token and the CSRF header the API's cookie asks for; fails the test on an error. */
export async function call(
  request: APIRequestContext,
  token: string | null,
  method: 'POST' | 'PUT' | 'GET',
  path: string,
  data?: object,
) {
  // The login answer sets the CSRF cookie; later calls echo it, as the site's client does.
  const { cookies } = await request.storageState();
  const csrf = cookies.find((c) => c.name === 'csrf_token')?.value;
  const response = await request.fetch(path, {
    method,
    data,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
    },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The demo borrower submits a complete application of one flow through the API, as the site does,
 * and gets its reference back.
 */
export async function submitApplication(
  request: APIRequestContext,
  flowId: string,
  answers: Record<string, unknown>,
): Promise<string> {
  const { access_token } = (await call(request, null, 'POST', '/auth/api/v1/auth/login', DEMO_BORROWER)) as {
    access_token: string;
  };
  for (const [stepId, values] of Object.entries(answers)) {
    await call(request, access_token, 'PUT', `/api/v1/drafts/${flowId}/steps/${stepId}`, {
      values,
      complete: true,
    });
  }
  const { application_id } = await call(request, access_token, 'POST', `/api/v1/drafts/${flowId}/submit`, {
    idempotency_key: randomUUID(),
  });
  const { applications } = (await call(request, access_token, 'GET', '/api/v1/applications')) as {
    applications: { application_id: string; reference: string }[];
  };
  const reference = applications.find((a) => a.application_id === application_id)?.reference;
  if (!reference) throw new Error('the submitted application is not in the borrower list');
  return reference;
}

/** The demo borrower submits a complete investment application; its reference. */
export const submitInvestmentApplication = (request: APIRequestContext) =>
  submitApplication(request, 'investmentLoanApplication', validInvestmentAnswers);

/** A well-formed JWT whose exp is long past (the server refuses it too). */
export function expiredJwt(): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'nobody', typ: 'staff', exp: 1_000_000 })}.c2ln`;
}

/**
 * The demo borrower answers the open document request of `reference` with a one-page PDF, as the
 * profile does: upload it, then send it for the request. Returns the file's name.
 */
export async function answerDocumentRequest(request: APIRequestContext, reference: string): Promise<string> {
  const { access_token } = (await call(request, null, 'POST', '/auth/api/v1/auth/login', DEMO_BORROWER)) as {
    access_token: string;
  };
  const { document_requests } = (await call(request, access_token, 'GET', '/api/v1/document_requests')) as {
    document_requests: { id: string; reference: string; state: string }[];
  };
  const open = document_requests.find((r) => r.reference === reference && r.state === 'open');
  if (!open) throw new Error(`no open document request for ${reference}`);
  const { cookies } = await request.storageState();
  const csrf = cookies.find((c) => c.name === 'csrf_token')?.value;
  const fileName = 'bank-statements.pdf';
  const upload = await request.post('/api/v1/documents?purpose=requested', {
    headers: { authorization: `Bearer ${access_token}`, ...(csrf ? { 'X-CSRF-Token': csrf } : {}) },
    multipart: { file: { name: fileName, mimeType: 'application/pdf', buffer: smallPdf('Bank statements') } },
  });
  expect(upload.ok(), `upload: ${upload.status()} ${await upload.text()}`).toBe(true);
  const { id } = (await upload.json()) as { id: string };
  await call(request, access_token, 'POST', `/api/v1/document_requests/${open.id}/documents`, {
    document_ids: [id],
  });
  return fileName;
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

/** The offer `advanceApplication` issues. */
export const DEMO_OFFER = {
  amount: 280000,
  rate_percent: 9.75,
  term_months: 24,
  points: 1,
  fees: 1995,
} as const;

/** A day `days` from today on the lender's calendar, as YYYY-MM-DD (ADR 0048). */
export function lenderDayFromNow(days: number): string {
  const [year, month, day] = lenderToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** What Schedule closing sends in these tests: in person a week from now at a title company's office. */
export const CLOSING = {
  time: '10:30',
  place: 'in_person',
  address: '1200 SW Fifth Avenue, Suite 400, Portland, OR 97204',
  title_company_name: 'Cascade Title Company',
  title_company_email: 'closing@cascadetitle.test',
  title_company_phone: '(503) 555-0142',
} as const;

/**
 * The one way the back office's tests bring the demo borrower's application past the offer
 * (extend it as the loop grows): from wherever it stands, through the API, staff (`staffToken`)
 * review it and issue an offer, the borrower accepts it (its term sheet comes with it), signs the
 * term sheet with the typed-name signature, staff clear it to close (no conditions are open),
 * schedule the closing (`CLOSING`) and record the funding of the offer's amount (ADR 0060), each
 * only as far as `stop`. Answers the loan number once funded.
 */
export async function advanceApplication(
  request: APIRequestContext,
  applicationId: string,
  staffToken: string,
  stop: PipelineStop,
): Promise<{ loanNumber?: string }> {
  const { access_token } = (await call(request, null, 'POST', '/auth/api/v1/auth/login', DEMO_BORROWER)) as {
    access_token: string;
  };
  const base = `/staff/api/v1/applications/${applicationId}`;
  const detail = async () =>
    (await call(request, staffToken, 'GET', base)) as {
      status: string;
      offers: { id: string; state: string; amount: number }[];
    };
  const status = async () => (await detail()).status;
  const past = (at: PipelineStop) => STOPS.indexOf(stop) >= STOPS.indexOf(at);
  if ((await status()) === 'submitted')
    await call(request, staffToken, 'POST', `${base}/status`, { status: 'in_review' });
  if (['in_review', 'documents_requested', 'conditionally_approved'].includes(await status())) {
    const expires = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await call(request, staffToken, 'POST', `${base}/offers`, { ...DEMO_OFFER, expires_on: expires });
  }
  if ((await status()) === 'offer_issued') {
    const { offers } = await detail();
    await call(request, access_token, 'POST', `/api/v1/loan_offers/${offers[0]!.id}/accept`);
  }
  if (past('term_sheet_signed') && (await status()) === 'offer_accepted') {
    await call(request, access_token, 'POST', `/api/v1/applications/${applicationId}/term_sheet/sign`, {
      consent: true,
      signature: { image: validLongFormAnswers.checkboxQs.signature.image, legalName: 'Dana Demo' },
    });
  }
  if (past('clear_to_close') && (await status()) === 'term_sheet_signed') {
    await call(request, staffToken, 'POST', `${base}/clear_to_close`, {});
  }
  if (past('closing') && (await status()) === 'clear_to_close') {
    await call(request, staffToken, 'POST', `${base}/closing`, { ...CLOSING, date: lenderDayFromNow(7) });
  }
  let loanNumber: string | undefined;
  if (past('funded') && (await status()) === 'closing') {
    const accepted = (await detail()).offers.find((offer) => offer.state === 'accepted');
    loanNumber = `NG-${randomUUID().slice(0, 8).toUpperCase()}`;
    await call(request, staffToken, 'POST', `${base}/funding`, {
      amount: accepted?.amount ?? 0,
      loan_number: loanNumber,
      funded_on: lenderToday(),
      first_payment_on: lenderDayFromNow(33),
    });
  }
  expect(await status()).toBe(stop);
  return loanNumber === undefined ? {} : { loanNumber };
}
