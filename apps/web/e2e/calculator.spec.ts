import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';

async function enterLoan(page: Page, amount: string, rate: string, years: string) {
  await page.getByRole('radio', { name: 'Loan amount' }).check();
  const loan = page.getByRole('textbox', { name: /^Loan amount/ });
  await loan.fill('');
  await loan.pressSequentially(amount);
  const rateField = page.getByLabel('Interest rate (%)');
  await rateField.fill('');
  await rateField.pressSequentially(rate);
  const term = page.getByLabel('Term (years)');
  await term.fill('');
  await term.pressSequentially(years);
}

// Axe on a page with a 360-row schedule takes several seconds on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test.describe('mortgage calculator', () => {
  test('typing $300,000 / 6.5% / 30 years shows $1,896.20, and the page has no axe violations', async ({
    page,
  }) => {
    await page.goto('/mortgage-calculator/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mortgage calculator');
    await enterLoan(page, '300000', '6.5', '30');
    await expect(page.getByRole('textbox', { name: /^Loan amount/ })).toHaveValue('300,000');
    await expect(page.getByTestId('monthly-pi')).toHaveText('$1,896.20');
    await expect(page.getByTestId('total-interest')).toHaveText('$382,636.71');
    await expectNoAxeViolations(page);
  });

  test('a shared URL restores the same result', async ({ page, browser }) => {
    await page.goto('/mortgage-calculator/');
    await enterLoan(page, '250000', '11', '30');
    await page.getByRole('radio', { name: 'Balloon' }).check();
    await page.getByLabel('Extra every month', { exact: false }).pressSequentially('100');
    await expect(page).toHaveURL(/rate=11/);
    await expect(page).toHaveURL(/xm=100/);
    const pi = await page.getByTestId('monthly-pi').textContent();
    const balloon = await page.getByTestId('balloon').textContent();
    const url = page.url();
    const other = await browser.newPage();
    await other.goto(url);
    await expect(other.getByTestId('monthly-pi')).toHaveText(pi ?? '');
    await expect(other.getByTestId('balloon')).toHaveText(balloon ?? '');
    await expect(other.getByRole('textbox', { name: /^Loan amount/ })).toHaveValue('250,000');
    await other.reload();
    await expect(other.getByTestId('balloon')).toHaveText(balloon ?? '');
    await other.close();
  });

  test('the amortization schedule downloads as CSV', async ({ page }) => {
    await page.goto('/mortgage-calculator/?basis=loan&loan=300000&rate=6.5&term=30&start=2026-01');
    await expect(page.getByTestId('monthly-pi')).toHaveText('$1,896.20');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('amortization-schedule-monthly.csv');
    const text = await readFile(await download.path(), 'utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Payment number,Date,Payment,Interest,Principal,Extra principal,Balloon,Balance');
    expect(lines[1]).toBe('1,2026-01,1896.20,1625.00,271.20,0.00,0.00,299728.80');
    expect(lines[360]).toMatch(/^360,2055-12,.*,0\.00$/);
  });

  test('the chart arriving does not move the schedule under the borrower', async ({ page }) => {
    // The chart is a chunk of its own: hold it back until the schedule is on screen, as on a slow
    // connection, so a click aimed at the schedule's buttons lands where the borrower aimed it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Chart of balance')) await held;
      await route.fulfill({ response, body });
    });
    await page.goto('/mortgage-calculator/?basis=loan&loan=300000&rate=6.5&term=30&start=2026-01');
    const download = page.getByRole('button', { name: /Download CSV/ });
    await download.scrollIntoViewIfNeeded();
    await expect(page.getByText('Loading chart…')).toBeVisible();
    const before = await download.boundingBox();
    release();
    await expect(page.getByRole('img', { name: /^Chart of balance/ })).toBeVisible();
    expect(await download.boundingBox()).toEqual(before);
  });

  test('the schedule shows the first year, and every payment on request', async ({ page }) => {
    await page.goto('/mortgage-calculator/?basis=loan&loan=300000&rate=6.5&term=30&start=2026-01');
    const rows = page.getByRole('region', { name: /^Monthly schedule/ }).locator('tbody tr');
    await expect(page.getByText('Monthly schedule, 360 payments (the first 12 shown)')).toBeVisible();
    await expect(rows).toHaveCount(12);
    await expect(rows.last()).toContainText('Dec 2026');
    const showAll = page.getByRole('button', { name: 'Show all 360 payments' });
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await showAll.click();
    await expect(rows).toHaveCount(360);
    await expect(rows.last()).toContainText('$0.00');
    await expect(page.getByText('Monthly schedule, 360 payments', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Show the first year only' }).click();
    await expect(rows).toHaveCount(12);
  });

  test('investor modes: DSCR and fix-and-flip', async ({ page }) => {
    await page.goto(
      '/mortgage-calculator/?mode=dscr&basis=loan&loan=300000&rate=7.5&kind=interestOnly&io=30&tax=4500&taxUnit=amount&pmi=0&target=1',
    );
    await expect(page.getByTestId('dscr')).toHaveText('1.042');
    await page.goto('/mortgage-calculator/?mode=flip');
    await expect(page.getByTestId('flip-loan')).toHaveText('$230,000.00');
    await expect(page.getByTestId('flip-ltc')).toHaveText('92.00%');
    await expect(page.getByTestId('flip-ltarv')).toHaveText('65.71%');
    await expect(page.getByTestId('flip-mao')).toHaveText('$195,000.00');
    await expectNoAxeViolations(page);
  });
});

