import { readFileSync } from 'node:fs';
import { validPermanentAnswers } from '@northgate/lending-flows/fixtures';
import { expect, test, type Page } from '@playwright/test';
// The borrower site's axe check: one set of rules for both apps.
import { expectNoAxeViolations } from '../../web/e2e/axe.ts';
import { DEMO_STAFF, submitApplication, submitInvestmentApplication } from './borrower.ts';

async function staffSignsIn(page: Page) {
  await page.goto('/staff/');
  await page.getByLabel('Email').fill(DEMO_STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
}

/** From the queue: search for the reference and open the application. */
async function openApplication(page: Page, reference: string) {
  await page.goto('/staff/');
  await page.getByRole('searchbox', { name: /Search/ }).fill(reference);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const table = page.getByRole('table', { name: /Applications, page 1 of 1/ });
  await table.getByRole('link', { name: reference }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Application ${reference}`) }),
  ).toBeVisible();
}

test('staff download a permanent application as MISMO 3.4 XML; other flows offer only the PDF', async ({
  page,
  request,
}) => {
  const reference = await submitApplication(request, 'permanentLoanApplication', validPermanentAnswers);
  await staffSignsIn(page);
  await openApplication(page, reference);
  const exportButton = page.getByRole('button', { name: 'Download MISMO 3.4 XML' });
  await expect(page.getByRole('button', { name: 'Download a PDF copy' })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`northgate-application-${reference}-mismo-3.4.xml`);
  const xml = readFileSync(await download.path(), 'utf8');
  expect(xml).toContain('<MESSAGE xmlns="http://www.mismo.org/residential/2009/schemas"');
  expect(xml).toContain(`<LoanIdentifier>${reference}</LoanIdentifier>`);
  expect(xml).toContain('<LastName>Ellis</LastName>');

  // The investment application has no 1003 to map: the button is not offered.
  const investment = await submitInvestmentApplication(request);
  await openApplication(page, investment);
  await expect(page.getByRole('button', { name: 'Download a PDF copy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download MISMO 3.4 XML' })).toHaveCount(0);
});
