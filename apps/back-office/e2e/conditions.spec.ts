import { expect, test, type Page } from '@playwright/test';
import { smallPdf } from '@northgate/playwright-config/upload-files';
// The borrower site's axe check: one set of rules for both apps.
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { applicationAtTermSheetSigned, DEMO_BORROWER } from './borrower.ts';
import { demoStaffSignsIn, demoStaffTokens } from './staff-sign-in.ts';

/** A day `days` from today as YYYY-MM-DD (what a date input holds). */
function dayFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function axeAtBothSizes(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function addCondition(
  staff: Page,
  condition: { stage: string; title: string; description?: string; clearedBy: string },
) {
  const form = staff.getByRole('form', { name: 'Add a condition' });
  await form.getByLabel('Cleared', { exact: true }).selectOption({ label: condition.stage });
  await form.getByLabel('Condition', { exact: true }).fill(condition.title);
  if (condition.description)
    await form.getByLabel(/What the borrower should know/).fill(condition.description);
  await form.getByLabel('Due date').fill(dayFromNow(10));
  await form.getByLabel('Cleared by').selectOption({ label: condition.clearedBy });
  await form.getByRole('button', { name: 'Add condition' }).click();
  await expect(
    staff.getByText(`Condition “${condition.title}” added. The borrower has been emailed.`),
  ).toBeVisible();
}

// Conditions and clear to close (ADR 0057) across both apps, each in its own browser.
test('conditions cleared by an upload and by staff, then clear to close', async ({ browser, request }) => {
  // Two apps, two browsers and four axe scans: longer than the loop's other tests.
  test.setTimeout(240_000);
  const { access_token: staffToken } = await demoStaffTokens(request);
  const { reference, applicationId } = await applicationAtTermSheetSigned(request, staffToken);
  const staff = await (await browser.newContext()).newPage();
  const borrower = await (await browser.newContext()).newPage();

  await staff.goto('/staff/');
  await demoStaffSignsIn(staff);
  await expect(staff.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
  await staff.goto(`/staff/applications/${applicationId}`);
  await expect(staff.getByRole('region', { name: 'Summary' })).toContainText('Term sheet signed');

  // The status form no longer offers closing or clear to close from here.
  const statusForm = staff.getByRole('form', { name: 'Change status' });
  await expect(statusForm.getByRole('option', { name: 'Clear to close' })).toHaveCount(0);
  await expect(statusForm.getByRole('option', { name: 'Closing' })).toHaveCount(0);

  // Two conditions before closing: one the borrower uploads for (then staff clear), one staff clear.
  await addCondition(staff, {
    stage: 'Before closing',
    title: 'Proof of hazard insurance',
    description: 'The insurance binder naming Northgate Lending as mortgagee.',
    clearedBy: 'The borrower’s upload, then a staff note',
  });
  await addCondition(staff, {
    stage: 'Before closing documents',
    title: 'Title commitment review',
    clearedBy: 'A staff note',
  });
  const conditions = staff.getByRole('region', { name: 'Conditions' });
  await expect(conditions).toContainText('2 conditions before closing are still open.');

  // Clearing the upload condition before the upload is refused.
  const insuranceNote = conditions.getByLabel('What cleared “Proof of hazard insurance”');
  await insuranceNote.fill('Binder checked.');
  await conditions
    .getByRole('form', { name: 'Clear “Proof of hazard insurance”' })
    .getByRole('button', { name: 'Clear condition' })
    .click();
  await expect(conditions).toContainText(
    'The borrower has not uploaded the document this condition needs yet.',
  );

  // The borrower sees both by stage with due dates, and uploads the binder with the usual upload.
  await borrower.goto('/login/');
  await borrower.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(DEMO_BORROWER.email);
  await borrower.getByLabel('Password', { exact: true }).fill(DEMO_BORROWER.password);
  await borrower.getByRole('button', { name: 'Log in' }).click();
  await expect(
    borrower.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
  ).toBeVisible();
  await borrower.goto(`/profile/longFormComplete?application=${applicationId}`);
  const mine = borrower.getByRole('main').getByRole('region', { name: 'Conditions' });
  await expect(mine).toContainText('2 of 2 conditions are left to clear.');
  const toUpload = mine
    .getByRole('list', { name: 'Left to clear before closing' })
    .getByRole('listitem')
    .filter({ hasText: 'Proof of hazard insurance' });
  await expect(toUpload).toContainText('Waiting for you');
  await expect(mine.getByRole('list', { name: 'Left to clear before closing documents' })).toContainText(
    'Your loan officer is working on it',
  );
  await axeAtBothSizes(borrower);
  await toUpload.getByLabel('Upload Proof of hazard insurance').setInputFiles({
    name: 'binder.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('Insurance binder'),
  });
  await toUpload.getByRole('button', { name: 'Send to Northgate' }).click();
  await expect(mine).toContainText('We received your upload; your loan officer is reviewing it');

  // Staff clear it now, and the other one by a note; clear to close is refused while one is open.
  await staff.reload();
  await expect(conditions).toContainText('Open: the borrower’s upload arrived, ready to clear');
  await conditions
    .getByLabel('What cleared “Proof of hazard insurance”')
    .fill('Binder received; coverage and mortgagee clause checked.');
  await conditions
    .getByRole('form', { name: 'Clear “Proof of hazard insurance”' })
    .getByRole('button', { name: 'Clear condition' })
    .click();
  await expect(
    staff.getByText('Condition “Proof of hazard insurance” cleared. The borrower has been emailed.'),
  ).toBeVisible();
  await conditions.getByRole('button', { name: 'Clear to close' }).click();
  await expect(conditions).toContainText(
    'Not clear to close: 1 condition before closing is still open: “Title commitment review”',
  );
  await axeAtBothSizes(staff);
  await conditions
    .getByLabel('What cleared “Title commitment review”')
    .fill('Title commitment reviewed; no exceptions.');
  await conditions
    .getByRole('form', { name: 'Clear “Title commitment review”' })
    .getByRole('button', { name: 'Clear condition' })
    .click();
  await expect(
    staff.getByText('Condition “Title commitment review” cleared. The borrower has been emailed.'),
  ).toBeVisible();
  await expect(conditions).toContainText('Cleared by Sam Staff on');
  await conditions.getByRole('button', { name: 'Clear to close' }).click();
  await expect(
    staff.getByText('The application is clear to close. The borrower has been emailed.'),
  ).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Summary' })).toContainText('Clear to close');
  await expect(staff.getByRole('region', { name: 'Timeline' })).toContainText('Condition cleared');

  // The borrower sees the status and both conditions cleared, with the notes.
  await borrower.reload();
  await expect(borrower.getByRole('main')).toContainText('Clear to close');
  await expect(mine).toContainText('Every condition is cleared.');
  await expect(mine).toContainText('Title commitment reviewed; no exceptions.');
  const timeline = borrower
    .getByRole('main')
    .getByRole('list', { name: 'Timeline, newest first' })
    .getByRole('listitem');
  await expect(timeline.first()).toContainText('Status changed to Clear to close');
  await expect(timeline.filter({ hasText: 'A condition is cleared: Proof of hazard insurance' })).toHaveCount(
    1,
  );
  await axeAtBothSizes(borrower);
  void reference;
});
