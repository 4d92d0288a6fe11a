import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const BASE = '/investment-loan-application/';

/** The first step of the investment application, answered, so the loan request opens. */
async function reachLoanRequest(page: Page) {
  await page.goto(BASE);
  const main = page.getByRole('main');
  const you = main.getByRole('region', { name: 'About you' });
  await you.getByRole('textbox', { name: 'First name' }).fill('Maya');
  await you.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await you.getByRole('textbox', { name: 'Email' }).fill('maya.okafor@example.test');
  await you.getByRole('textbox', { name: /Mobile phone/ }).fill('2125550147');
  await you.getByLabel('Date of birth').fill('1984-03-09');
  await you.getByLabel(/Social Security number or ITIN/).fill('987654329');
  await you.getByRole('combobox', { name: 'Citizenship' }).selectOption('usCitizen');
  await you.getByRole('combobox', { name: /credit score/ }).selectOption('720-739');
  await you.getByRole('combobox', { name: 'Your own home' }).selectOption('owns');
  await you.getByRole('textbox', { name: 'Rental properties you own now' }).fill('3');
  await you.getByRole('combobox', { name: /last 36 months/ }).selectOption('1-2');
  const entity = main.getByRole('region', { name: 'Your borrowing entity' });
  await entity.getByRole('textbox', { name: 'Legal name of the company' }).fill('Okafor Rentals LLC');
  await entity.getByRole('combobox', { name: 'Type of company' }).selectOption('llc');
  await entity.getByRole('combobox', { name: 'State where it was formed' }).selectOption('NY');
  await entity.getByLabel(/Employer identification number/).fill('123456789');
  await entity.getByRole('textbox', { name: /Your share of the company/ }).fill('100');
  await main.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(`${BASE}loanRequestInformation`);
}

test('a radio clicked straight after leaving an invalid loan amount is checked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await reachLoanRequest(page);
  const main = page.getByRole('main');
  const loan = main.getByRole('region', { name: 'The loan' });
  await loan.getByRole('combobox', { name: 'What is the loan for?' }).selectOption('purchase');
  await loan.getByRole('textbox', { name: /Purchase price/ }).fill('400000');
  // 82.5% of the price: above the limit for a purchase, said once the borrower leaves the field.
  await loan.getByRole('textbox', { name: /Loan amount you are requesting/ }).fill('330000');
  const error = loan.getByText(/above our limit for this purpose/);
  await expect(error).toHaveCount(0);

  const interestOnly = main
    .getByRole('region', { name: 'Terms' })
    .getByRole('group', { name: /Interest-only/ })
    .getByRole('radio', { name: 'No' });
  await interestOnly.scrollIntoViewIfNeeded();
  const before = await interestOnly.boundingBox();
  // One press and release at the radio, the way a mouse does it: the press moves focus out of
  // the amount field, which shows its error; the release must still land on the radio.
  await page.mouse.move(before!.x + before!.width / 2, before!.y + before!.height / 2);
  await page.mouse.down();
  await page.mouse.up();

  await expect(interestOnly).toBeChecked();
  await expect(error).toBeVisible();
});
