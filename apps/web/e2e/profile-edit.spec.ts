import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { expect, test } from './fixtures.ts';
import {
  createAccountViaApi,
  latestOutboxMessage,
  latestSmsCode,
  loginViaApi,
  seedSession,
} from './session.ts';

const main = (page: Page) => page.getByRole('main');
const codeBox = (page: Page) => main(page).getByRole('textbox', { name: /Verification code/ });
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The edit screens hide the profile sidebar (docs/product/product-spec.md §2). */
async function expectNoSidebar(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Account sections' })).toHaveCount(0);
}

test.describe('profile: edit details', () => {
  test('change the name: the header card and the overview show it at once', async ({ page, request }) => {
    const account = await createAccountViaApi(request);
    await seedSession(page, account.tokens);
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
    await expectNoSidebar(page);
    await expect(main(page).getByRole('textbox', { name: 'First name' })).toHaveValue(account.firstName);
    await expectNoAxeViolations(page);

    // Enter submits (a click right after clearing would meet the button moved by the field's message).
    await main(page).getByRole('textbox', { name: 'First name' }).fill('');
    await main(page).getByRole('textbox', { name: 'First name' }).press('Enter');
    await expect(main(page).getByRole('link', { name: 'Value is required' })).toBeVisible();

    await main(page).getByRole('textbox', { name: 'First name' }).fill('Avery');
    await main(page).getByRole('textbox', { name: 'Last name' }).fill('Lindqvist');
    await main(page).getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name has been saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByText('Avery Lindqvist')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('change the email with the emailed code, then sign in with the new address', async ({
    page,
    request,
  }) => {
    const account = await createAccountViaApi(request);
    await seedSession(page, account.tokens);
    await page.goto('/profile/edit');
    await main(page).getByRole('link', { name: 'Change your email' }).click();
    await expect(page).toHaveURL(/\/profile\/edit\/email$/);
    await expectNoSidebar(page);
    await expectNoAxeViolations(page);

    const next = account.email.replace('@', '-new@');
    await main(page).getByRole('textbox', { name: 'New email' }).fill(next);
    await main(page).getByRole('button', { name: 'Send a code' }).click();
    await expect(page).toHaveURL(/\/profile\/edit\/verifyEmail$/);
    await expectNoSidebar(page);
    await expect(main(page).getByText(next)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expectNoAxeViolations(page);

    const { body } = await latestOutboxMessage(request, next);
    const code = /\b(\d{6})\b/.exec(body)?.[1] ?? '';
    await codeBox(page).fill(otherThan(code));
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(
      main(page).getByText('That code is not right. Check the email we sent and try again.').first(),
    ).toBeVisible();
    await expect(codeBox(page)).toHaveValue(otherThan(code));

    await codeBox(page).fill(code);
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(
      page.getByText('Your email has been changed. Use it the next time you log in.'),
    ).toBeVisible();
    await expect(main(page).getByText(next)).toBeVisible();

    // The new address signs in; the old one no longer does; the old one was told.
    await loginViaApi(request, next, account.password);
    await expect(loginViaApi(request, account.email, account.password)).rejects.toThrow(/401/);
    const notice = await latestOutboxMessage(request, account.email);
    expect(notice.subject).toBe('The email on your Northgate account was changed');
  });

  test('change the phone with the texted code: verified, in the mobile menu card', async ({
    page,
    request,
  }) => {
    const account = await createAccountViaApi(request);
    await seedSession(page, account.tokens);
    await page.goto('/profile/edit/phone');
    await expect(page.getByRole('heading', { level: 1, name: 'Change your phone' })).toBeVisible();
    await expectNoSidebar(page);
    await expectNoAxeViolations(page);

    const area = 200 + Math.floor(Math.random() * 700);
    const line = String(Math.floor(Math.random() * 100)).padStart(2, '0');
    const shown = `(${area}) 555-01${line}`;
    await main(page).getByRole('textbox', { name: 'New phone number' }).fill(`${area}55501${line}`);
    await main(page).getByRole('button', { name: 'Text me a code' }).click();
    await expect(page).toHaveURL(/\/profile\/edit\/verifyPhone$/);
    await expect(main(page).getByText(`We texted a 6-digit code to ${shown}.`)).toBeVisible();
    await expectNoAxeViolations(page);

    const code = await latestSmsCode(request, `+1${area}55501${line}`);
    await codeBox(page).fill(code);
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByText('Your phone number has been changed and verified.')).toBeVisible();
    await expect(main(page).getByText(shown)).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Menu' }).click();
    const card = page.getByRole('navigation', { name: 'Mobile' });
    await expect(card.getByText(shown)).toBeVisible();
    await expect(card.getByText('(verified)')).toBeVisible();
  });
  test('every edit screen, the verify screens included, passes axe at 390 px', async ({ page, request }) => {
    // Axe on five screens and two codes sent: past 30 s on a loaded two-core runner (CI).
    test.slow();
    const account = await createAccountViaApi(request);
    await seedSession(page, account.tokens);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/profile/edit/email');
    await expect(main(page).getByRole('textbox', { name: 'New email' })).toBeVisible();
    await expectNoAxeViolations(page);
    const next = account.email.replace('@', '-phone-size@');
    await main(page).getByRole('textbox', { name: 'New email' }).fill(next);
    await main(page).getByRole('button', { name: 'Send a code' }).click();
    await expect(page).toHaveURL(/\/profile\/edit\/verifyEmail$/);
    await expect(main(page).getByText(next)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/profile/edit/phone');
    await expect(page.getByRole('heading', { level: 1, name: 'Change your phone' })).toBeVisible();
    await expectNoAxeViolations(page);
    const area = 200 + Math.floor(Math.random() * 700);
    const line = String(Math.floor(Math.random() * 100)).padStart(2, '0');
    await main(page).getByRole('textbox', { name: 'New phone number' }).fill(`${area}55501${line}`);
    await main(page).getByRole('button', { name: 'Text me a code' }).click();
    await expect(page).toHaveURL(/\/profile\/edit\/verifyPhone$/);
    await expect(main(page).getByText(`We texted a 6-digit code to (${area}) 555-01${line}.`)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
