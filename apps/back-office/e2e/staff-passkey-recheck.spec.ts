import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { addVirtualAuthenticator } from '@northgate/playwright-config/passkeys';
import { DEMO_STAFF, submitInvestmentApplication } from './borrower.ts';
import { demoStaffSignsIn } from './staff-sign-in.ts';
import { startShortSessionServer, type ShortSessionServer } from './short-session-server.ts';

// ADR 0055 with every limit times 0.1, as staff-reveal-recheck.spec.ts: the second factor is fresh
// for 90 seconds (for 15 minutes). ADR 0056: WebAuthn takes a domain, not an address, so the back
// office is opened at localhost (the server reads its 127.0.0.1 public URL as localhost in local
// mode), with Chromium's virtual authenticator as the staff member's laptop.
const SCALE = 0.1;
const FRESH_MS = 15 * 60 * 1000 * SCALE;

let server: ShortSessionServer;
test.beforeAll(async () => {
  server = await startShortSessionServer(SCALE);
});
test.afterAll(async () => {
  await server.close();
});

test('a staff member with a passkey answers the re-check before a reveal with it, and the field is revealed', async ({
  page,
  playwright,
}) => {
  test.setTimeout(FRESH_MS * 2 + 120_000);
  await addVirtualAuthenticator(page);
  const api = await playwright.request.newContext({ baseURL: server.url });
  const reference = await submitInvestmentApplication(api);
  await api.dispose();
  const base = server.url.replace('127.0.0.1', 'localhost');

  // Signed in with the authenticator app, the staff member adds a passkey (the check is fresh).
  await page.goto(`${base}/staff/`);
  await demoStaffSignsIn(page);
  const signedInAt = Date.now();
  await expect(page.getByText(`Signed in as ${DEMO_STAFF.name}`)).toBeVisible();
  await page.getByRole('link', { name: 'Passkeys' }).click();
  await page.getByRole('textbox', { name: /Passkey name/ }).fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('row', { name: /Work laptop/ })).toBeVisible();

  await page.getByRole('link', { name: 'Northgate back office' }).click();
  await page.getByRole('searchbox', { name: /Search/ }).fill(reference);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('link', { name: reference }).click();
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`Application ${reference}`) });
  await expect(heading).toBeVisible();

  // Busy (a reload every few seconds keeps the session open) until the sign-in check is stale.
  while (Date.now() - signedInAt < FRESH_MS + 2000) {
    await page.waitForTimeout(10_000);
    await page.reload();
    await expect(heading).toBeVisible();
  }

  const ssn = validInvestmentAnswers.personalAndBorrowingEntity.ssnOrItin;
  await page
    .getByRole('button', { name: 'Reveal Social Security number or ITIN (You and your borrowing entity)' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toContainText('Use your passkey, or enter a code, to reveal it.');
  await expect(dialog.getByRole('textbox', { name: /Authentication code/ })).toBeFocused();
  await expect(page.getByText(ssn, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The passkey instead of a code: the dialog closes and the value is shown.
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ssn, { exact: true })).toBeVisible();
  await expect(page.getByText('(revealed; recorded in the audit log)')).toBeVisible();
});
