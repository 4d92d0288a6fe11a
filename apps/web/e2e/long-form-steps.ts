import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';

// What the long form's e2e does on every step: find fields by their labels, answer, move on.

export const BASE = '/longForm/';

export const main = (page: Page) => page.getByRole('main');
export const textbox = (scope: Locator, name: string | RegExp) => scope.getByRole('textbox', { name });
export const select = (scope: Locator, name: string | RegExp, value: string) =>
  scope.getByRole('combobox', { name }).selectOption(value);
export const radio = (scope: Locator, question: string | RegExp, answer: string) =>
  scope.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
export const tick = (scope: Locator, name: string) => scope.getByRole('checkbox', { name }).check();

/** An ISO date `days` from today in the browser's calendar (a balance date, a closing date). */
export const daysFromToday = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

export async function onStep(page: Page, stepId: string, heading: string) {
  await expect(page).toHaveURL(`${BASE}${stepId}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Runs axe on the filled step, then Next (or, on the last step, Review your answers). */
export async function checkAndContinue(page: Page, label: 'Next' | 'Review your answers' = 'Next') {
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: label, exact: true }).click();
}

export async function fillAddress(scope: Locator, street: string, city: string, state: string, zip: string) {
  await textbox(scope, 'Street address').fill(street);
  await textbox(scope, 'City').fill(city);
  await select(scope, 'State', state);
  await textbox(scope, 'ZIP code').fill(zip);
}
