import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { latestOutboxMessage } from './session.ts';

// Product spec §8 (docs/product/product-spec.md): a failed request's message shows as a toast and by the form; both go on the
// next submit and on navigation. Product spec §3: a submit attempt shows every field's error.
// Product spec §2: progress a borrower can read on a phone.

const QUIZ = '/shortQuiz/personalDetails';
const NOT_SAVED = "Not saved yet — we'll keep trying; your answers are safe on this device";
const SAVE_WARNING =
  'Network error: your answers are not saved yet. They are kept on this device and we will keep trying to save them.';

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const saveStatus = (page: Page) => page.locator('[data-save-state]');
const next = (page: Page) => main(page).getByRole('button', { name: 'Next', exact: true }).click();

async function fillPersonalDetails(page: Page, email = `feedback-${Date.now()}@example.test`) {
  await main(page).getByRole('textbox', { name: 'First name' }).fill('Ada');
  await main(page).getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await main(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await main(page).getByRole('combobox', { name: 'State' }).selectOption('NY');
  return email;
}

/** Saves of the quiz's first step with Next (complete=true); typing's autosaves go through. */
async function onNextSave(page: Page, handle: (route: Route) => Promise<void>) {
  await page.route('**/api/v1/drafts/shortQuiz/steps/personalDetails', async (route) => {
    const body = route.request().postDataJSON() as { complete?: boolean } | null;
    if (route.request().method() === 'PUT' && body?.complete === true) return handle(route);
    return route.continue();
  });
}

async function emailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    code = /\b(\d{6})\b/.exec((await latestOutboxMessage(request, email)).body)?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

test.describe('errors a borrower notices', () => {
  test('a step refused by the server (422) shows a toast and the message by its field; the next Next clears both', async ({
    page,
  }) => {
    const refusal = 'Use the last name on your ID';
    await page.goto(QUIZ);
    await fillPersonalDetails(page);
    await onNextSave(page, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          detail: [{ loc: ['body', 'values', 'lastName'], msg: refusal, type: 'value_error' }],
        }),
      }),
    );
    await next(page);

    await expect(toasts(page).getByRole('alert')).toContainText(refusal);
    await expect(main(page).getByRole('textbox', { name: 'Last name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(main(page).getByText(refusal).first()).toBeVisible();
    await expect(page).toHaveURL(QUIZ);
    await expectNoAxeViolations(page);

    await page.unrouteAll({ behavior: 'wait' });
    await next(page);
    await expect(page).toHaveURL('/shortQuiz/verifyEmail');
    await expect(toasts(page).getByText(refusal)).toHaveCount(0);
    await expect(main(page).getByText(refusal)).toHaveCount(0);
  });

  test('a save that fails on the network warns with a toast and the save state, and takes the warning back once saved', async ({
    page,
  }) => {
    await page.goto(QUIZ);
    await fillPersonalDetails(page);
    await expect(saveStatus(page)).toHaveText(/^Saved at/);
    await page.route('**/api/v1/drafts/shortQuiz/steps/**', (route) => route.abort('internetdisconnected'));
    await next(page);

    // Warned, not stopped: the answers wait on the device and the borrower moves on.
    await expect(page).toHaveURL('/shortQuiz/verifyEmail');
    await expect(toasts(page).getByText(SAVE_WARNING)).toBeVisible();
    await expect(saveStatus(page)).toHaveText(NOT_SAVED);
    await expectNoAxeViolations(page);

    await page.unrouteAll({ behavior: 'wait' });
    await expect(saveStatus(page)).toHaveText(/^Saved at \d\d:\d\d$/, { timeout: 15_000 });
    await expect(toasts(page).getByText(SAVE_WARNING)).toHaveCount(0);
  });

  test('leaving the flow takes the save warning back: the answers wait on the device until it opens again', async ({
    page,
  }) => {
    await page.goto(QUIZ);
    await page.route('**/api/v1/drafts/shortQuiz/steps/**', (route) => route.abort('internetdisconnected'));
    await main(page).getByRole('textbox', { name: 'First name' }).fill('Ada');
    await expect(toasts(page).getByText(SAVE_WARNING)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Permanent Loan' })
      .click();
    await expect(page).toHaveURL('/primary-residence-loan/');
    await expect(toasts(page).getByText(SAVE_WARNING)).toHaveCount(0);
  });

  test('a refused email code shows a toast and the message by the code field', async ({ page, request }) => {
    await page.goto(QUIZ);
    const email = await fillPersonalDetails(page);
    await next(page);
    await expect(page).toHaveURL('/shortQuiz/verifyEmail');
    const code = await emailedCode(request, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await main(page)
      .getByRole('textbox', { name: /Verification code/ })
      .fill(wrong);
    await next(page);

    const refusal = 'That code is not right. Check the email we sent and try again.';
    await expect(toasts(page).getByRole('alert')).toContainText(refusal);
    await expect(main(page).getByText(refusal).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Navigation clears the toast (product spec §2 and §8).
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(QUIZ);
    await expect(toasts(page).getByText(refusal)).toHaveCount(0);
  });

  test('Next on an untouched step shows every field its error', async ({ page }) => {
    await page.goto(QUIZ);
    await next(page);
    for (const name of ['First name', 'Last name', 'Email']) {
      await expect(main(page).getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(main(page).getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByRole('link', { name: /required/ })).toHaveCount(4);
    await expectNoAxeViolations(page);
  });
});

test.describe('progress on a phone', () => {
  test('at 390 px the permanent application says "Step 1 of 7: Type of mortgage" in full, and lists every stage for screen readers', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/permanent-loan-application/typeOfMortgage');
    const bar = main(page).getByRole('navigation', { name: 'Application progress' });
    const summary = bar.getByText('Step 1 of 7: Type of mortgage');
    await expect(summary).toBeVisible();
    const name = summary.locator('span');
    await expect(name).toHaveText('Type of mortgage');
    // Never cut short: the name's box holds all of its text.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const stages = bar.getByRole('listitem');
    await expect(stages).toHaveCount(7);
    await expect(stages.first()).toHaveText('Type of mortgage, current step 1 of 7');
    await expect(stages.last()).toHaveText('Declarations, not started');
    await expectNoAxeViolations(page);
  });

  test('on a desktop each stage has its name in its segment', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/permanent-loan-application/typeOfMortgage');
    const bar = main(page).getByRole('navigation', { name: 'Application progress' });
    await expect(bar.getByText('Declarations', { exact: true })).toBeVisible();
    await expect(bar.getByText('Step 1 of 7: Type of mortgage')).toBeHidden();
  });
});
