import { pages } from '@northgate/site-config';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { AUTOPLAY_MS } from '../src/features/marketing/home/carousel-timing.ts';
import { carousel, openCarousel } from './carousel.ts';

/** Slides lying fully inside the carousel's box, left to right, by their "n of N" labels. */
async function slidesInView(page: Page) {
  return carousel(page).evaluate((region) => {
    const box = region.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .map((slide) => ({
        label: slide.getAttribute('aria-label') ?? '',
        rect: slide.getBoundingClientRect(),
      }))
      .filter(({ rect }) => rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1)
      .sort((a, b) => a.rect.left - b.rect.left)
      .map(({ label, rect }) => ({ label, left: rect.left, right: rect.right }));
  });
}

/** WCAG contrast ratio of two `rgb(r, g, b)` colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test.describe('home page', () => {
  test('hero: title, subheading, address field and links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'One Platform For All Your Financing Needs',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // axe cannot judge text on a gradient: the title must contrast with both ends of the hero's.
    const { title, stops } = await page.getByRole('heading', { level: 1 }).evaluate((h1) => ({
      title: getComputedStyle(h1).color,
      stops: getComputedStyle(h1.closest('section')!).backgroundImage.match(/rgb\([^)]+\)/g) ?? [],
    }));
    expect(stops).toHaveLength(2);
    for (const stop of stops) expect(contrastRatio(title, stop)).toBeGreaterThanOrEqual(4.5);
    await expect(page.getByText('Discover your property value today')).toBeVisible();
    await expect(page.getByPlaceholder('Type the full address here...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Report' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', pages.shortQuiz.path);
    await expect(main.getByRole('link', { name: 'Mortgage Calculator', exact: true })).toHaveAttribute(
      'href',
      pages.mortgageCalculator.path,
    );
  });

  test('Generate Report: an empty address is explained inline, an address opens the estimator', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Enter the full address of the property',
    );
    await expect(page).toHaveURL(/\/$/);
    await page.getByPlaceholder('Type the full address here...').fill('120 Main St, Austin, TX 78701');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await expect(page).toHaveURL(/\/mortgage-calculator\/\?tool=estimator&address=120\+Main\+St/);
  });

  test('presents the six loan types with links to their landing pages', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Loans for every stage of a property' });
    for (const name of [
      'Hard-money loans',
      'Bridge loans',
      'Fix-and-flip loans',
      'Investment property loans',
      'Business financing',
      'Permanent loans',
    ]) {
      await expect(section.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(section.getByRole('link', { name: 'About permanent loans' })).toHaveAttribute(
      'href',
      pages.primaryResidenceLoan.path,
    );
  });

  test('committed to you: ten advantages in two columns of five at 1280px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'committed to you' })).toBeVisible();
    const items = page.getByTestId('advantages').getByRole('listitem');
    await expect(items).toHaveCount(10);
    const titles = await items.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual([
      'No Doc Program',
      'Instant Approval',
      'Competitive Rates',
      'Long Term Loans',
      'Business Funding',
      'No Upfront Fee',
      'Fast Closing',
      'Short Term Loans',
      'Online Platform',
      'Bad Credit OK',
    ]);
    const boxes = await items.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    );
    const lefts = [...new Set(boxes.map((b) => Math.round(b.left)))];
    expect(lefts).toHaveLength(2);
    const [first, second] = [boxes.slice(0, 5), boxes.slice(5)];
    expect(new Set(first.map((b) => Math.round(b.left))).size).toBe(1);
    expect(new Set(second.map((b) => Math.round(b.left))).size).toBe(1);
    expect(second[0]!.left).toBeGreaterThan(first[0]!.right);
    // Filled top to bottom: each column's items go down the page, rows line up across columns.
    for (let i = 1; i < 5; i++) expect(first[i]!.top).toBeGreaterThan(first[i - 1]!.top);
    expect(Math.round(second[0]!.top)).toBe(Math.round(first[0]!.top));
    for (const item of await items.all()) await expect(item.getByRole('paragraph')).not.toBeEmpty();
  });

  test('tools: two cards whose VIEW HERE links open the calculator', async ({ page }) => {
    await page.goto('/');
    const tools = page.getByRole('region', { name: 'Tools To Start Your Financial Journey' });
    await expect(tools.getByRole('listitem')).toHaveCount(2);
    await expect(tools.getByRole('heading', { name: 'Property Value Estimator' })).toBeVisible();
    await expect(tools.getByRole('heading', { name: 'Mortgage Calculator' })).toBeVisible();
    await expect(tools.getByText('VIEW HERE')).toHaveCount(2);
    const estimator = tools.getByRole('link', { name: 'VIEW HERE for the Property Value Estimator' });
    const calculator = tools.getByRole('link', { name: 'VIEW HERE for the Mortgage Calculator' });
    await expect(estimator).toHaveAttribute('href', '/mortgage-calculator/?tool=estimator');
    await expect(calculator).toHaveAttribute('href', pages.mortgageCalculator.path);
    await estimator.click();
    await expect(page).toHaveURL(/\/mortgage-calculator\/\?tool=estimator$/);
  });

  for (const [width, perView] of [
    [1280, 3],
    [800, 2],
    [500, 1],
  ] as const) {
    test(`testimonial carousel shows ${perView} at ${width}px, 16px apart, and advances by itself`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await openCarousel(page);
      // The pointer must not rest on the section, or autoplay pauses.
      await page.mouse.move(0, 0);
      const region = carousel(page);
      await expect(region).toHaveAttribute('aria-label', 'Borrower testimonials');
      await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(6);
      await expect(region.getByRole('group', { name: '1 of 6' })).toBeVisible();
      const before = await slidesInView(page);
      expect(before).toHaveLength(perView);
      for (let i = 1; i < before.length; i++) {
        expect(Math.round(before[i]!.left - before[i - 1]!.right)).toBe(16);
      }
      // No arrows, no pagination: the only buttons in the section are the pause control.
      await expect(region.getByRole('button')).toHaveCount(0);
      await expect(region).toHaveAttribute('data-autoplay', 'on');
      await expect
        .poll(async () => (await slidesInView(page))[0]?.label, { timeout: 7_000, intervals: [250] })
        .not.toBe(before[0]!.label);
    });
  }

  test('carousel loops: going back from the first slide shows the sixth', async ({ page }) => {
    await page.setViewportSize({ width: 500, height: 900 });
    await page.goto('/');
    await openCarousel(page);
    const region = carousel(page);
    // The pointer over the carousel holds autoplay, so the first slide stays put until we drag.
    await region.hover();
    await expect(region).toHaveAttribute('data-autoplay', 'off');
    await expect.poll(async () => (await slidesInView(page))[0]?.label).toBe('1 of 6');
    const box = (await region.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 60, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, y, { steps: 8 });
    await page.mouse.move(box.x + 360, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await slidesInView(page))[0]?.label).toBe('6 of 6');
  });

  test('autoplay pauses on hover, on keyboard focus and with the Pause button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await openCarousel(page);
    // Playwright's clock from here on (installed before load it would hide the app's ready mark):
    // time flows as usual, and runFor jumps it ahead instead of a real wait.
    await page.clock.install();
    await page.mouse.move(0, 0);
    const region = carousel(page);
    await expect(region).toHaveAttribute('data-autoplay', 'on');

    await region.hover();
    await expect(region).toHaveAttribute('data-autoplay', 'off');
    await page.mouse.move(0, 0);
    await expect(region).toHaveAttribute('data-autoplay', 'on');

    await page.getByRole('link', { name: 'View All' }).focus();
    await expect(region).toHaveAttribute('data-autoplay', 'off');
    await page.getByRole('link', { name: 'View All' }).blur();
    await expect(region).toHaveAttribute('data-autoplay', 'on');

    const pause = page.getByRole('button', { name: 'Pause testimonials' });
    await pause.click();
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Play testimonials' }).blur();
    await expect(region).toHaveAttribute('data-autoplay', 'off');
    const first = (await slidesInView(page))[0]!.label;
    await page.clock.runFor(AUTOPLAY_MS + 1_000);
    expect((await slidesInView(page))[0]!.label).toBe(first);
    await page.getByRole('button', { name: 'Play testimonials' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Pause testimonials' }).blur();
    await expect(region).toHaveAttribute('data-autoplay', 'on');
    // Playing again, the same jump moves the carousel on: the pause above is what held it.
    await page.clock.runFor(AUTOPLAY_MS + 1_000);
    await expect.poll(async () => (await slidesInView(page))[0]?.label).not.toBe(first);
  });

  test('autoplay never runs when the system asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await openCarousel(page);
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
    await expect(page.getByRole('button', { name: 'Pause testimonials' })).toBeHidden();
  });

  test("'View All' opens the testimonials page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/testimonials\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  });

  test('search engines: title, description, Open Graph, canonical and Organization data', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Northgate Private Lending | Private real-estate and business loans');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Approvals within 48 hours/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Northgate Private Lending/,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data['@type']).toContain('Organization');
    expect(data.name).toBe('Northgate Private Lending');
    expect(data.identifier.value).toMatch(/^\d+$/);
  });
});
