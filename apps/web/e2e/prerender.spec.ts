import { pages, prerenderedPaths, site } from '@northgate/site-config';
import type { Page } from '@playwright/test';
import { expect, READY_MARK, test, waitForApp } from './fixtures.ts';
import { seedSession } from './session.ts';

/** Holds back the app's code (src/boot.tsx) until `release` is called: the page as it is before React. */
async function holdAppCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Console errors and uncaught exceptions: a failed hydration shows up as one of them. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('prerendered pages', () => {
  test('arrive as compressed HTML with their content, title, description and canonical address', async ({
    request,
  }) => {
    for (const path of prerenderedPaths) {
      const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-encoding'], path).toBe('br');
      const html = await response.text();
      expect(html, path).toMatch(/<div id="root"><div[^>]*><header/);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html, path).toMatch(/<title>[^<]*Northgate Private Lending[^<]*<\/title>/);
      expect(html, path).toContain(`<link rel="canonical" href="${site.url}${path}" data-seo>`);
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
      // The Content-Security-Policy allows no inline script: only data blocks and module files.
      const scripts = html.match(/<script[^>]*>/g) ?? [];
      for (const tag of scripts) expect(tag, path).toMatch(/type="(module|application\/ld\+json)"/);
    }
    const home = await (await request.get('/')).text();
    expect(home).toContain('One Platform For All Your Financing Needs');
    expect(home).toContain('Bad Credit OK');
  });

  test('without JavaScript the home page shows every section, styled, with working links', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'One Platform For All Your Financing Needs',
    );
    await expect(page.getByRole('heading', { name: 'Tools To Start Your Financial Journey' })).toBeVisible();
    const advantages = page.getByTestId('advantages').getByRole('listitem');
    await expect(advantages).toHaveCount(10);
    // The stylesheet arrived with the HTML: the advantages stand in two columns.
    const lefts = await advantages.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size).toBe(2);
    await page.getByRole('main').getByRole('link', { name: 'About permanent loans' }).click();
    await expect(page).toHaveURL(new RegExp(`${pages.primaryResidenceLoan.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.primaryResidenceLoan.title);
    await context.close();
  });

  test('paint before the app code arrives, then React takes over without a shift or an error', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await holdAppCode(page);
    await page.goto(pages.businessFinancing.path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.businessFinancing.title);
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, READY_MARK)).toBe(0);

    release();
    await waitForApp(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { value: number })[];
            resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a visitor who scrolls before the app code arrives keeps their place when React takes over', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto(pages.primaryResidenceLoan.path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.primaryResidenceLoan.title);
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const before = await page.evaluate(() => window.scrollY);

    release();
    await waitForApp(page);
    // Two frames after React owns the page: any scroll the takeover made has been painted by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  for (const signedIn of [false, true]) {
    test(`React attaches to every prerendered page ${signedIn ? 'for a signed-in borrower' : 'signed out'}, with one set of head tags`, async ({
      page,
      demoSession,
    }) => {
      if (signedIn) await seedSession(page, await demoSession());
      const errors = collectErrors(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const path of prerenderedPaths) {
        await page.goto(path);
        // The HTML was built signed out; the header shows the stored session once React owns it.
        await expect(nav.getByRole('link', { name: 'Account' })).toHaveCount(signedIn ? 1 : 0);
        await expect(nav.getByRole('button', { name: 'Login' })).toHaveCount(signedIn ? 0 : 1);
        await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(1);
        await expect(page.locator('meta[property="og:title"]'), path).toHaveCount(1);
        await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
      }
      expect(errors).toEqual([]);
    });
  }

  test('an address typed and sent before the page is interactive still opens the estimator', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByPlaceholder('Type the full address here...').fill('120 Main St, Austin, TX 78701');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    // Held, not sent as a page reload with the address in it.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByPlaceholder('Type the full address here...')).toHaveValue(
      '120 Main St, Austin, TX 78701',
    );

    release();
    await expect(page).toHaveURL(/\/mortgage-calculator\/\?tool=estimator&address=120\+Main\+St/);
  });

  test('a tap on the menu button before the page is interactive opens the menu once it is', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    const release = await holdAppCode(page);
    await page.goto(pages.legal.path, { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });

  test('the affiliate form keeps what was typed before the page was interactive', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto(pages.affiliateProgram.path, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Affiliate program application' });
    await form.getByLabel('Full name').fill('Rita Referral');
    await form.getByLabel('Email').fill('rita@brokerage.test');
    release();
    await waitForApp(page);

    await form.getByRole('button', { name: 'Apply to the program' }).click();
    // Only the fields left empty are reported; the early ones reached the form.
    const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
    const problems = summary.getByRole('link');
    await expect(problems).toHaveCount(2);
    expect(await problems.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
      '#phone',
      '#referral_plan',
    ]);
    await expect(form.getByLabel('Full name')).toHaveValue('Rita Referral');
  });
});

test('robots.txt and sitemap.xml name the public site and its pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const path of prerenderedPaths) expect(xml).toContain(`<loc>${site.url}${path}</loc>`);
});
