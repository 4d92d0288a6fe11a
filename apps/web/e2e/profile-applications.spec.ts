import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { expect, test } from './fixtures.ts';
import { seedSession, type Tokens } from './session.ts';

/**
 * The profile's application lists, for the demo borrower. Drafts are saved through the API first,
 * as another device would; each test's browser context is new and holds only the session.
 */

async function call(
  request: APIRequestContext,
  tokens: Tokens,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  data?: object,
) {
  const { cookies } = await request.storageState();
  const csrf = cookies.find((c) => c.name === 'csrf_token')?.value;
  const response = await request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${tokens.access_token}`, ...(csrf ? { 'X-CSRF-Token': csrf } : {}) },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

function saveStep(
  request: APIRequestContext,
  tokens: Tokens,
  flowId: string,
  stepId: string,
  values: object,
) {
  return call(request, tokens, 'PUT', `/api/v1/drafts/${flowId}/steps/${stepId}`, { values, complete: true });
}

async function signIn(page: Page, tokens: Tokens): Promise<Tokens> {
  await seedSession(page, tokens);
  return tokens;
}

const investment = validInvestmentAnswers.personalAndBorrowingEntity;
const shortQuizDetails = {
  firstName: 'Dana',
  lastName: 'Demo',
  email: 'demo@borrower.test',
  mobilePhone: '',
  state: 'NY',
  borrowerRole: 'investor',
};

test.describe('my applications in the profile', () => {
  test('resumes a draft saved elsewhere from the unfinished list, at its furthest step', async ({
    page,
    request,
    demoTokens,
  }) => {
    const tokens = await signIn(page, demoTokens);
    await saveStep(request, tokens, 'investmentLoanApplication', 'personalAndBorrowingEntity', investment);

    await page.goto('/profile/longFormUnfinished');
    const item = page.getByRole('listitem').filter({ hasText: 'Investment loan application' });
    await expect(item).toContainText('Stage 2 of 5: Request');
    await expect(item).toContainText('Last saved');
    await item.getByRole('link', { name: 'Resume your investment loan application' }).click();

    await expect(page).toHaveURL('/investment-loan-application/loanRequestInformation');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/investment-loan-application/personalAndBorrowingEntity');
    await expect(page.getByRole('main').getByRole('textbox', { name: 'First name' })).toHaveValue(
      investment.firstName,
    );
  });

  test('discards a draft after the confirmation dialog', async ({ page, request, demoTokens }) => {
    const tokens = await signIn(page, demoTokens);
    await saveStep(request, tokens, 'shortQuiz', 'personalDetails', shortQuizDetails);

    await page.goto('/profile/shortFormUnfinished');
    const discard = page.getByRole('button', { name: 'Discard your pre-qualification' });
    await discard.click();
    const dialog = page.getByRole('dialog', { name: 'Discard this application?' });
    await expect(dialog).toContainText('This cannot be undone');
    await expectNoAxeViolations(page);
    // Escape keeps the draft and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(discard).toBeFocused();

    await discard.click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'discarded' })).toHaveText(
      'Your pre-qualification was discarded.',
    );
    await expect(page.getByText('You have no unfinished pre-qualification.')).toBeVisible();
    const draft = await call(request, tokens, 'GET', '/api/v1/drafts/shortQuiz');
    expect(draft.values).toEqual({});
  });

  test('shows a submitted application with its reference and status, here and on the overview', async ({
    page,
    request,
    demoTokens,
  }) => {
    const tokens = await signIn(page, demoTokens);
    for (const [stepId, values] of Object.entries(validInvestmentAnswers)) {
      await saveStep(request, tokens, 'investmentLoanApplication', stepId, values);
    }
    const { application_id } = await call(
      request,
      tokens,
      'POST',
      '/api/v1/drafts/investmentLoanApplication/submit',
      {
        idempotency_key: randomUUID(),
      },
    );
    const { applications } = (await call(request, tokens, 'GET', '/api/v1/applications')) as {
      applications: { application_id: string; reference: string }[];
    };
    const reference = applications.find((a) => a.application_id === application_id)?.reference ?? '';
    expect(reference).toMatch(/^NG-\w{4}-\w{4}$/);

    await page.goto('/profile/longFormComplete');
    const item = page.getByRole('listitem').filter({ hasText: reference });
    await expect(item).toContainText('Investment loan application');
    await expect(item).toContainText('Received');
    await expect(item).toContainText('Our loan team will be in touch within one business day.');
    await expect(item.getByRole('button', { name: /Discard/ })).toHaveCount(0);

    await page.goto('/profile');
    const latest = page.getByRole('region', { name: 'Your latest application' });
    await expect(latest).toContainText(reference);
    await expect(latest).toContainText('Our loan team will be in touch within one business day.');
  });

  for (const [label, viewport] of [
    ['390 px', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    test(`every profile list route passes axe at ${label}`, async ({ page, request, demoTokens }) => {
      // Axe over five routes: about 30 s on a loaded two-core runner (one timed out in CI).
      test.slow();
      const tokens = await signIn(page, demoTokens);
      await saveStep(request, tokens, 'shortQuiz', 'personalDetails', shortQuizDetails);
      await page.setViewportSize(viewport);
      for (const path of [
        '/profile',
        '/profile/shortFormUnfinished',
        '/profile/longFormUnfinished',
        '/profile/longFormComplete',
        '/profile/loanOffers',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/^Loading your (applications|loan offers)…$/)).toHaveCount(0);
        await expectNoAxeViolations(page);
      }
    });
  }
});
