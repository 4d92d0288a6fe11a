import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { expect, test } from './fixtures.ts';
import { createAccountViaApi, seedSession } from './session.ts';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** How much wider than the window the page is (0 when nothing scrolls sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('the account area', () => {
  test('on a desktop, the header and the overview both lead to where the name, email and phone change', async ({
    page,
    request,
  }) => {
    const account = await createAccountViaApi(request);
    await seedSession(page, account.tokens);
    await page.setViewportSize(desktop);
    await page.goto('/profile');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Edit profile' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL('/profile/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/profile');
    await nav.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL('/profile/edit');
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Last name' })).toHaveValue(
      account.lastName,
    );
  });

  test('on a phone, a long email address wraps instead of widening the page', async ({ page, request }) => {
    const account = await createAccountViaApi(request, { emailLength: 35 });
    expect(account.email).toHaveLength(35);
    await seedSession(page, account.tokens);
    await page.setViewportSize(phone);

    await page.goto('/profile');
    await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.goto('/profile/edit');
    await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByText(account.email)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
