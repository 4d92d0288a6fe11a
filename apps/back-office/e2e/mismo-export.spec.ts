import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validPermanentAnswers } from '@northgate/lending-flows/fixtures';
import { expect, test, type Page } from '@playwright/test';
// The borrower site's axe check: one set of rules for both apps.
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { submitApplication, submitInvestmentApplication } from './borrower.ts';
import { demoStaffSignsIn } from './staff-sign-in.ts';

const MISMO_SCHEMA = fileURLToPath(
  new URL('../../../docs/standards/mismo-3.4-b324/MISMO_3.4.0_B324.xsd', import.meta.url),
);

async function staffSignsIn(page: Page) {
  await page.goto('/staff/');
  await demoStaffSignsIn(page);
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

test('staff download every application type as MISMO 3.4 XML that xmllint validates against MISMO’s schema', async ({
  page,
  request,
}) => {
  const permanent = await submitApplication(request, 'permanentLoanApplication', validPermanentAnswers);
  const investment = await submitInvestmentApplication(request);
  await staffSignsIn(page);
  for (const [reference, expected] of [
    [permanent, '<LastName>Ellis</LastName>'],
    [investment, '<PartyRoleType>Borrower</PartyRoleType>'],
  ] as const) {
    await openApplication(page, reference);
    await expect(page.getByRole('button', { name: 'Download a PDF copy' })).toBeVisible();
    const exportButton = page.getByRole('button', { name: 'Download MISMO 3.4 XML' });
    if (reference === permanent) await expectNoAxeViolations(page);
    const downloading = page.waitForEvent('download');
    await exportButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`northgate-application-${reference}-mismo-3.4.xml`);
    const file = await download.path();
    const xml = readFileSync(file, 'utf8');
    expect(xml).toContain('<MESSAGE xmlns="http://www.mismo.org/residential/2009/schemas"');
    expect(xml).toContain(`<LoanIdentifier>${reference}</LoanIdentifier>`);
    expect(xml).toContain(expected);
    // The file as an importing system checks it: MISMO's own schema, read by libxml2.
    execFileSync('xmllint', ['--noout', '--schema', MISMO_SCHEMA, file], { stdio: 'pipe' });
  }
});
