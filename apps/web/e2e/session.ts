import { BORROWER_SESSION_KEY } from '@northgate/site-config';
import { test, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = {
  email: 'demo@borrower.test',
  password: 'Demo-Borrower-2025!',
  name: 'Dana Demo',
  /** Verified, as seeded: what the pages show, and where the outbox sends texts. */
  phone: '(212) 555-0199',
  phoneE164: '+12125550199',
} as const;
export const SESSION_KEY = BORROWER_SESSION_KEY;

/** The back office's demo staff member, seeded in local mode (README; an admin). */
export const DEMO_STAFF = { email: 'staff@northgate.test', password: 'Northgate-Staff-2025!' } as const;
/** The demo staff member's authenticator secret (README; apps/api/src/db/seed.ts), for their codes. */
export const DEMO_STAFF_TOTP_SECRET = 'NORTHGATEDEMOSTAFFSECRETTOTP2345';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
}

/**
 * Signs in through the API directly (no cookies, so no CSRF header is needed). The API allows
 * 10 sign-ins a minute per address (docs/decisions/0012-rate-limits.md): tests that only need the
 * demo borrower signed in share one session per worker (`demoTokens` in fixtures.ts), and a 429
 * that still comes is waited out as its Retry-After says, as a careful client would.
 */
export async function loginViaApi(
  request: APIRequestContext,
  email: string = DEMO.email,
  password: string = DEMO.password,
): Promise<Tokens> {
  for (let attempt = 1; ; attempt++) {
    const response = await apiPost(request, '/auth/api/v1/auth/login', { email, password });
    if (response.ok()) return (await response.json()) as Tokens;
    const retryAfter = Number(response.headers()['retry-after']);
    if (response.status() !== 429 || attempt === 3 || !(retryAfter > 0 && retryAfter <= 60)) {
      throw new Error(`login failed: ${response.status()} ${await response.text()}`);
    }
    // Inside a test its timeout grows by the wait; a worker's shared sign-in has none to grow.
    const info = currentTestInfo();
    info?.setTimeout(info.timeout + (retryAfter + 1) * 1000);
    await new Promise((resolve) => setTimeout(resolve, (retryAfter + 1) * 1000));
  }
}

function currentTestInfo() {
  try {
    return test.info();
  } catch {
    return undefined;
  }
}

/** Puts a session into the page's storage before the app starts, as a returning borrower has it. */
export async function seedSession(
  page: Page,
  session: Partial<Tokens> & { access_token: string },
): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [SESSION_KEY, JSON.stringify({ refresh_token: null, token_type: 'lk', ...session })] as const,
  );
}

/** A syntactically valid JWT whose exp is in the past (the server would reject it too). */
export function expiredJwt(): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'nobody', typ: 'lk', exp: 1_000_000 })}.c2ln`;
}

/** The newest message the dev outbox captured for a recipient. */
export async function latestOutboxMessage(
  request: APIRequestContext,
  recipient: string,
): Promise<{ subject: string | null; body: string }> {
  const response = await request.get('/dev/api/outbox');
  const { messages } = (await response.json()) as {
    messages: { recipient: string; subject: string | null; body: string }[];
  };
  const found = messages.find((m) => m.recipient === recipient);
  if (!found) throw new Error(`no message for ${recipient}`);
  return found;
}

/** The 6-digit code in the newest text message to `e164` (the dev outbox, local mode). */
export async function latestSmsCode(request: APIRequestContext, e164: string): Promise<string> {
  const { body } = await latestOutboxMessage(request, e164);
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (code === undefined) throw new Error(`no code in the newest text to ${e164}`);
  return code;
}

/**
 * POST as the browser would: once the API has set its csrf_token cookie on this request
 * context, a non-GET call must echo it in the X-CSRF-Token header (double-submit).
 */
export async function apiPost(request: APIRequestContext, path: string, data: object) {
  return request.post(path, { data, headers: await csrfHeader(request) });
}

/** POST as the browser would, as the holder of `token` (see `apiPost`). */
export async function apiPostAs(request: APIRequestContext, path: string, data: object, token: string) {
  return request.post(path, {
    data,
    headers: { ...(await csrfHeader(request)), authorization: `Bearer ${token}` },
  });
}

/**
 * A new borrower account of its own, made as the short quiz makes one (a guest session, the
 * emailed code from the dev outbox, create_account), so a test may change its details freely.
 */
export async function createAccountViaApi(
  request: APIRequestContext,
  { emailLength }: { emailLength?: number } = {},
): Promise<{ email: string; password: string; firstName: string; lastName: string; tokens: Tokens }> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `e2e-${tag}@example.test`;
  const account = {
    // Padded in its local part to `emailLength` characters when a test needs a long address.
    email:
      emailLength === undefined ? email : email.replace('@', `${'x'.repeat(emailLength - email.length)}@`),
    password: `Sturdy-Harbor-${tag}-2025`,
    firstName: 'Morgan',
    lastName: 'Reyes',
  };
  const guest = (await (await apiPost(request, '/auth/api/v1/auth/fake_auth', {})).json()) as Tokens;
  const sent = await apiPostAs(
    request,
    '/api/v1/short/send_email_verify',
    { email: account.email },
    guest.access_token,
  );
  if (!sent.ok()) throw new Error(`send_email_verify: ${sent.status()} ${await sent.text()}`);
  const { body } = await latestOutboxMessage(request, account.email);
  const code = /\b(\d{6})\b/.exec(body)?.[1] ?? '';
  const confirmed = await apiPostAs(
    request,
    '/personal_account/v1/personal_account/confirm_email',
    { email: account.email, code },
    guest.access_token,
  );
  if (!confirmed.ok()) throw new Error(`confirm_email: ${confirmed.status()} ${await confirmed.text()}`);
  const created = await apiPostAs(
    request,
    '/api/v1/short/create_account',
    {
      email: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: account.lastName,
    },
    guest.access_token,
  );
  if (!created.ok()) throw new Error(`create_account: ${created.status()} ${await created.text()}`);
  return { ...account, tokens: (await created.json()) as Tokens };
}

/** PUT as the browser would, with an optional bearer token (see `apiPost`). */
export async function apiPut(request: APIRequestContext, path: string, data: object, authorization?: string) {
  const headers = { ...(await csrfHeader(request)), ...(authorization ? { authorization } : {}) };
  return request.put(path, { data, headers });
}

async function csrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const csrf = cookies.find((c) => c.name === 'csrf_token')?.value;
  return csrf ? { 'X-CSRF-Token': csrf } : {};
}
