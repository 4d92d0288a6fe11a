import { expect, test } from '@playwright/test';
// The borrower site's axe check: one set of rules for both apps.
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { DEMO_STAFF } from './borrower.ts';
import { NEW_STAFF } from './new-staff.ts';
import { enterPassword, enterTotpCode, freshTotpCode } from './staff-sign-in.ts';

// ADR 0052: a staff member made by `staff:create` has no second factor; their first sign-in sets up
// an authenticator app (the code computed here from the key the page shows, as the app would) and
// shows ten recovery codes once. Later sign-ins take a code, or a recovery code, each once.
test('a new staff member sets up an authenticator app, signs in with a code, and uses a recovery code once', async ({
  page,
}) => {
  // Four codes of one app: the last may wait for the app's next 30-second step.
  test.setTimeout(120_000);
  await page.goto('/staff/');
  await enterPassword(page, NEW_STAFF);

  // Set-up: a QR code with its text alternative, and the key as text.
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  await expect(
    page.getByRole('img', { name: 'QR code to add the Northgate back office to an authenticator app' }),
  ).toBeVisible();
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /Authentication code/ }).fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();

  // The recovery codes, once; the queue after they are saved.
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByText(`Signed in as ${NEW_STAFF.name}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in/);

  // A wrong code is refused, and the message takes focus.
  await enterPassword(page, NEW_STAFF);
  const codeBox = page.getByRole('textbox', { name: /Authentication code/ });
  const right = await freshTotpCode(secret);
  await codeBox.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toHaveText(
    'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  );
  await expect(refusal).toBeFocused();
  await expectNoAxeViolations(page);
  // The right code signs in.
  await codeBox.fill(right);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();

  // A recovery code works once.
  const [recoveryCode = ''] = codes;
  for (const attempt of ['first', 'again'] as const) {
    await page.goto('/staff/');
    await enterPassword(page, NEW_STAFF);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(page.getByRole('heading', { name: 'Enter a recovery code' })).toBeFocused();
    await page.getByRole('textbox', { name: /Recovery code/ }).fill(recoveryCode);
    await page.getByRole('button', { name: 'Sign in' }).click();
    if (attempt === 'first') {
      await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/staff\/sign-in/);
    } else {
      await expect(page.getByRole('alert')).toHaveText(
        'That recovery code is not right or has already been used.',
      );
    }
  }

  // Codes from the app still work after that, one sign-in each.
  await page.getByRole('button', { name: 'Use a code from your authenticator app instead' }).click();
  await page.getByRole('button', { name: 'Start again' }).click();
  await enterPassword(page, NEW_STAFF);
  await enterTotpCode(page, secret);
  await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
});

test('the second step holds at phone width too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/staff/');
  await enterPassword(page, DEMO_STAFF);
  await expect(
    page.getByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expectNoAxeViolations(page);
});
