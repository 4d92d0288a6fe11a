import { pages } from '@northgate/site-config';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';

const anonymousPages = Object.values(pages).filter((p) => p.access !== 'login-required');

test.describe('every anonymous route renders on a direct load', () => {
  for (const page of anonymousPages) {
    test(page.path, async ({ page: browser }) => {
      const response = await browser.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browser.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(browser.getByRole('banner')).toBeVisible();
      await expect(browser.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test('an unknown path shows the 404 page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'One Platform For All Your Financing Needs',
  );
});

test('a flow parent route opens its first step', async ({ page }) => {
  await page.goto(pages.shortQuiz.path);
  await expect(page).toHaveURL(/\/shortQuiz\/personalDetails$/);
});

test('scroll-to-top appears only past 200px and returns to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(pages.privacyPolicy.path);
  // Make sure the page is tall enough to scroll, whatever its content.
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
  });
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('the page scrolls to the top after a navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('header menus: loan links, Login dropdown with an external Brokers link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Permanent Loan' })).toHaveAttribute(
    'href',
    '/primary-residence-loan/',
  );
  await expect(nav.getByRole('link', { name: 'Investment Property Loan' })).toHaveAttribute(
    'href',
    '/investment-property-loan/',
  );
  await expect(nav.getByRole('link', { name: 'Business Financing' })).toHaveAttribute(
    'href',
    '/business-financing/',
  );
  await expect(nav.getByRole('link', { name: 'Account' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('menuitem', { name: 'Borrowers' })).toBeVisible();
  const brokers = page.getByRole('menuitem', { name: /Brokers/ });
  await expect(brokers).toHaveAttribute('target', '_blank');
  await expect(brokers).toHaveAttribute('rel', 'noopener noreferrer');
  await page.getByRole('menuitem', { name: 'Borrowers' }).click();
  await expect(page).toHaveURL(/\/login\/$/);
});

test('mobile: the hamburger opens a menu with the same links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const panel = page.getByRole('navigation', { name: 'Mobile' });
  await expect(panel.getByRole('link', { name: 'Business Financing' })).toBeVisible();
  await panel.getByRole('link', { name: 'Permanent Loan' }).click();
  await expect(page).toHaveURL(/\/primary-residence-loan\/$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
});

test('footer: copyright, About Us links and social links with accessible names', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2025');
  await expect(footer.getByRole('heading', { name: 'Connect with our team' })).toBeVisible();
  for (const [name, href] of [
    ['Privacy Policy', '/privacy-policy/'],
    ['Legal', '/legal/'],
    ['Terms of Service', '/terms-of-service/'],
    ['Contact Us', '/contactUs'],
    ['Become an Affiliate', '/affiliate-program/'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }
  for (const network of ['Instagram', 'Facebook', 'LinkedIn', 'TikTok', 'X']) {
    await expect(footer.getByRole('link', { name: new RegExp(`on ${network} `) })).toHaveAttribute(
      'target',
      '_blank',
    );
  }
});

test('the shell has no axe violations on the home page and a content page', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  await page.goto(pages.legal.path);
  await expectNoAxeViolations(page);
});

test('the server sends the security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-powered-by']).toBeUndefined();
});
