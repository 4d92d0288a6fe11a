import { expect, test, type Page } from '@playwright/test';
// The borrower site's axe check: one set of rules for both apps.
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { addVirtualAuthenticator } from '@northgate/playwright-config/passkeys';
import { DEMO_STAFF } from './borrower.ts';
import { enterPassword, enterTotpCode } from './staff-sign-in.ts';
import { E2E_PORT } from './e2e-port.ts';

// ADR 0056: WebAuthn takes a domain, not an address, so this spec opens the back office at
// localhost (the server reads its 127.0.0.1 public URL as localhost in local mode). Chromium's
// virtual authenticator stands in for a laptop's fingerprint reader.
const base = `http://localhost:${E2E_PORT}`;

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a staff member adds a passkey after a code sign-in, signs in with password and passkey, and removes it', async ({
  page,
}) => {
  // Six axe runs at two widths and three sign-ins.
  test.setTimeout(240_000);
  await addVirtualAuthenticator(page);

  // Signed in with the authenticator app, the staff member opens Passkeys.
  await page.goto(`${base}/staff/`);
  await enterPassword(page, DEMO_STAFF);
  await enterTotpCode(page, DEMO_STAFF.totpSecret);
  await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
  await page.getByRole('link', { name: 'Passkeys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
  await expect(page.getByText('You have not added a passkey.')).toBeVisible();
  await axeAtBothWidths(page);

  // A name is needed; then the browser makes the passkey and it is listed.
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Enter a name for this passkey, like Work laptop').first()).toBeVisible();
  await page.getByRole('textbox', { name: /Passkey name/ }).fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('region', { name: 'Your passkeys' }).getByRole('status')).toHaveText(
    'Added Work laptop. Next time, choose "Use a passkey" after your password.',
  );
  const row = page.getByRole('row', { name: /Work laptop/ });
  await expect(row).toContainText('Not used yet');
  await axeAtBothWidths(page);

  // Signed out, the second step offers the passkey beside the codes, and it signs in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  await enterPassword(page, DEMO_STAFF);
  await expect(
    page.getByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' }),
  ).toBeFocused();
  await expect(page.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${DEMO_STAFF.name}`)).toBeVisible();

  // The list shows its last use; removing it leaves the codes, and the next sign-in offers no passkey.
  await page.getByRole('link', { name: 'Passkeys' }).click();
  await expect(page.getByRole('row', { name: /Work laptop/ })).not.toContainText('Not used yet');
  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(page.getByRole('region', { name: 'Your passkeys' }).getByRole('status')).toHaveText(
    'Removed Work laptop. It no longer signs you in.',
  );
  await expect(page.getByText('You have not added a passkey.')).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await enterPassword(page, DEMO_STAFF);
  await expect(
    page.getByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' }),
  ).toBeFocused();
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
});
