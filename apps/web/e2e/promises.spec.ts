import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { DEMO, seedSession } from './session.ts';

// Every sentence that promises uploads or the borrower's applications links to the page that
// does it; following each link reaches that page (signed in where it needs a session).

const main = (page: Page) => page.getByRole('main');

/** The long form: a step of the full application, which uploads the ID and bank statements. */
async function expectFullApplication(page: Page) {
  await expect(page).toHaveURL(/\/longForm\/[A-Za-z]+$/);
  await expect(main(page).getByText('Full application', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectAccount(page: Page) {
  await expect(page).toHaveURL(/\/profile\/?$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
}

test.describe('promises link to the pages that keep them', () => {
  test.beforeEach(async ({ page, demoTokens }) => {
    await seedSession(page, demoTokens);
  });

  test('home page: the online platform point links to the full application and the account', async ({
    page,
  }) => {
    const point = () =>
      page.getByTestId('advantages').getByRole('listitem').filter({ hasText: 'Online Platform' });
    await page.goto('/');
    await waitForApp(page);
    await expect(point()).toContainText('upload your ID and bank statements in the full application');
    await point().getByRole('link', { name: 'full application' }).click();
    await expectFullApplication(page);

    await page.goto('/');
    await waitForApp(page);
    await point().getByRole('link', { name: 'your account' }).click();
    await expectAccount(page);
  });

  for (const landing of ['/primary-residence-loan/', '/business-financing/']) {
    test(`${landing}: the documents step links to the full application`, async ({ page }) => {
      await page.goto(landing);
      await waitForApp(page);
      const steps = main(page).getByRole('region', { name: 'How it works, step by step' });
      await steps.getByRole('link', { name: 'full application' }).click();
      await expectFullApplication(page);
    });
  }
});

test('login page: its promises link to the full application and the account, reached by signing in', async ({
  page,
}) => {
  await page.goto('/login/');
  await expect(main(page).getByRole('link', { name: 'your account' })).toHaveAttribute('href', '/profile');
  await expectNoAxeViolations(page);
  await main(page).getByRole('link', { name: 'full application' }).click();
  // Signed out, the full application asks for a sign-in first, then opens.
  await expect(page).toHaveURL(/\/login\/?\?redirect=/);
  await main(page).getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectFullApplication(page);
});
