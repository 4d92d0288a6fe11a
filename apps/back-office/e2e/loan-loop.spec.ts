import { formatUsd } from '@northgate/loan-math';
import { expect, test, type Page } from '@playwright/test';
import { smallPdf } from '@northgate/playwright-config/upload-files';
import { advanceApplication, DEMO_BORROWER, submitInvestmentApplication } from './borrower.ts';
import { demoStaffSignsIn, demoStaffTokens } from './staff-sign-in.ts';

/** A day `days` from today as YYYY-MM-DD (what a date input holds). */
function dayFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function staffSignsIn(page: Page) {
  await page.goto('/staff/');
  await demoStaffSignsIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
}

async function borrowerSignsIn(page: Page) {
  await page.goto('/login/');
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(DEMO_BORROWER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BORROWER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
  ).toBeVisible();
}

// The loan pipeline's loop (ADR 0017) across both apps, each in its own browser: the borrower site and the back office.
test('one application across both apps: staff request a document and make an offer, the borrower answers and accepts', async ({
  browser,
  request,
}) => {
  const reference = await submitInvestmentApplication(request);
  const staff = await (await browser.newContext()).newPage();
  const borrower = await (await browser.newContext()).newPage();

  // Staff find it in the queue and ask for a document.
  await staffSignsIn(staff);
  await staff.getByRole('searchbox', { name: /Search/ }).fill(reference);
  await staff.getByRole('button', { name: 'Apply filters' }).click();
  await staff
    .getByRole('table', { name: /Applications, page 1 of 1/ })
    .getByRole('link', { name: reference })
    .click();
  const requestForm = staff.getByRole('form', { name: 'Request a document' });
  await requestForm.getByLabel('Document').fill('Purchase contract');
  await requestForm.getByLabel(/What the borrower should send/).fill('The signed contract, every page.');
  await requestForm.getByLabel('Due date').fill(dayFromNow(7));
  await requestForm.getByRole('button', { name: 'Send request' }).click();
  await expect(
    staff.getByText('Requested “Purchase contract”. The borrower has been emailed.'),
  ).toBeVisible();

  // The borrower sees the request in the profile and sends the file from there.
  await borrowerSignsIn(borrower);
  await borrower.goto('/profile');
  const asked = borrower
    .getByRole('main')
    .getByRole('region', { name: 'Documents we asked for' })
    .getByRole('listitem')
    .filter({ hasText: reference })
    .filter({ hasText: 'Purchase contract' });
  await expect(asked).toContainText('Waiting for you');
  await asked.getByLabel('Upload Purchase contract').setInputFiles({
    name: 'contract.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('Purchase contract'),
  });
  await asked.getByRole('button', { name: 'Send to Northgate' }).click();
  await expect(asked).toContainText('Received on');

  // Staff see it arrive, then issue an offer.
  await staff.reload();
  const documents = staff.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText('answered');
  await expect(documents.getByRole('button', { name: 'Download contract.pdf' })).toBeVisible();
  const offerForm = staff.getByRole('form', { name: 'Issue an offer' });
  await offerForm.getByLabel(/Loan amount/).fill('280000');
  await offerForm.getByLabel('Interest rate').fill('9.75');
  await offerForm.getByLabel('Term in months').fill('24');
  await offerForm.getByLabel(/^Points/).fill('1');
  await offerForm.getByLabel(/^Fees/).fill('1995');
  await offerForm.getByLabel(/^Offer expires/).fill(dayFromNow(14));
  await offerForm.getByRole('button', { name: 'Send offer' }).click();
  await expect(staff.getByText('Offer sent. The borrower has been emailed.')).toBeVisible();

  // The borrower accepts it.
  await borrower.goto('/profile/loanOffers');
  const offer = borrower.getByRole('main').getByRole('listitem').filter({ hasText: reference });
  await expect(offer).toContainText(formatUsd(280_000));
  await offer.getByRole('button', { name: `Accept the offer for ${reference}` }).click();
  await borrower
    .getByRole('dialog', { name: 'Accept this offer?' })
    .getByRole('button', { name: 'Accept offer' })
    .click();
  await expect(offer).toContainText('You accepted this offer on');

  // Both see the final status and the timeline.
  await borrower.goto('/profile/longFormComplete');
  const entry = borrower.getByRole('main').getByRole('listitem').filter({ hasText: reference });
  await expect(entry).toContainText('Offer accepted');
  await entry.getByRole('link', { name: `Status and timeline of ${reference}` }).click();
  const timeline = borrower
    .getByRole('main')
    .getByRole('list', { name: 'Timeline, newest first' })
    .getByRole('listitem');
  await expect(timeline.first()).toContainText('You accepted the loan offer');
  await expect(timeline.filter({ hasText: 'We asked for a document: Purchase contract' })).toHaveCount(1);

  await staff.reload();
  await expect(staff.getByRole('region', { name: 'Summary' })).toContainText('Offer accepted');
  const staffTimeline = staff.getByRole('region', { name: 'Timeline' });
  for (const text of ['Document requested', 'Document received', 'Offer issued', 'Offer accepted']) {
    await expect(staffTimeline).toContainText(text);
  }
  await expect(
    staff.getByRole('table', { name: 'Offers, newest first' }).getByRole('row').nth(1),
  ).toContainText('Accepted');

  // The borrower signs the term sheet; staff see it signed, with the time, clear it to close and
  // move the loan to closing.
  const applicationId = /applications\/([0-9a-f-]{36})/.exec(staff.url())?.[1] ?? '';
  const statusForm = staff.getByRole('form', { name: 'Change status' });
  await expect(statusForm.getByRole('option', { name: 'Term sheet signed' })).toHaveCount(0);
  await advanceApplication(
    request,
    applicationId,
    (await demoStaffTokens(request)).access_token,
    'term_sheet_signed',
  );
  await staff.reload();
  const termSheet = staff.getByRole('region', { name: 'Term sheet' });
  await expect(termSheet).toContainText(/Term sheet signed by Dana Demo on .+ at .+ P[SD]T\./);
  await expect(termSheet.getByRole('button', { name: 'Download the signed term sheet' })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Summary' })).toContainText('Term sheet signed');
  // No conditions were set, so the application clears to close at once; closing is then scheduled
  // under Closing and funding (e2e/loan-lifecycle.spec.ts), not with the status form.
  await staff
    .getByRole('region', { name: 'Conditions' })
    .getByRole('button', { name: 'Clear to close' })
    .click();
  await expect(
    staff.getByText('The application is clear to close. The borrower has been emailed.'),
  ).toBeVisible();
  await expect(statusForm.getByRole('option', { name: 'Closing' })).toHaveCount(0);
  await expect(
    staff
      .getByRole('region', { name: 'Closing and funding' })
      .getByRole('form', { name: 'Schedule closing' }),
  ).toBeVisible();
});
