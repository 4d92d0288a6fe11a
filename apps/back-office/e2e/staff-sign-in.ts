import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { call, DEMO_STAFF } from './borrower.ts';

const PERIOD_SECONDS = 30;
/** The last time step this run used a code of, per secret: the server takes each step once. */
const lastStep = new Map<string, number>();

/**
 * The code an authenticator app holding `secret` would offer next. Local mode takes the demo staff
 * member's codes again within their window (their secret is published, see `publishedSecret` in
 * apps/api/src/modules/staff/staff-second-factors.ts), so any worker may use the current one. Any other
 * secret's codes work once: the current step's, or the next step's (the server accepts one step
 * either way) when this run already used the current one, waiting for the clock when both were used.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  if (secret === DEMO_STAFF.totpSecret) return generateSync({ secret });
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
    const step = Math.max(now, (lastStep.get(secret) ?? 0) + 1);
    if (step <= now + 1) {
      lastStep.set(secret, step);
      return generateSync({ secret, epoch: step * PERIOD_SECONDS });
    }
    await new Promise((resolve) =>
      setTimeout(resolve, (step - 1) * PERIOD_SECONDS * 1000 - Date.now() + 250),
    );
  }
}

/** How long a "Too many attempts" message asks to wait, in seconds. */
function waitAsked(message: string): number {
  const [, amount, unit] = /wait (\d+) (second|minute)/.exec(message) ?? [];
  return amount === undefined ? 60 : Number(amount) * (unit === 'minute' ? 60 : 1);
}

/**
 * Presses `submit` until `next` shows, waiting as a "Too many attempts" message says in between, as
 * a person would. The specs all sign in from one address: the password step allows ten tries a
 * minute per address, a right one included (ADR 0012), and the code step ten wrong codes.
 */
export async function submitPastTheQuota(page: Page, submit: () => Promise<void>, next: Locator) {
  const tooMany = page.getByRole('alert').filter({ hasText: /Too many attempts/ });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await submit();
    await expect(next.or(tooMany)).toBeVisible();
    if (await next.isVisible()) return;
    await page.waitForTimeout((waitAsked((await tooMany.textContent()) ?? '') + 1) * 1000);
  }
  throw new Error('the sign-in was still refused as too many attempts after three waits');
}

/** Email and password on the sign-in page, until the second step (each step has a heading of its own). */
export async function enterPassword(page: Page, staff: { email: string; password: string }) {
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await submitPastTheQuota(
    page,
    () => page.getByRole('button', { name: 'Sign in' }).click(),
    page.getByRole('main').getByRole('heading', { level: 2 }),
  );
}

/** The second step with a fresh code from the authenticator app. */
export async function enterTotpCode(page: Page, secret: string) {
  await expect(
    page.getByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' }),
  ).toBeFocused();
  await page.getByRole('textbox', { name: /Authentication code/ }).fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo staff member signs in on the page already open at the sign-in form. */
export async function demoStaffSignsIn(page: Page) {
  await enterPassword(page, DEMO_STAFF);
  await enterTotpCode(page, DEMO_STAFF.totpSecret);
}

/** The demo staff member's tokens through the API, both steps, as the back office gets them. */
export async function demoStaffTokens(request: APIRequestContext) {
  const challenge = (await call(request, null, 'POST', '/staff/api/v1/auth/login', {
    email: DEMO_STAFF.email,
    password: DEMO_STAFF.password,
  })) as { challenge_token: string };
  return (await call(request, null, 'POST', '/staff/api/v1/auth/second_factor', {
    challenge_token: challenge.challenge_token,
    method: 'totp',
    code: await freshTotpCode(DEMO_STAFF.totpSecret),
  })) as { access_token: string; refresh_token: string };
}
