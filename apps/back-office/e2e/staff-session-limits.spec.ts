import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { DEMO_STAFF } from './borrower.ts';
import { demoStaffSignsIn } from './staff-sign-in.ts';
import { startShortSessionServer, type ShortSessionServer } from './short-session-server.ts';

// ADR 0055 with every limit times 0.04: 36 seconds idle (for 15 minutes), the warning 4.8 seconds
// before the end (for 2 minutes).
const SCALE = 0.04;
const IDLE_MS = 15 * 60 * 1000 * SCALE;

let server: ShortSessionServer;
test.beforeAll(async () => {
  server = await startShortSessionServer(SCALE, 2);
});
test.afterAll(async () => {
  await server.close();
});

test('the back office warns before the idle end, "Stay signed in" keeps the session, and ignoring it signs out', async ({
  page,
}) => {
  test.setTimeout(4 * IDLE_MS + 60_000);
  await page.goto(`${server.url}/staff/`);
  await demoStaffSignsIn(page);
  await expect(page.getByText(`Signed in as ${DEMO_STAFF.name}`)).toBeVisible();

  // The warning: an alert dialog, its text read out, with the focus on "Stay signed in".
  const warning = page.getByRole('alertdialog', { name: 'You will be signed out soon' });
  await expect(warning).toBeVisible({ timeout: IDLE_MS });
  await expect(warning).toHaveAccessibleDescription(/you will be signed out in \d+ seconds? unless/i);
  const stay = warning.getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();
  await expectNoAxeViolations(page);
  await stay.click();
  await expect(warning).toBeHidden();

  // Still signed in after the first idle limit would have passed: the click was activity.
  await page.waitForTimeout(IDLE_MS / 2);
  await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();

  // Ignored, the warning ends in a sign-out and the sign-in page says why (at phone width this time).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(warning).toBeVisible({ timeout: IDLE_MS });
  await expect(stay).toBeFocused();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/staff\/sign-in/, { timeout: IDLE_MS });
  await expect(page.getByRole('alert')).toHaveText(
    'You were signed out after 15 minutes without activity. Sign in again.',
  );
  await expectNoAxeViolations(page);

  // The session is over on the server as well: going back does not open the queue.
  await page.goto(`${server.url}/staff/`);
  await expect(page).toHaveURL(/\/staff\/sign-in/);
});
