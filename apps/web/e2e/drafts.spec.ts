import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';

const STEP_URL = '/shortQuiz/personalDetails';
const NOT_SAVED = "Not saved yet — we'll keep trying; your answers are safe on this device";

function saveStatus(page: Page) {
  return page.locator('[data-save-state]');
}

function field(page: Page, name: string) {
  return page.getByRole('main').getByRole('textbox', { name });
}

test.describe('flow drafts (short quiz)', () => {
  test('a half-filled step survives a reload: same step, same values', async ({ page }) => {
    await page.goto('/shortQuiz/');
    await expect(page).toHaveURL(STEP_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    await expectNoAxeViolations(page);

    await field(page, 'First name').fill('Ada');
    await field(page, 'Email').fill('ada@');
    await expect(saveStatus(page)).toHaveText(/^Saved at \d\d:\d\d$/);

    await page.reload();
    await expect(page).toHaveURL(STEP_URL);
    await expect(field(page, 'First name')).toHaveValue('Ada');
    await expect(field(page, 'Email')).toHaveValue('ada@');
  });

  test('Next checks only this step; a later step cannot be opened before', async ({ page }) => {
    await page.goto('/shortQuiz/creditScore');
    // Past the furthest reachable step: sent back to it.
    await expect(page).toHaveURL(STEP_URL);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(page).toHaveURL(STEP_URL);

    await field(page, 'First name').fill('Ada');
    await field(page, 'Last name').fill('Lovelace');
    await field(page, 'Email').fill('ada@example.test');
    await page.getByRole('main').getByRole('combobox', { name: 'State' }).selectOption('NY');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/shortQuiz/verifyEmail');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();

    // Back never validates and shows the answers again.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(STEP_URL);
    await expect(field(page, 'Last name')).toHaveValue('Lovelace');

    // Coming back to the flow's own address resumes at the furthest step the answers reach.
    await page.goto('/shortQuiz/');
    await expect(page).toHaveURL('/shortQuiz/verifyEmail');
  });

  test('offline mid-step loses nothing: not saved, then saved once back online, and still there after a reload', async ({
    page,
    context,
  }) => {
    await page.goto(STEP_URL);
    await field(page, 'First name').fill('Grace');
    await expect(saveStatus(page)).toHaveText(/^Saved at/);

    await context.setOffline(true);
    await field(page, 'Last name').fill('Hopper');
    await expect(saveStatus(page)).toHaveText(NOT_SAVED);

    await context.setOffline(false);
    await expect(saveStatus(page)).toHaveText(/^Saved at \d\d:\d\d$/);

    await page.reload();
    await expect(field(page, 'First name')).toHaveValue('Grace');
    await expect(field(page, 'Last name')).toHaveValue('Hopper');
  });
});
