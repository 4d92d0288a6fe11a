import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

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

  test('the tabs switch tools with the keyboard', async ({ page }) => {
    await page.goto('/mortgage-calculator/');
    await page.getByRole('tab', { name: 'Mortgage calculator' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Property value estimator' })).toBeFocused();
    await expect(page).toHaveURL(/tool=estimator/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property value estimator');
  });
});
