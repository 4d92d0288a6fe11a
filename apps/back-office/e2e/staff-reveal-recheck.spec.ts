import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { addVirtualAuthenticator } from '@northgate/playwright-config/passkeys';
import { generateSync } from 'otplib';
import { DEMO_STAFF, submitInvestmentApplication } from './borrower.ts';
import { demoStaffSignsIn, freshTotpCode } from './staff-sign-in.ts';
import { startShortSessionServer, type ShortSessionServer } from './short-session-server.ts';

// ADR 0055 with every limit times 0.1: the second factor is fresh for 90 seconds (for 15 minutes),
// and so is an idle session, so the test keeps the session busy while the factor check ages. (A
// shorter scale leaves a slow machine's axe checks too little time before the idle sign-out.)
// Two sessions of the demo staff member age side by side, one answering with a code and one with a
// passkey, so the suite waits the 90 seconds once. ADR 0056: WebAuthn takes a domain, not an
// address, so the passkey session opens the back office at localhost (the server reads its
// 127.0.0.1 public URL as localhost in local mode), with Chromium's virtual authenticator.
const SCALE = 0.1;
const FRESH_MS = 15 * 60 * 1000 * SCALE;

let server: ShortSessionServer;
test.beforeAll(async () => {
  server = await startShortSessionServer(SCALE, 1);
});
test.afterAll(async () => {
  await server.close();
});

/** A six-digit code the demo app does not show now, nor a step either side (all three are taken). */
function wrongCode(): string {
  const step = Math.floor(Date.now() / 1000 / 30);
  const right = [-1, 0, 1, 2].map((offset) =>
    generateSync({ secret: DEMO_STAFF.totpSecret, epoch: (step + offset) * 30 }),
  );
  return ['000000', '111111', '222222'].find((code) => !right.includes(code)) as string;
}

const SSN = validInvestmentAnswers.personalAndBorrowingEntity.ssnOrItin;
const REVEAL_SSN = 'Reveal Social Security number or ITIN (You and your borrowing entity)';

/** From the queue to the application's page. */
async function openApplication(page: Page, reference: string) {
  await page.getByRole('searchbox', { name: /Search/ }).fill(reference);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('link', { name: reference }).click();
  await expect(applicationHeading(page, reference)).toBeVisible();
}

const applicationHeading = (page: Page, reference: string) =>
  page.getByRole('heading', { level: 1, name: new RegExp(`Application ${reference}`) });

test('revealing a field after the factor check is 15 minutes old asks for the factor again: a wrong code is refused in the dialog, the right one reveals, and so does a passkey', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(FRESH_MS * 2 + 150_000);
  // A borrower's application on the short-session server, through its API.
  const api = await playwright.request.newContext({ baseURL: server.url });
  const reference = await submitInvestmentApplication(api);
  await api.dispose();

  // The session that will answer with the passkey: signed in, it adds one while its check is fresh.
  const passkeyContext = await browser.newContext();
  const passkeyPage = await passkeyContext.newPage();
  await addVirtualAuthenticator(passkeyPage);
  await passkeyPage.goto(`${server.url.replace('127.0.0.1', 'localhost')}/staff/`);
  await demoStaffSignsIn(passkeyPage);
  await expect(passkeyPage.getByText(`Signed in as ${DEMO_STAFF.name}`)).toBeVisible();
  await passkeyPage.getByRole('link', { name: 'Passkeys' }).click();
  await passkeyPage.getByRole('textbox', { name: /Passkey name/ }).fill('Work laptop');
  await passkeyPage.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeyPage.getByRole('row', { name: /Work laptop/ })).toBeVisible();
  await passkeyPage.getByRole('link', { name: 'Northgate back office' }).click();
  await openApplication(passkeyPage, reference);

  // The session that will answer with codes, on a browser without the passkey.
  await page.goto(`${server.url}/staff/`);
  await demoStaffSignsIn(page);
  const lastSignIn = Date.now();
  await expect(page.getByText(`Signed in as ${DEMO_STAFF.name}`)).toBeVisible();
  await openApplication(page, reference);

  // Busy (a reload every few seconds keeps each session open) until both sign-in checks are stale.
  while (Date.now() - lastSignIn < FRESH_MS + 2000) {
    await page.waitForTimeout(10_000);
    for (const each of [page, passkeyPage]) {
      await each.reload();
      await expect(applicationHeading(each, reference)).toBeVisible();
    }
  }

  await page.getByRole('button', { name: REVEAL_SSN }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('textbox', { name: /Authentication code/ });
  await expect(code).toBeFocused();
  await expect(page.getByText(SSN, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A wrong code: the API's message in the dialog, which stays open, and nothing is revealed.
  await code.fill(wrongCode());
  await dialog.getByRole('button', { name: 'Confirm and reveal' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  );
  await expect(dialog).toBeVisible();
  await expect(page.getByText(SSN, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The right code: the dialog closes and the value is shown (at phone width this time).
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await code.fill(await freshTotpCode(DEMO_STAFF.totpSecret));
  await dialog.getByRole('button', { name: 'Confirm and reveal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(SSN, { exact: true })).toBeVisible();
  await expect(page.getByText('(revealed; recorded in the audit log)')).toBeVisible();

  // The passkey instead of a code, in the other session: the dialog offers it, and it reveals.
  await passkeyPage.getByRole('button', { name: REVEAL_SSN }).click();
  const passkeyDialog = passkeyPage.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(passkeyDialog).toContainText('Use your passkey, or enter a code, to reveal it.');
  await expect(passkeyDialog.getByRole('textbox', { name: /Authentication code/ })).toBeFocused();
  await expect(passkeyPage.getByText(SSN, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(passkeyPage);
  await passkeyDialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(passkeyDialog).toBeHidden();
  await expect(passkeyPage.getByText(SSN, { exact: true })).toBeVisible();
  await passkeyContext.close();
});
