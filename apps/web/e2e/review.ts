import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { latestOutboxMessage } from './session.ts';

export const REVIEW_TITLE = 'Check your answers before you submit';

/** Signs the signature pad on screen with a typed legal name (the pad's typed-name signature). */
export async function signAs(page: Page, legalName: string) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Clear signature' }).click();
  await main.getByRole('textbox', { name: 'Full legal name' }).fill(legalName);
  await main.getByRole('button', { name: 'Sign with my typed name' }).click();
}

/** From an application's last step to its review page. */
export async function goToReview(page: Page, base: string) {
  await page.getByRole('main').getByRole('button', { name: 'Review your answers', exact: true }).click();
  await expect(page).toHaveURL(`${base}review`);
  await expect(page.getByRole('heading', { level: 1, name: REVIEW_TITLE })).toBeVisible();
}

/** From a step opened from the review page (Change, Go to) straight back to the review. */
export async function returnToReview(page: Page, base: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Save and return to review', exact: true })
    .click();
  await expect(page).toHaveURL(`${base}review`);
  await expect(page.getByRole('heading', { level: 1, name: REVIEW_TITLE })).toBeVisible();
}

/**
 * Submits from the review page and expects a rule across steps to refuse it: the problem names
 * the step, and its link goes there with the way straight back to the review.
 */
export async function expectProblemLinkedTo(
  page: Page,
  base: string,
  stepId: string,
  stepTitle: string,
  message: RegExp,
) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Submit application' }).click();
  const problems = main.getByRole('alert').filter({ hasText: 'Your application cannot be submitted yet' });
  await expect(problems).toContainText(message);
  await expect(problems).toContainText(`"${stepTitle}"`);
  await problems.getByRole('link', { name: `Go to ${stepTitle.toLowerCase()}` }).click();
  await expect(page).toHaveURL(`${base}${stepId}?from=review`);
  await expect(page.getByRole('heading', { level: 1, name: stepTitle })).toBeVisible();
}

/** A guest's submit asks to confirm the email first: the code comes from the dev outbox. */
export async function confirmEmailOnReview(page: Page, request: APIRequestContext, email: string) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Submit application' }).click();
  await expect(main.getByRole('alert').first()).toContainText('Confirm your email address');
  const panel = main.getByRole('region', { name: 'Confirm your email address' });
  await panel.getByRole('button', { name: 'Email me a code' }).click();
  await expect(panel.getByText(`We emailed a 6-digit code to ${email}`)).toBeVisible();
  const { body } = await latestOutboxMessage(request, email);
  const code = /\b(\d{6})\b/.exec(body)?.[1] ?? '';
  await panel.getByRole('textbox', { name: 'Code from the email' }).fill(code);
  await panel.getByRole('button', { name: 'Confirm email' }).click();
  await expect(main.getByRole('region', { name: 'Email confirmed' })).toBeVisible();
}
