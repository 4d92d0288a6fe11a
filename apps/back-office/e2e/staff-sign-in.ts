import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { call, DEMO_STAFF } from './borrower.ts';

const PERIOD_SECONDS = 30;
/** The last time step this run used a code of, per secret: the server takes each step once. */
const lastStep = new Map<string, number>();

/**
 * The code an authenticator app holding `secret` would offer next: the current step's, or the next
 * step's (the server accepts one step either way) when this run already used the current one,
 * waiting for the clock when both were used.
 */
export async function freshTotpCode(secret: string): Promise<string> {
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

/** Email and password on the sign-in page; the second step comes next. */
export async function enterPassword(page: Page, staff: { email: string; password: string }) {
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
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
