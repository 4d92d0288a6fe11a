import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { generateSync } from 'otplib';
import { DEMO_STAFF, submitInvestmentApplication } from './borrower.ts';
import { demoStaffSignsIn, freshTotpCode } from './staff-sign-in.ts';
import { startShortSessionServer, type ShortSessionServer } from './short-session-server.ts';

// ADR 0055 with every limit times 0.1: the second factor is fresh for 90 seconds (for 15 minutes),
// and so is an idle session, so the test keeps the session busy while the factor check ages. (A
// shorter scale leaves a slow machine's axe checks too little time before the idle sign-out.)
const SCALE = 0.1;
const FRESH_MS = 15 * 60 * 1000 * SCALE;

let server: ShortSessionServer;
test.beforeAll(async () => {
  server = await startShortSessionServer(SCALE);
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

test('revealing a field after the factor check is 15 minutes old asks for a code; a wrong one is refused in the dialog, the right one reveals', async ({
  page,
  playwright,
}) => {
  test.setTimeout(FRESH_MS * 2 + 120_000);
  // A borrower's application on the short-session server, through its API.
  const api = await playwright.request.newContext({ baseURL: server.url });
  const reference = await submitInvestmentApplication(api);
  await api.dispose();

  await page.goto(`${server.url}/staff/`);
  await demoStaffSignsIn(page);
  const signedInAt = Date.now();
  await expect(page.getByText(`Signed in as ${DEMO_STAFF.name}`)).toBeVisible();
  await page.getByRole('searchbox', { name: /Search/ }).fill(reference);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('link', { name: reference }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Application ${reference}`) }),
  ).toBeVisible();

  // Busy (a reload every few seconds keeps the session open) until the sign-in check is stale.
  while (Date.now() - signedInAt < FRESH_MS + 2000) {
    await page.waitForTimeout(10_000);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`Application ${reference}`) }),
    ).toBeVisible();
  }

  const ssn = validInvestmentAnswers.personalAndBorrowingEntity.ssnOrItin;
  await page
    .getByRole('button', { name: 'Reveal Social Security number or ITIN (You and your borrowing entity)' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('textbox', { name: /Authentication code/ });
  await expect(code).toBeFocused();
  await expect(page.getByText(ssn, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A wrong code: the API's message in the dialog, which stays open, and nothing is revealed.
  await code.fill(wrongCode());
  await dialog.getByRole('button', { name: 'Confirm and reveal' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  );
  await expect(dialog).toBeVisible();
  await expect(page.getByText(ssn, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The right code: the dialog closes and the value is shown (at phone width this time).
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await code.fill(await freshTotpCode(DEMO_STAFF.totpSecret));
  await dialog.getByRole('button', { name: 'Confirm and reveal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ssn, { exact: true })).toBeVisible();
  await expect(page.getByText('(revealed; recorded in the audit log)')).toBeVisible();
});