test.describe('property value estimator', () => {
  test("the home page's address reaches the estimator", async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Property address').fill('120 Main St, Austin, TX 78701');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await expect(page).toHaveURL(/\/mortgage-calculator\/\?.*tool=estimator/);
    await expect(page.getByRole('tab', { name: 'Property value estimator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('report-address')).toContainText('120 Main St, Austin, TX 78701');
    await expect(page.getByTestId('report-address')).toContainText('Travis County, Texas');
    await expect(page.getByTestId('avm-none')).toBeVisible();
    await expect(page.getByText('This is not an appraisal.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an estimate from comparable sales and income, restored from its URL', async ({ page }) => {
    await page.goto('/mortgage-calculator/?tool=estimator');
    await page.getByLabel('Living area (sq ft)').fill('2000');
    await page.getByLabel('Sale price', { exact: false }).first().pressSequentially('400000');
    await page.getByLabel('Sq ft', { exact: true }).first().fill('2000');
    await page.getByLabel('Rent per month, all units', { exact: false }).pressSequentially('3000');
    await page.getByLabel('Operating expenses per year', { exact: false }).pressSequentially('9200');
    await page.getByLabel('Cap rate (%)').fill('6.25');
    await expect(page.getByTestId('estimate-value')).toHaveText(/^\$\d{3},\d{3}$/);
    await expect(page).toHaveURL(/comps=/);
    const value = await page.getByTestId('estimate-value').textContent();
    await page.reload();
    await expect(page.getByTestId('estimate-value')).toHaveText(value ?? '');
    await expectNoAxeViolations(page);
  });

  test('a ZIP is looked up with the API: an unknown ZIP, then offline, then back online', async ({
    page,
    context,
  }) => {
    await page.goto('/mortgage-calculator/?tool=estimator');
    const address = page.getByLabel('Property address');
    const lookup = page.waitForResponse((r) => r.url().includes('/api/v1/zip_codes?zip=00000'));
    await address.fill('1 Nowhere Ln, 00000');
    expect((await lookup).headers()['cache-control']).toBe('public, max-age=604800');
    await expect(page.getByText('ZIP 00000 was not found in the US ZIP code list.')).toBeVisible();

    await context.setOffline(true);
    await address.fill('9 Elm Rd, Springfield, IL 62701');
    await expect(page.getByText(/We could not look up ZIP 62701: check your connection/)).toBeVisible();
    await expect(page.getByTestId('report-address')).toContainText('9 Elm Rd, Springfield, IL 62701');

    await context.setOffline(false);
    await expect(page.getByTestId('report-address')).toContainText('Sangamon County, Illinois');
    await expect(page.getByText(/could not look up/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the tabs switch tools with the keyboard', async ({ page }) => {
    await page.goto('/mortgage-calculator/');
    await page.getByRole('tab', { name: 'Mortgage calculator' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Property value estimator' })).toBeFocused();
    await expect(page).toHaveURL(/tool=estimator/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property value estimator');
  });
});

test.describe('mortgage calculator: the comparisons borrowers come for', () => {
  test('bi-weekly payments: the payoff, payments, years and interest saved, the schedule and its CSV', async ({
    page,
  }) => {
    await page.goto('/mortgage-calculator/?start=2026-01');
    await expect(page.getByTestId('monthly-pi')).toHaveText('$1,896.20');
    await page.getByRole('radio', { name: 'Every two weeks' }).check();
    await expect(page.getByTestId('biweekly-payment')).toHaveText('$948.10');
    await expect(page.getByTestId('biweekly-count')).toHaveText('628');
    await expect(page.getByTestId('biweekly-payoff')).toHaveText('Jan 13, 2050');
    await expect(page.getByTestId('biweekly-sooner')).toHaveText('5 yr 11 mo');
    await expect(page.getByTestId('biweekly-interest-saved')).toHaveText('$88,123.26');
    await expect(page.getByText('Bi-weekly schedule, 628 payments (the first 26 shown)')).toBeVisible();
    await expect(page.getByLabel('Extra every month')).toHaveCount(0);
    await expect(page).toHaveURL(/freq=biweekly/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('amortization-schedule-biweekly.csv');
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
    expect(lines[0]).toBe('Payment number,Date,Payment,Interest,Principal,Balance');
    expect(lines[1]).toBe('1,2026-01-01,948.10,750.00,198.10,299801.90');
    expect(lines[628]).toMatch(/^628,2050-01-13,.*,0\.00$/);
    await page.getByRole('radio', { name: 'Yearly' }).check();
    await expect(page.getByText('Yearly schedule, 25 loan years')).toBeVisible();
    // Back at the top: scrolled down, axe's target-size rule measures the tax-unit radio (then above
    // the viewport) against the visually hidden skip link parked there, whatever the page shows.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  });

  test('points: the break-even against the years before selling, shared by its link', async ({
    page,
    browser,
  }) => {
    await page.goto('/mortgage-calculator/?start=2026-01');
    await page.getByLabel('Discount points').fill('2');
    await page.getByLabel('Rate without points (%)').fill('7');
    await expect(page.getByTestId('buydown-saving')).toHaveText('$99.71');
    await expect(page.getByTestId('buydown-cost')).toHaveText('$6,000.00');
    await expect(page.getByTestId('buydown-break-even')).toHaveText('60.2 months');
    await expect(page.getByTestId('buydown-verdict')).toHaveText(
      'The points pay for themselves after 60.2 months, before you expect to sell or refinance in 7 years.',
    );
    const keep = page.getByLabel('Years before you sell or refinance');
    await keep.fill('4');
    await expect(page.getByTestId('buydown-verdict')).toHaveText(
      'The points take 60.2 months to pay for themselves, longer than the 4 years you expect to keep the loan.',
    );
    await expect(page.getByTestId('buydown-net')).toHaveText('-$1,213.92');
    await expect(page).toHaveURL(/par=7/);
    await expect(page).toHaveURL(/keep=4/);
    const other = await browser.newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('buydown-break-even')).toHaveText('60.2 months');
    await expect(other.getByLabel('Rate without points (%)')).toHaveValue('7');
    await other.close();
    await expectNoAxeViolations(page);
  });

  test('affordability: debt-to-income against the guides and the largest loan for a chosen ratio', async ({
    page,
  }) => {
    await page.goto('/mortgage-calculator/?start=2026-01');
    await page.getByRole('radio', { name: 'Affordability' }).check();
    const income = page.getByLabel('Gross monthly income', { exact: false });
    await income.fill('');
    await income.pressSequentially('8000');
    await expect(page.getByTestId('dti-front')).toHaveText('31.83%');
    await expect(page.getByTestId('dti-back')).toHaveText('38.08%');
    await expect(page.getByTestId('afford-summary')).toContainText(
      'This payment takes 31.83% of your income',
    );
    await expect(page.getByTestId('afford-max-housing')).toHaveText('$2,380.00');
    const ratio = page.getByLabel('Back-end ratio for the largest loan (%)');
    await ratio.fill('43');
    await expect(page.getByTestId('afford-max-housing')).toHaveText('$2,940.00');
    const maxLoan = await page.getByTestId('afford-max-loan').textContent();
    expect(maxLoan).toMatch(/^\$\d{3},\d{3}\.\d{2}$/);
    await expect(page).toHaveURL(/dti=43/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download results (CSV)' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Front-end ratio (housing ÷ income),31.83%\r\n');
    expect(csv).toContain(`Largest loan at a 43% back-end ratio,"${maxLoan ?? ''}"\r\n`);
    await page.reload();
    await expect(page.getByTestId('afford-max-loan')).toHaveText(maxLoan ?? '');
    await expectNoAxeViolations(page);
  });

  test('investor caps: a lender’s quote, today’s tiers as presets, and which cap binds', async ({ page }) => {
    await page.goto('/mortgage-calculator/?mode=flip');
    await expect(page.getByTestId('flip-binding')).toHaveText('purchase and rehab caps');
    await page.getByLabel('Leverage caps').selectOption({ label: '5 or more flips in the last 3 years' });
    await expect(page.getByLabel('Loan-to-cost cap (%)')).toHaveValue('95');
    await expect(page.getByTestId('flip-loan')).toHaveText('$237,500.00');
    await expect(page.getByTestId('flip-binding')).toHaveText('loan-to-cost cap');
    await page.getByLabel('Leverage caps').selectOption({ label: 'Caps a lender quoted me' });
    await page.getByLabel('Loan-to-cost cap (%)').fill('85');
    await page.getByLabel('Loan-to-ARV cap (%)').fill('70');
    await page.getByLabel('Of the purchase price (%)').fill('90');
    await expect(page.getByTestId('flip-loan')).toHaveText('$212,500.00');
    await expect(page.getByTestId('flip-binding')).toHaveText('loan-to-cost cap');
    await expect(page.getByTestId('cap-cost')).toHaveText('$212,500.00, binds');
    await expect(page.getByTestId('cap-arv')).toHaveText('$245,000.00, $32,500.00 of room');
    await page.getByLabel('Loan-to-ARV cap (%)').fill('60');
    await expect(page.getByTestId('flip-binding')).toHaveText('loan-to-ARV cap');
    await expect(page.getByTestId('flip-loan')).toHaveText('$210,000.00');
    await expect(page).toHaveURL(/tier=custom/);
    await expect(page).toHaveURL(/carv=60/);
    await page.reload();
    await expect(page.getByTestId('flip-loan')).toHaveText('$210,000.00');
    await expect(page.getByLabel('Leverage caps')).toHaveValue('custom');
    await expectNoAxeViolations(page);
    // The printed report is the results: the inputs are left out.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Your loan' })).toBeHidden();
    await expect(page.getByTestId('flip-loan')).toBeVisible();
  });
});
