import { createHash } from 'node:crypto';
import { allPages, pages, prerenderedPaths, routerFreePaths, site } from '@northgate/site-config';
import { expect, READY_MARK, test, waitForApp } from './fixtures.ts';
import { appPaths, isMarketing } from './prerendered-pages.ts';
import { collectErrors, holdAppCode } from './early-page.ts';
import { seedSession } from './session.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';

test.describe('prerendered pages', () => {
  test('arrive as compressed HTML with their content, title, description and canonical address', async ({
    request,
  }) => {
    for (const path of prerenderedPaths) {
      const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-encoding'], path).toBe('br');
      const html = await response.text();
      // These pages hydrate without the router (ADR 0064); src/main.tsx reads the mark.
      const root = routerFreePaths.includes(path) ? '<div id="root" data-static-page>' : '<div id="root">';
      expect(html, path).toMatch(new RegExp(`${root}<div[^>]*><header`));
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html, path).toMatch(/<title>[^<]*Northgate Private Lending[^<]*<\/title>/);
      if (isMarketing(path))
        expect(html, path).toContain(`<link rel="canonical" href="${site.url}${path}" data-seo>`);
      else expect(html, path).not.toContain('data-seo');
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
      // The Content-Security-Policy allows one inline script, by its hash: the early-input script
      // (ADR 0051). Every other script is a data block or a module file.
      const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]!);
      expect(inline, path).toHaveLength(1);
      const hash = createHash('sha256').update(inline[0]!).digest('base64');
      expect(response.headers()['content-security-policy'], path).toContain(`'sha256-${hash}'`);
      const scripts = (html.match(/<script[^>]*>/g) ?? []).filter((tag) => tag !== '<script>');
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

  test('every prerendered app page, as its HTML shows before the app starts, has no axe violations at 390 and 1280 px', async ({
    page,
  }) => {
    // Lighthouse checks these pages once the app has taken over; on a slow phone a borrower reads
    // and types into the HTML for the seconds before that.
    test.setTimeout(120_000);
    await holdAppCode(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of appPaths) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        const ready = await page.evaluate((mark) => performance.getEntriesByName(mark).length, READY_MARK);
        expect(ready, `${path}: the app had not started`).toBe(0);
        await test.step(`${path} at ${width} px`, () => expectNoAxeViolations(page));
      }
    }
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
        // The login page sends a signed-in borrower to the home page, which has its SEO tags.
        const seoTags = isMarketing(path) || (signedIn && path === pages.login.path) ? 1 : 0;
        await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(seoTags);
        await expect(page.locator('meta[property="og:title"]'), path).toHaveCount(seoTags);
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

  test('a tap on a button in the page before it is interactive does what it does once it is', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto(pages.mortgageCalculator.path, { waitUntil: 'domcontentloaded' });
    // In the page's content, which React attaches to after the header and footer.
    await page.getByRole('tab', { name: 'Property value estimator' }).click();
    release();
    await expect(page.getByRole('tab', { name: 'Property value estimator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property value estimator');
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

test.describe('prerendered app pages', () => {
  const headings: Record<string, string> = {
    [pages.login.path]: 'Log in',
    [pages.mortgageCalculator.path]: 'Mortgage calculator',
    '/shortQuiz/personalDetails': 'Your details',
    '/permanent-loan-application/typeOfMortgage': 'Type of mortgage and terms',
    '/investment-loan-application/personalAndBorrowingEntity': 'You and your borrowing entity',
    // A flow's parent path resumes where the saved answers reach: for a first visit, the first step.
    [pages.shortQuiz.path]: 'Your details',
    [pages.permanentLoanApplication.path]: 'Type of mortgage and terms',
    [pages.investmentLoanApplication.path]: 'You and your borrowing entity',
  };

  test('show their heading and form from the HTML, before any script runs', async ({ browser }) => {
    expect(Object.keys(headings).sort()).toEqual([...appPaths].sort());
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole('main').getByRole('textbox').first(), path).toBeVisible();
      await expect(page.getByText('Loading your application'), path).toBeHidden();
    }
    await context.close();
  });

  test('with search parameters the browser renders the page they ask for, without an error', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(`${pages.mortgageCalculator.path}?tool=estimator&address=120+Main+St`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property value estimator');
    await expect(page.getByRole('tab', { name: 'Property value estimator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goto(`${pages.mortgageCalculator.path}?price=640000`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mortgage calculator');
    await expect(page.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('640,000');
    await page.goto(`${pages.login.path}?redirect=${encodeURIComponent(pages.profile.path)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    expect(errors).toEqual([]);
  });

  test('a signed-in borrower who opens the login page is sent to the home page', async ({
    page,
    demoTokens,
  }) => {
    await seedSession(page, demoTokens);
    const errors = collectErrors(page);
    await page.goto(pages.login.path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'One Platform For All Your Financing Needs',
    );
    expect(errors).toEqual([]);
  });

  test('the login form keeps an email typed before the page is interactive', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto(pages.login.path, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Log in with your email' });
    await form.getByLabel('Email').fill('early@borrower.test');
    release();
    await waitForApp(page);
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    // Only the password is reported missing: the early email reached the form.
    await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveValue('early@borrower.test');
  });
});

test('robots.txt and sitemap.xml name the public site and its pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const { path, sitemap: listed } of allPages) {
    if (listed) expect(xml).toContain(`<loc>${site.url}${path}</loc>`);
    else expect(xml).not.toContain(`<loc>${site.url}${path}</loc>`);
  }
});
