import { pages, signInFirstPaths } from '@northgate/site-config';
import { expect, test, waitForApp } from './fixtures.ts';
import { collectErrors, holdAppCode } from './early-page.ts';
import { DEMO, seedSession } from './session.ts';

/**
 * A flow's prerendered pages before and after the app starts: its first step (ADR 0034, 0044), its
 * own address (ADR 0069) and, for a flow that needs an account, the sign-in page (ADR 0070).
 */
test.describe('prerendered flow pages', () => {
  test('a fresh visitor types into the prerendered first step before the app starts, and it is saved', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await holdAppCode(page);
    await page.goto('/shortQuiz/personalDetails', { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Early');
    await main.getByLabel('Last name').fill('Bird');
    release();
    await waitForApp(page);
    // The step with the visitor's (blank) draft has replaced the prerendered one, keeping their input.
    await expect(page.locator('[data-prerendered-step]')).toHaveCount(0);
    await expect(main.getByLabel('First name')).toHaveValue('Early');
    await expect(main.getByLabel('Last name')).toHaveValue('Bird');
    await expect(page.locator('[data-save-state]')).toHaveText(/^Saved at/);
    await page.reload();
    await expect(main.getByLabel('First name')).toHaveValue('Early');
    await expect(main.getByLabel('Last name')).toHaveValue('Bird');
    expect(errors).toEqual([]);
  });

  test('a returning visitor sees their saved answers, with what they typed before the app started on top', async ({
    page,
  }) => {
    const step = '/permanent-loan-application/typeOfMortgage';
    await page.goto(step);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /Loan amount/ }).fill('250000');
    await main.getByRole('textbox', { name: /Interest rate/ }).fill('6.5');
    await expect(page.locator('[data-save-state]')).toHaveText(/^Saved at/);

    const errors = collectErrors(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/drafts/'))
        saves.push(request.postData() ?? '');
    });
    const release = await holdAppCode(page);
    const response = await page.goto(step, { waitUntil: 'domcontentloaded' });
    expect(await response?.text()).toContain('data-prerendered-step="permanentLoanApplication"');
    await main.getByRole('textbox', { name: /Interest rate/ }).fill('7.25');
    release();
    await waitForApp(page);
    await expect(page.locator('[data-prerendered-step]')).toHaveCount(0);
    // The saved amount, never overwritten by the blank page; the rate typed early wins over the saved one.
    await expect(main.getByRole('textbox', { name: /Loan amount/ })).toHaveValue('250,000');
    await expect(main.getByRole('textbox', { name: /Interest rate/ })).toHaveValue('7.25');
    await expect(page.locator('[data-save-state]')).toHaveText(/^Saved at/);
    expect(saves.length).toBeGreaterThan(0);
    for (const body of saves) expect(body).not.toMatch(/"loanAmount":""/);
    expect(errors).toEqual([]);
  });

  test('taps on the prerendered step, before the app starts or while the draft loads, are made again on the live step', async ({
    page,
  }) => {
    let releaseDraft = () => {};
    const draftHeld = new Promise<void>((resolve) => (releaseDraft = resolve));
    await page.route(/\/drafts\//, async (route) => {
      if (route.request().method() === 'GET') await draftHeld;
      await route.continue();
    });
    const release = await holdAppCode(page);
    await page.goto('/investment-loan-application/personalAndBorrowingEntity', {
      waitUntil: 'domcontentloaded',
    });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Show Social Security number' }).click();
    release();
    await waitForApp(page);
    // React owns the page; the step is still the prerendered HTML until the draft is here.
    await main.getByRole('button', { name: 'Show EIN' }).click();
    await expect(page.locator('[data-prerendered-step]')).toHaveCount(1);
    releaseDraft();
    await expect(page.locator('[data-prerendered-step]')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Hide Social Security number' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Hide EIN' })).toBeVisible();
  });

  test("a first visit to a flow's own address starts on its first step from the HTML, and keeps what was typed there", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await holdAppCode(page);
    await page.goto(pages.investmentLoanApplication.path, { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('You and your borrowing entity');
    await expect(page.getByText('Loading your application')).toBeHidden();
    await main.getByLabel('First name').fill('Early');
    release();
    await waitForApp(page);
    // The app opened the step the blank draft resumes at, under its own address, with the typing.
    await expect(page).toHaveURL(/\/investment-loan-application\/personalAndBorrowingEntity$/);
    await expect(page.locator('[data-prerendered-step]')).toHaveCount(0);
    await expect(main.getByLabel('First name')).toHaveValue('Early');
    await expect(page.locator('[data-save-state]')).toHaveText(/^Saved at/);
    expect(errors).toEqual([]);
  });

  test("a returning borrower who opens a flow's own address sees it loading, never its first step, and resumes where they stopped", async ({
    page,
  }) => {
    await page.goto('/shortQuiz/personalDetails');
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Ada');
    await main.getByLabel('Last name').fill('Lovelace');
    await main.getByRole('textbox', { name: 'Email' }).fill(`resume-${Date.now()}@example.test`);
    await main.getByRole('combobox', { name: 'State' }).selectOption('NY');
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(/personalDetails$/);
    const resumed = new URL(page.url()).pathname;
    const resumedHeading = (await main.getByRole('heading', { level: 1 }).textContent()) ?? '';

    const errors = collectErrors(page);
    const release = await holdAppCode(page);
    await page.goto(pages.shortQuiz.path, { waitUntil: 'domcontentloaded' });
    // Before the app: the stored session shows the loading line, and the first step's HTML is hidden.
    await expect(page.getByRole('status').filter({ hasText: 'Loading your application' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your details' })).toBeHidden();
    await expect(main.getByLabel('First name')).toBeHidden();
    release();
    await waitForApp(page);
    await expect(page).toHaveURL(new RegExp(`${resumed}$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(resumedHeading);
    expect(errors).toEqual([]);
  });

  test('a signed-out visitor who opens an application that needs an account sees the sign-in page from the HTML, and reaches the application once signed in', async ({
    browser,
    page,
  }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const bare = await withoutScripts.newPage();
    for (const path of signInFirstPaths) {
      await bare.goto(path);
      await expect(bare.getByRole('heading', { level: 1 }), path).toHaveText('Log in');
      await expect(bare.getByRole('main').getByRole('textbox', { name: 'Email' }), path).toBeVisible();
      await expect(bare.getByText('Loading your application…'), path).toBeHidden();
    }
    await withoutScripts.close();

    const errors = collectErrors(page);
    const release = await holdAppCode(page);
    await page.goto(pages.longForm.path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    release();
    await waitForApp(page);
    await expect(page).toHaveURL(/\/login\/\?redirect=%2FlongForm%2F$/);
    await expect(page.locator('[data-sign-in-first]')).toHaveCount(0);
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/longForm\/[\w-]+$/);
    await expect(page.getByText(pages.longForm.title, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-in borrower who opens such an application sees it loading, never the sign-in form', async ({
    page,
    demoTokens,
  }) => {
    await seedSession(page, demoTokens);
    const errors = collectErrors(page);
    const release = await holdAppCode(page);
    await page.goto(pages.businessLoanApplication.path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-sign-in-first]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeHidden();
    await expect(page.getByRole('status')).toHaveText('Loading your application…');
    release();
    await waitForApp(page);
    await expect(page).toHaveURL(/\/business-loan-application\/[\w-]+$/);
    await expect(page.getByText('Loading your application…')).toHaveCount(0);
    await expect(page.getByText(pages.businessLoanApplication.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Log in');
    expect(errors).toEqual([]);
  });

  test('Next pressed on the prerendered step before the app starts is sent once it has', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/shortQuiz/personalDetails', { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('button', { name: 'Next' }).click();
    // Held, not sent as a page reload with the answers in the address.
    await expect(page).toHaveURL(/\/shortQuiz\/personalDetails$/);
    release();
    // The step's checks ran on the form the app put in its place.
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  });
});
