import { pages } from '@northgate/site-config';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Sends the footer's contact form while the visitor's connection is down: 'Network error'. */
async function failFooterMessage(page: Page) {
  await page.route('**/contact_us', (route) => route.abort('internetdisconnected'));
  const footer = page.getByRole('contentinfo');
  // The form loads as the footer comes near.
  await footer.scrollIntoViewIfNeeded();
  const form = footer.getByRole('form', { name: 'Connect with our team' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Casey Reader');
  await form.getByRole('textbox', { name: 'Email' }).fill('casey@example.test');
  await form.getByRole('textbox', { name: 'Message' }).fill('Do you lend on duplexes?');
  await form.getByRole('button', { name: 'Send message' }).click();
  const underForm = form.getByRole('alert').filter({ hasText: 'Network error' });
  const toast = page.getByRole('region', { name: 'Notifications' }).getByText('Network error');
  await expect(underForm).toBeVisible();
  await expect(toast).toBeVisible();
  await page.unroute('**/contact_us');
  return { underForm, toast };
}

test('an error under the footer form is gone after following a footer link to another page', async ({
  page,
}) => {
  await page.goto(pages.legal.path);
  const { underForm, toast } = await failFooterMessage(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(new RegExp(`${pages.privacyPolicy.path}/?$`));
  await expect(underForm).toHaveCount(0);
  await expect(toast).toHaveCount(0);
  // What the visitor typed is still there: only the error belonged to the page they left. (Both
  // pages hydrate without the router, ADR 0064: the next page's footer form loads as it comes near.)
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Do you lend on duplexes?',
  );
});

test('a navigation that changes only the search part clears errors too', async ({ page }) => {
  await page.goto(pages.mortgageCalculator.path);
  const { underForm, toast } = await failFooterMessage(page);

  // Another tab of the calculator: the same page with another ?tool=, kept at the reader's position.
  await page.evaluate(() => window.scrollTo(0, 0));
  const tabs = page.getByRole('tablist').getByRole('tab');
  await tabs.nth(1).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const before = await page.evaluate(() => window.scrollY);
  await tabs.nth(1).click();
  await expect(page).toHaveURL(/tool=estimator/);
  await expect(underForm).toHaveCount(0);
  await expect(toast).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('a message half-written in the footer of the home page is still there on the next page', async ({
  page,
}) => {
  // The home page hydrates without the router (ADR 0064): its links load the next page in full.
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const form = footer.getByRole('form', { name: 'Connect with our team' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Casey Reader');
  await form.getByRole('textbox', { name: 'Message' }).fill('Do you lend on duplexes?');

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(new RegExp(`${pages.privacyPolicy.path}/?$`));
  const next = page.getByRole('contentinfo');
  await next.scrollIntoViewIfNeeded();
  const carried = next.getByRole('form', { name: 'Connect with our team' });
  await expect(carried.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you lend on duplexes?');
  await expect(carried.getByRole('textbox', { name: 'Name' })).toHaveValue('Casey Reader');
  await expect(carried.getByRole('textbox', { name: 'Email' })).toHaveValue('');
});
