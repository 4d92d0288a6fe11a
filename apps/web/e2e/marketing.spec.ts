import { pages } from '@northgate/site-config';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { openCarousel } from './carousel.ts';

const landingPages = [
  {
    page: pages.primaryResidenceLoan,
    application: pages.permanentLoanApplication.path,
    cta: /permanent loan application/,
  },
  {
    page: pages.investmentPropertyLoan,
    application: pages.investmentLoanApplication.path,
    cta: /investment loan application/,
  },
  {
    page: pages.businessFinancing,
    application: pages.businessLoanApplication.path,
    cta: /business loan application/,
  },
];

test.describe('loan landing pages', () => {
  for (const { page: landing, application, cta } of landingPages) {
    test(`${landing.path}: audience, terms, steps, documents, FAQs with FAQPage data, CTA`, async ({
      page,
    }) => {
      await page.goto(landing.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.title);
      await expect(page).toHaveTitle(`${landing.title} | Northgate Private Lending`);
      for (const heading of [
        'Who this loan is for',
        'Typical terms',
        'How it works, step by step',
        'Documents you will need',
        'Frequently asked questions',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByText('this is not a commitment to lend')).toBeVisible();
      await expect(page.locator('dl dt').first()).toBeVisible();
      expect(await page.locator('ol > li').count()).toBeGreaterThanOrEqual(4);

      const questions = await page.locator('details summary').allTextContents();
      expect(questions.length).toBeGreaterThanOrEqual(4);
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(data['@type']).toBe('FAQPage');
      expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
      await page.locator('details summary').first().click();
      await expect(page.locator('details').first().getByRole('paragraph')).toBeVisible();

      const links = page.getByRole('link', { name: cta });
      await expect(links).toHaveCount(2);
      await expect(links.first()).toHaveAttribute('href', application);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
    });
  }
});

test('testimonials: six short stories with full texts, more reviews: eight dated reviews', async ({
  page,
}) => {
  await page.goto(pages.testimonials.path);
  const figures = page.getByRole('main').locator('figure');
  await expect(figures).toHaveCount(6);
  await figures
    .first()
    .getByText(/full story/)
    .click();
  await expect(figures.first().locator('details p')).toBeVisible();
  await page.getByRole('link', { name: 'Read more reviews' }).click();
  await expect(page).toHaveURL(/\/more-reviews\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'More reviews' })).toBeVisible();
  const reviews = page.getByRole('main').getByRole('article');
  await expect(reviews).toHaveCount(8);
  await expect(reviews.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
});

test('legal pages: GLBA-style privacy notice, licensing and disclosures, terms of service', async ({
  page,
}) => {
  await page.goto(pages.privacyPolicy.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Can you limit this sharing?' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /For nonaffiliates to market to you/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'To limit our marketing to you' })).toBeVisible();

  await page.goto(pages.legal.path);
  await expect(page.getByText(/NMLS #\d+/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Equal Housing Opportunity' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not a commitment to lend' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estimates are not appraisals' })).toBeVisible();
  await expect(
    page.getByText('Loans made or arranged pursuant to a California Financing Law license'),
  ).toBeVisible();

  await page.goto(pages.termsOfService.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Applications, quotes and tools/ })).toBeVisible();
});

test('affiliate program: offer, fees only where permitted and disclosed, how to apply', async ({ page }) => {
  await page.goto(pages.affiliateProgram.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate program' })).toBeVisible();
  await expect(
    page.getByText(/paid only where permitted by law and are always disclosed to the borrower/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Apply to the affiliate program' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'email', exact: true })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
});

test('affiliate program: the application is validated, stored and acknowledged', async ({ page }) => {
  await page.goto(pages.affiliateProgram.path);
  const form = page.getByRole('form', { name: 'Affiliate program application' });
  await form.getByRole('button', { name: 'Apply to the program' }).click();
  await expect(page.locator(':focus')).toContainText('There is a problem');
  await form.getByRole('textbox', { name: 'Full name' }).fill('Avery Agent');
  await form.getByRole('textbox', { name: 'Email' }).fill('avery@realty.example');
  await form.getByRole('textbox', { name: 'Phone' }).pressSequentially('5550102233');
  await form.getByRole('textbox', { name: /Company/ }).fill('Avery Realty');
  await form
    .getByRole('textbox', { name: 'How would you refer borrowers to us?' })
    .fill('I advise investors buying small rentals in Ohio and would send them to you for DSCR loans.');
  await form.getByRole('button', { name: 'Apply to the program' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Your application is in' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('robots.txt and sitemap.xml list the public marketing routes', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const page of [
    pages.home,
    pages.primaryResidenceLoan,
    pages.investmentPropertyLoan,
    pages.businessFinancing,
    pages.mortgageCalculator,
    pages.testimonials,
    pages.moreReviews,
    pages.privacyPolicy,
    pages.legal,
    pages.termsOfService,
    pages.affiliateProgram,
  ]) {
    expect(xml).toContain(`${page.path}</loc>`);
  }
  expect(xml).not.toContain('/profile');
});

test.describe('no axe violations', () => {
  for (const path of [
    '/',
    pages.primaryResidenceLoan.path,
    pages.investmentPropertyLoan.path,
    pages.businessFinancing.path,
    pages.testimonials.path,
    pages.moreReviews.path,
    pages.privacyPolicy.path,
    pages.legal.path,
    pages.termsOfService.path,
    pages.affiliateProgram.path,
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (path === '/') await openCarousel(page);
      await expectNoAxeViolations(page);
    });
  }

  test('/ on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await openCarousel(page);
    await expectNoAxeViolations(page);
  });
});
