import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { latestOutboxMessage, SESSION_KEY } from './session.ts';

const STAGES = ['Personal', 'Financial', 'Assets', 'Request', 'Submit'];

function main(page: Page) {
  return page.getByRole('main');
}

function progress(page: Page) {
  return main(page).getByRole('navigation', { name: 'Application progress' });
}

/** The bar of docs/product/product-spec.md §2: the active stage, every earlier one passed, later ones upcoming. */
async function expectStage(page: Page, active: string) {
  const items = progress(page).getByRole('listitem');
  await expect(items).toHaveCount(STAGES.length);
  const activeIndex = STAGES.indexOf(active);
  for (const [index, label] of STAGES.entries()) {
    const state = index === activeIndex ? 'active' : index < activeIndex ? 'passed' : 'upcoming';
    await expect(items.nth(index)).toHaveAttribute('data-state', state);
    await expect(items.nth(index)).toContainText(label);
  }
}

async function next(page: Page) {
  await main(page)
    .getByRole('button', { name: /^(Next|Submit)$/ })
    .click();
}

async function emailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const message = await latestOutboxMessage(request, email);
    code = /\b(\d{6})\b/.exec(message.body)?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

test.describe('short quiz', () => {
  test('an anonymous visitor completes the quiz and ends signed in', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = `quiz-${Date.now()}@example.test`;
    await page.goto('/shortQuiz/');
    await expect(page).toHaveURL('/shortQuiz/personalDetails');
    await expectStage(page, 'Personal');
    await main(page).getByRole('textbox', { name: 'First name' }).fill('Ada');
    await main(page).getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await main(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await main(page).getByRole('combobox', { name: 'State' }).selectOption('NY');
    await next(page);

    await expect(page).toHaveURL('/shortQuiz/verifyEmail');
    await expectStage(page, 'Personal');
    await expect(main(page).getByText(`We emailed a 6-digit code to ${email}`)).toBeVisible();
    const resend = main(page).getByRole('button', { name: 'Resend code' });
    await expect(resend).toBeDisabled();
    await expect(main(page).getByText(/You can ask for a new code in 0:\d\d/)).toBeVisible();
    const code = await emailedCode(request, email);

    // A wrong code is refused with a clear message and the step stays.
    const wrong = code === '000000' ? '111111' : '000000';
    const codeField = main(page).getByRole('textbox', { name: /Verification code/ });
    await codeField.fill(wrong);
    await next(page);
    await expect(
      main(page).getByText('That code is not right. Check the email we sent and try again.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL('/shortQuiz/verifyEmail');

    // Reload on the step keeps the step and what was typed.
    await page.reload();
    await expect(page).toHaveURL('/shortQuiz/verifyEmail');
    await expect(codeField).toHaveValue(wrong);

    await codeField.fill(code);
    await next(page);
    await expect(page).toHaveURL('/shortQuiz/creditScore');
    await expectStage(page, 'Financial');
    await main(page).getByRole('radio', { name: '720–739' }).check();
    await next(page);

    await expect(page).toHaveURL('/shortQuiz/assetsSelect');
    await expectStage(page, 'Assets');
    await main(page).getByRole('checkbox', { name: 'Cash & bank accounts' }).check();
    await main(page).getByRole('checkbox', { name: 'Investment real estate' }).check();
    await next(page);

    await expect(page).toHaveURL('/shortQuiz/assetsForm');
    await expectStage(page, 'Assets');
    const cash = main(page).getByRole('region', { name: 'Cash & bank accounts' });
    await cash.getByRole('textbox', { name: /Estimated value/ }).fill('250000');
    await expect(cash.getByRole('textbox', { name: /Estimated value/ })).toHaveValue('250,000');
    const realEstate = main(page).getByRole('region', { name: 'Investment real estate' });
    await realEstate.getByRole('textbox', { name: /Estimated value/ }).fill('1200000');
    await realEstate.getByRole('textbox', { name: /Amount owed/ }).fill('400000');
    await realEstate.getByRole('textbox', { name: /How many investment properties/ }).fill('3');
    await expect(main(page).getByText('Liquid assets: $250,000')).toBeVisible();

    // Reload keeps the step and the values.
    await expect(main(page).locator('[data-save-state]')).toHaveText(/^Saved at/);
    await page.reload();
    await expect(page).toHaveURL('/shortQuiz/assetsForm');
    await expect(realEstate.getByRole('textbox', { name: /Amount owed/ })).toHaveValue('400,000');
    await next(page);

    await expect(page).toHaveURL('/shortQuiz/requestLoan');
    await expectStage(page, 'Request');
    await main(page)
      .getByRole('combobox', { name: 'Which loan are you interested in?' })
      .selectOption('fixFlip');
    await main(page).getByRole('combobox', { name: 'Loan purpose' }).selectOption('purchase');
    await main(page)
      .getByRole('textbox', { name: /Loan amount/ })
      .fill('350000');
    await main(page).getByRole('combobox', { name: 'Property type' }).selectOption('sfr');
    await main(page)
      .getByRole('textbox', { name: /Purchase price or property value/ })
      .fill('500000');
    await main(page).getByRole('combobox', { name: 'When do you need the money?' }).selectOption('2-4w');
    await main(page)
      .getByRole('combobox', { name: 'Deals completed in the last 36 months' })
      .selectOption('3-4');
    await next(page);

    await expect(page).toHaveURL('/shortQuiz/checkboxQs');
    await expectStage(page, 'Submit');
    await main(page)
      .getByRole('group', { name: 'Will you live in the property?' })
      .getByRole('radio', { name: 'No' })
      .check();
    await main(page)
      .getByRole('group', { name: /borrow through a company/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await main(page).getByRole('combobox', { name: 'Citizenship' }).selectOption('usCitizen');
    await main(page)
      .getByRole('group', { name: /Bankruptcy/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await main(page)
      .getByRole('checkbox', { name: /I agree to the Terms of Service/ })
      .check();
    await main(page)
      .getByRole('checkbox', { name: /receive disclosures and documents electronically/ })
      .check();
    await next(page);

    await expect(page).toHaveURL('/shortQuiz/password');
    await expect(progress(page)).toHaveCount(0);
    await main(page).getByLabel('Password', { exact: true }).fill('short');
    await main(page).getByLabel('Confirm password').fill('different');
    await next(page);
    await expect(
      main(page).getByText('This field should be at least 12 characters long').first(),
    ).toBeVisible();
    // A guessable password: zxcvbn's feedback under the field as it is typed, then refused on Next.
    const password = main(page).getByLabel('Password', { exact: true });
    const weak = 'This is similar to a commonly used password. Add more words that are less common.';
    await password.fill('password1234');
    await main(page).getByLabel('Confirm password').fill('password1234');
    const feedback = main(page).getByRole('status').filter({ hasText: weak });
    await expect(feedback).toBeVisible();
    await expect(password).toHaveAttribute(
      'aria-describedby',
      new RegExp(`${await feedback.getAttribute('id')}`),
    );
    await next(page);
    await expect(page).toHaveURL('/shortQuiz/password');
    await expect(main(page).getByText(weak).first()).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('Correct-Horse-Battery-9');
    await expect(
      main(page).getByRole('status').filter({ hasText: 'This password is hard to guess.' }),
    ).toBeVisible();
    await main(page).getByLabel('Confirm password').fill('Correct-Horse-Battery-9');
    await next(page);

    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
    ).toBeVisible();
    // The result page: what happens next, and the program that fits a fix-and-flip investor.
    await expect(main(page).getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
    await expect(main(page).getByText('within one business day')).toBeVisible();
    await expect(
      main(page).getByRole('heading', { level: 3, name: 'Fix-and-flip, bridge or construction loan' }),
    ).toBeVisible();
    await expect(
      main(page).getByRole('link', { name: 'Continue with the full application' }),
    ).toHaveAttribute('href', '/longForm/');
    await expectNoAxeViolations(page);

    // The borrower is signed in with a real account session, not the guest one.
    const session = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY))!) as {
      access_token: string;
      token_type: string;
    };
    expect(session.token_type).toBe('lk');
    // The answers are stored on the account: the submitted quiz is one of its applications.
    const applications = await page.request.get('/api/v1/applications', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(applications.status()).toBe(200);
    expect((await applications.json()).applications).toEqual([
      expect.objectContaining({ flow_id: 'shortQuiz' }),
    ]);
    // The password never reached the draft or this device's storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('Correct-Horse-Battery-9');
  });

  test('says the code has not gone out yet while the mail server is down, never "We emailed"', async ({
    page,
  }) => {
    // The API's answers while the email has not gone out (mail server slow or down); the API side
    // is covered by apps/api/src/modules/messaging/code-delivery-outage.test.ts.
    const email = `slow-mail-${Date.now()}@example.test`;
    await page.route('**/api/v1/short/send_email_verify', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          resend_after_seconds: 0,
          expires_in_seconds: 600,
          queued: true,
        }),
      }),
    );
    let waiting = { waiting: false } as object;
    await page.route('**/api/v1/short/email_verify_status', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(waiting) }),
    );
    await page.goto('/shortQuiz/');
    await main(page).getByRole('textbox', { name: 'First name' }).fill('Grace');
    await main(page).getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await main(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await main(page).getByRole('combobox', { name: 'State' }).selectOption('NY');
    waiting = {
      waiting: true,
      to: email,
      delivered: false,
      resend_after_seconds: 0,
      expires_in_seconds: 590,
    };
    await next(page);

    await expect(page).toHaveURL('/shortQuiz/verifyEmail');
    await expect(
      main(page).getByText(`We could not send the code to ${email} yet.`, { exact: false }),
    ).toBeVisible();
    await expect(main(page).getByText(/We emailed/)).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Resend code' })).toBeEnabled();
    await expect(main(page).getByText(/You can ask for a new code in/)).toHaveCount(0);

    // The mail server is back: the page says so without a reload.
    waiting = {
      waiting: true,
      to: email,
      delivered: true,
      resend_after_seconds: 20,
      expires_in_seconds: 580,
    };
    await expect(main(page).getByText(`We emailed a 6-digit code to ${email}`)).toBeVisible({
      timeout: 10_000,
    });
  });
});
