import { formatUsd, monthlyPayment } from '@northgate/loan-math';
import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import { expect, test } from '@playwright/test';
// The borrower site's axe check: one set of rules for both apps.
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import {
  answerDocumentRequest,
  call,
  DEMO_BORROWER,
  DEMO_STAFF,
  expiredJwt,
  submitInvestmentApplication,
} from './borrower.ts';
import { demoStaffSignsIn, demoStaffTokens, enterTotpCode } from './staff-sign-in.ts';

/** A day `days` from today as YYYY-MM-DD (what a date input holds). */
function dayFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('a staff member signs in, finds a submitted application, reveals an SSN, requests a document and issues an offer', async ({
  page,
  request,
}) => {
  const reference = await submitInvestmentApplication(request);

  // Signed out: the back office sends the visitor to sign in and back.
  await page.goto('/staff/');
  await expect(page).toHaveURL(/\/staff\/sign-in\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Northgate back office' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A failed submit: the summary lists the problems and takes focus.
  await page.getByRole('button', { name: 'Sign in' }).click();
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(2);

  // A wrong password: the API's message, as on the borrower site.
  await page.getByLabel('Email').fill(DEMO_STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password alone opens nothing: a code from the authenticator app comes next (ADR 0052).
  await expectNoAxeViolations(page);
  await enterTotpCode(page, DEMO_STAFF.totpSecret);
  await expect(page.getByText(`Signed in as ${DEMO_STAFF.name}`)).toBeVisible();
  await expect(page.getByText('(Admin)')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();

  // The queue: search by reference; the filters live in the URL.
  await page.getByRole('searchbox', { name: /Search/ }).fill(reference);
  await page.getByLabel('Status').selectOption({ label: 'Submitted' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${reference}`));
  await expect(page).toHaveURL(/status=submitted/);
  const table = page.getByRole('table', { name: /Applications, page 1 of 1/ });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Investment loan application');
  await expect(row).toContainText('Unassigned');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: /Search/ })).toHaveValue(reference);
  await row.getByRole('link', { name: reference }).click();

  // The application: focus starts at its content; answers are masked until revealed.
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveTitle(`Application ${reference} – Northgate back office`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Application ${reference}`) }),
  ).toBeVisible();
  const ssn = validInvestmentAnswers.personalAndBorrowingEntity.ssnOrItin;
  await expect(page.getByText(`On file, ending ${ssn.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(ssn, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page
    .getByRole('button', { name: 'Reveal Social Security number or ITIN (You and your borrowing entity)' })
    .click();
  await expect(page.getByText(ssn, { exact: true })).toBeVisible();
  await expect(page.getByText('(revealed; recorded in the audit log)')).toBeVisible();

  // Request a document: a blank submit is summarised first.
  const requestForm = page.getByRole('form', { name: 'Request a document' });
  await requestForm.getByRole('button', { name: 'Send request' }).click();
  await expect(requestForm.locator('[data-error-summary]')).toBeFocused();
  await requestForm.getByLabel('Document').fill('Two most recent bank statements');
  await requestForm
    .getByLabel(/What the borrower should send/)
    .fill('All pages, for the down payment account.');
  await requestForm.getByLabel('Due date').fill(dayFromNow(10));
  await requestForm.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByText('Requested “Two most recent bank statements”. The borrower has been emailed.'),
  ).toBeVisible();
  const summaryBox = page.getByRole('region', { name: 'Summary' });
  await expect(summaryBox).toContainText('Documents requested');
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText('waiting for the borrower');

  // The borrower answers it from their profile; the file can be downloaded here.
  const fileName = await answerDocumentRequest(request, reference);
  await page.reload();
  await expect(documents).toContainText('answered');
  const downloading = page.waitForEvent('download');
  await documents.getByRole('button', { name: `Download ${fileName}` }).click();
  expect((await downloading).suggestedFilename()).toBe(fileName);

  // The application's PDF copy (answers, signature, e-signature record); also audited.
  const pdfDownload = page.waitForEvent('download');
  await summaryBox.getByRole('button', { name: 'Download a PDF copy' }).click();
  expect((await pdfDownload).suggestedFilename()).toBe(`northgate-application-${reference}.pdf`);

  // Issue an offer: the monthly payment shows before it is sent.
  const offerForm = page.getByRole('form', { name: 'Issue an offer' });
  await offerForm.getByLabel(/Loan amount/).fill('300000');
  await offerForm.getByLabel('Interest rate').fill('10.5');
  await offerForm.getByLabel('Term in months').fill('12');
  const payment = formatUsd(monthlyPayment(300_000, 10.5, 12));
  await expect(offerForm.getByText(`Monthly payment (principal and interest): ${payment}.`)).toBeVisible();
  await offerForm.getByLabel(/^Points/).fill('2');
  await offerForm.getByLabel(/^Fees/).fill('1500');
  await offerForm.getByLabel(/^Offer expires/).fill(dayFromNow(14));
  await offerForm.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Offer sent. The borrower has been emailed.')).toBeVisible();
  await expect(summaryBox).toContainText('Offer issued');
  const offers = page.getByRole('table', { name: 'Offers, newest first' });
  await expect(offers.getByRole('row').nth(1)).toContainText(payment);
  await expect(offers.getByRole('row').nth(1)).toContainText('Open');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Offer issued');
  await expectNoAxeViolations(page);

  // An open offer can be withdrawn.
  await offers.getByRole('button', { name: `Withdraw the offer of ${formatUsd(300_000)}` }).click();
  await expect(page.getByText('Offer withdrawn. The borrower has been emailed.')).toBeVisible();
  await expect(offers.getByRole('row').nth(1)).toContainText('Withdrawn');

  // Assign it to oneself; the queue's "Assigned to me" then lists it.
  const assignForm = page.getByRole('form', { name: 'Assign' });
  await assignForm.getByLabel('Assigned to').selectOption({ label: DEMO_STAFF.name });
  await assignForm.getByRole('button', { name: 'Save assignee' }).click();
  await expect(page.getByText(`Assigned to ${DEMO_STAFF.name}.`)).toBeVisible();
  await expect(summaryBox).toContainText(DEMO_STAFF.name);
  await page.getByRole('link', { name: 'Back to the queue' }).click();
  await page.getByLabel('Assignee').selectOption({ label: 'Assigned to me' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/assignee=me/);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: reference })).toContainText(
    DEMO_STAFF.name,
  );

  // An admin sees the reveal and the download in the audit log.
  await page.getByRole('link', { name: 'Audit log and failed messages' }).click();
  const audit = page.getByRole('table', { name: /Audit log, page 1/ });
  const ours = audit.getByRole('row').filter({ hasText: reference });
  await expect(
    ours.filter({ hasText: 'Revealed Social Security number or ITIN (You and your borrowing entity)' }),
  ).toHaveCount(1);
  await expect(ours.filter({ hasText: 'Downloaded a document' })).toHaveCount(1);
  await expect(ours.filter({ hasText: 'Downloaded the PDF copy' })).toHaveCount(1);
  await expect(ours.first()).toContainText(DEMO_STAFF.name);
  await expect(page.getByRole('region', { name: 'Failed messages' })).toContainText(
    'No messages have failed.',
  );
  await expectNoAxeViolations(page);

  // Sign out ends the session: the queue asks to sign in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  await page.goto('/staff/');
  await expect(page).toHaveURL(/\/staff\/sign-in/);
});

test('the staff session is kept apart from a borrower session and refreshed when its access token expires', async ({
  page,
  request,
}) => {
  // A borrower session in the same browser does not open the back office.
  const borrowerTokens = (await call(request, null, 'POST', '/auth/api/v1/auth/login', DEMO_BORROWER)) as {
    access_token: string;
    refresh_token: string;
  };
  const staffTokens = await demoStaffTokens(request);
  await page.addInitScript(
    (borrowerSession) => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem('northgate.session', borrowerSession);
      sessionStorage.setItem('seeded', '1');
    },
    JSON.stringify({ ...borrowerTokens, token_type: 'lk' }),
  );
  await page.goto('/staff/');
  await expect(page).toHaveURL(/\/staff\/sign-in/);

  // A staff session whose access token has expired: the refresh call renews it on the way in.
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    'northgate.staff-session',
    JSON.stringify({
      access_token: expiredJwt(),
      refresh_token: staffTokens.refresh_token,
      token_type: 'staff',
    }),
  ] as const);
  await page.goto('/staff/');
  await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${DEMO_STAFF.name}`)).toBeVisible();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('northgate.staff-session') ?? '{}'),
  );
  expect(stored.refresh_token).not.toBe(staffTokens.refresh_token);
  // The borrower's session is untouched.
  const borrowerStored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('northgate.session') ?? '{}'),
  );
  expect(borrowerStored.refresh_token).toBe(borrowerTokens.refresh_token);
});

test('a link into the back office opens where it pointed once the staff member has signed in', async ({
  page,
}) => {
  await page.goto('/staff/?status=in_review&assignee=none');
  await expect(page).toHaveURL(/\/staff\/sign-in\?redirect=/);
  await demoStaffSignsIn(page);
  await expect(page).toHaveURL(/\/staff\/\?status=in_review&assignee=none$/);
  await expect(page.getByLabel('Status')).toHaveValue('in_review');
  await expect(page.getByLabel('Assignee')).toHaveValue('none');

  await page.goto('/staff/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
