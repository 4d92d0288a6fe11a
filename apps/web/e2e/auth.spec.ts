import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import {
  apiPost,
  createAccountViaApi,
  DEMO,
  expiredJwt,
  latestOutboxMessage,
  loginViaApi,
  seedSession,
  SESSION_KEY,
} from './session.ts';

test.describe('sign-in and sessions', () => {
  test('log in, see the Account menu, survive a reload, log out', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login/');
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();

    await page.reload();
    await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
    await nav.getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('main').getByText(DEMO.name, { exact: true })).toBeVisible();
    await expect(page.getByText('(212) 555-0199')).toBeVisible();

    // A signed-in visitor who opens /login/ goes home.
    await page.goto('/login/');
    await expect(page).toHaveURL(/\/$/);

    await nav.getByRole('button', { name: 'Log Out' }).click();
    await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Account' })).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('the mobile menu shows the borrower card with an Edit button', async ({ page, demoTokens }) => {
    await seedSession(page, demoTokens);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    await expect(panel.getByText(DEMO.name)).toBeVisible();
    await expect(panel.getByText(DEMO.email)).toBeVisible();
    await expect(panel.getByText('(212) 555-0199')).toBeVisible();
    await panel.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  test('a wrong password shows one message as a closable toast and under the form; navigation clears it', async ({
    page,
  }) => {
    await page.goto('/login/');
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();

    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts.getByText('Incorrect email or password')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'Incorrect email or password' }),
    ).toBeVisible();
    // The typed email is kept.
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.email);

    await toasts.getByRole('button', { name: 'Close' }).first().click();
    await expect(toasts.getByText('Incorrect email or password')).toHaveCount(0);

    // Same message for an unknown email, and it disappears on navigation.
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('nobody-here@borrower.test');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(toasts.getByText('Incorrect email or password')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
    await expect(toasts.getByText('Incorrect email or password')).toHaveCount(0);
  });

  test('a login-required route sends an anonymous visitor to /login and back after signing in', async ({
    page,
  }) => {
    await page.goto('/profile/loanOffers');
    await expect(page).toHaveURL(/\/login\/\?redirect=/);
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/profile\/loanOffers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Loan offers' })).toBeVisible();
  });

  test('the guard refreshes an expired session and continues', async ({ page, request }) => {
    const tokens = await loginViaApi(request);
    await seedSession(page, { ...tokens, access_token: expiredJwt() });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('main').getByText(DEMO.name, { exact: true })).toBeVisible();
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY))!) as {
      refresh_token: string;
    };
    expect(stored.refresh_token).not.toBe(tokens.refresh_token);
  });

  test('the guard sends the visitor to /login when the refresh fails', async ({ page }) => {
    await seedSession(page, { access_token: expiredJwt(), refresh_token: 'revoked-or-made-up' });
    await page.goto('/longForm/');
    await expect(page).toHaveURL(/\/login\/\?redirect=/);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('a stale access token is refreshed once and the request retried', async ({ page, request }) => {
    const tokens = await loginViaApi(request);
    // Not a JWT the browser can read, so the page calls user_info with it and gets a 401.
    await seedSession(page, { ...tokens, access_token: 'stale-token' });
    const refreshes: string[] = [];
    const userInfoStatuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/auth/api/v1/auth/refresh')) refreshes.push(String(r.status()));
      if (r.url().endsWith('/personal_account/v1/personal_account/user_info'))
        userInfoStatuses.push(r.status());
    });
    await page.goto('/profile');
    await expect(page.getByRole('main').getByText(DEMO.name, { exact: true })).toBeVisible();
    expect(refreshes).toEqual(['200']);
    expect(userInfoStatuses).toEqual([401, 200]);
  });

  test('Google sign-in round trip against the local provider creates and signs in an account', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login/');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
    await nav.getByRole('link', { name: 'Account' }).click();
    await expect(
      page.getByRole('main').getByText('google.borrower@example.test', { exact: true }),
    ).toBeVisible();
  });

  test('forgot password: a code by email, a new password, then log in with it', async ({ page, request }) => {
    // An account of its own: the demo borrower's password stays as every other test expects.
    const account = await createAccountViaApi(request);
    const email = account.email;
    const newPassword = 'Second-Password-2026!';
    await page.goto('/login/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login form has an Email box too: wait for the reset page before typing.
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByText(`If ${email} has an account with us`)).toBeVisible();

    const code = /\b(\d{6})\b/.exec((await latestOutboxMessage(request, email)).body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole('main').getByRole('textbox', { name: '6-digit code' }).fill(code!);
    // A guessable password: zxcvbn's feedback as it is typed, and the same text when it is refused.
    const field = page.getByLabel('New password', { exact: true });
    const weak = 'This is similar to a commonly used password. Add more words that are less common.';
    await field.fill('password1234');
    const feedback = page.getByRole('main').getByRole('status').filter({ hasText: weak });
    await expect(feedback).toBeVisible();
    await expect(field).toHaveAttribute(
      'aria-describedby',
      new RegExp(`${await feedback.getAttribute('id')}`),
    );
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('main').getByText(weak).first()).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/forgot/);

    await field.fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login\/$/);

    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
    ).toBeVisible();
    expect(
      (await apiPost(request, '/auth/api/v1/auth/login', { email, password: account.password })).status(),
    ).toBe(401);
  });
});
