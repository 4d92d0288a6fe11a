import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { smallPdf } from '@northgate/playwright-config/upload-files';
import { expect, test } from './fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { formatUsd, offerPayment } from '@northgate/loan-math';
import {
  advanceApplication,
  call,
  inDays,
  issueOffer,
  lenderDayFromNow,
  submittedApplication,
} from './pipeline-steps.ts';
import { createAccountViaApi, seedSession } from './session.ts';

/**
 * The borrower's side of the loan pipeline (docs/decisions/0017-loan-pipeline.md): a fresh
 * borrower submits an application through the API, the seeded demo staff member works it through
 * the staff API (a status change with a note, a document request, an offer), and the borrower
 * follows and answers it in the profile.
 */

const viewports = [
  ['390 px', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

async function expectAxeAtBothSizes(page: Page) {
  for (const [, viewport] of viewports) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
}

test.describe('the loan pipeline in the profile', () => {
  test('a borrower follows the status, sends a requested document, accepts an offer and sees the timeline', async ({
    page,
    request,
  }) => {
    // The whole loop with axe at two sizes on three pages: past 30 s on a loaded two-core runner.
    test.slow();
    const app = await submittedApplication(request);
    const base = `/staff/api/v1/applications/${app.applicationId}`;
    await call(request, app.staff, 'POST', `${base}/status`, {
      status: 'in_review',
      note: 'Thanks for applying. I am reviewing your file today.',
    });
    const due = inDays(7).toISOString().slice(0, 10);
    await call(request, app.staff, 'POST', `${base}/document_requests`, {
      name: 'Purchase contract',
      description: 'The signed contract for the property, every page.',
      due_date: due,
    });
    await seedSession(page, app.tokens);

    // The overview: the status (user_info.status through the codes table) and the request.
    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect(main.getByText('Documents requested').first()).toBeVisible();
    const requests = main.getByRole('region', { name: 'Documents we asked for' });
    const item = requests.getByRole('listitem').filter({ hasText: 'Purchase contract' });
    await expect(item).toContainText('The signed contract for the property, every page.');
    await expect(item).toContainText(app.reference);
    await expect(item).toContainText('Waiting for you');
    await expectAxeAtBothSizes(page);

    await item.getByLabel('Upload Purchase contract').setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf('Purchase contract'),
    });
    await expect(item.getByRole('button', { name: 'Remove contract.pdf' })).toBeVisible();
    await item.getByRole('button', { name: 'Send to Northgate' }).click();
    await expect(item).toContainText('Received on');
    await expect(item).toContainText('contract.pdf');
    await expect(item.getByRole('button', { name: 'Send to Northgate' })).toHaveCount(0);
    await expect(requests).toContainText('We have everything we asked you for.');
    // One truth from the same data: what happens next no longer asks for documents.
    const latest = main.getByRole('region', { name: 'Your latest application' });
    await expect(latest).toContainText('You have sent every document we asked for.');
    await expect(main).not.toContainText('We need one or more documents from you');

    // Staff issue an offer; the borrower accepts it on /profile/loanOffers.
    await issueOffer(request, app);
    await page.goto('/profile/loanOffers');
    const offer = main.getByRole('listitem').filter({ hasText: app.reference });
    for (const figure of ['$350,000.00', '10.5%', '30 years', '1.5%', '$2,495.00', 'Open until']) {
      await expect(offer).toContainText(figure);
    }
    await expectAxeAtBothSizes(page);
    await offer.getByRole('button', { name: `Accept the offer for ${app.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept this offer?' });
    await expect(dialog).toContainText('$350,000.00 at 10.5% for 30 years');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Accept offer' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'You accepted the offer.',
    );
    await expect(offer).toContainText('You accepted this offer on');
    await expect(offer.getByRole('button')).toHaveCount(0);

    // The submitted list leads to the application's page: status, next step, timeline.
    await page.goto('/profile/longFormComplete');
    const entry = main.getByRole('listitem').filter({ hasText: app.reference });
    await expect(entry).toContainText('Offer accepted');
    await entry.getByRole('link', { name: `Status and timeline of ${app.reference}` }).click();
    await expect(page).toHaveURL(`/profile/longFormComplete?application=${app.applicationId}`);
    await expect(main.getByRole('heading', { level: 1 })).toContainText(app.reference);
    await expect(main).toContainText('Read and sign the term sheet on this application’s page within 7 days');
    await expect(main.getByRole('region', { name: 'Term sheet' })).toContainText('Read it and sign it by');
    const timeline = main.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem');
    await expect(timeline.first()).toContainText('You accepted the loan offer');
    for (const entryText of [
      'We sent you a loan offer',
      'We received your documents',
      'We asked for a document: Purchase contract',
      'Status changed to In review',
      'Note from your loan officer: Thanks for applying. I am reviewing your file today.',
      'You submitted your application',
    ]) {
      await expect(timeline.filter({ hasText: entryText })).toHaveCount(1);
    }
    await expectAxeAtBothSizes(page);

    // The copy of what was signed, from the application's page.
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download a PDF copy' }).click();
    const pdf = await readFile(await (await downloading).path());
    expect(pdfText(pdf)).toContain('Signed as Maya Okafor');
    expect(pdfText(pdf)).toContain(app.reference);

    // The overview reads the new status on arrival.
    await page.goto('/profile');
    await expect(main.getByText('Offer accepted').first()).toBeVisible();
  });

  test('the conditions left and cleared, by stage, and an upload for the one waiting on a document', async ({
    page,
    request,
  }) => {
    const app = await submittedApplication(request);
    await advanceApplication(request, app, 'term_sheet_signed');
    const conditions = `/staff/api/v1/applications/${app.applicationId}/conditions`;
    const due = inDays(10).toISOString().slice(0, 10);
    await call(request, app.staff, 'POST', conditions, {
      stage: 'prior_to_closing',
      title: 'Proof of hazard insurance',
      description: 'The insurance binder naming Northgate Lending as mortgagee.',
      due_date: due,
      cleared_by: 'borrower_upload',
    });
    const appraisal = await call(request, app.staff, 'POST', conditions, {
      stage: 'prior_to_docs',
      title: 'Appraisal review',
      due_date: due,
      cleared_by: 'staff_note',
    });
    await call(request, app.staff, 'POST', `/staff/api/v1/conditions/${String(appraisal.id)}/clear`, {
      note: 'The appraisal supports the value.',
    });

    await seedSession(page, app.tokens);
    await page.goto(`/profile/longFormComplete?application=${app.applicationId}`);
    const section = page.getByRole('main').getByRole('region', { name: 'Conditions' });
    await expect(section).toContainText('1 of 2 conditions are left to clear.');
    await expect(section.getByRole('list', { name: 'Cleared before closing documents' })).toContainText(
      'The appraisal supports the value.',
    );
    const waiting = section
      .getByRole('list', { name: 'Left to clear before closing' })
      .getByRole('listitem')
      .filter({ hasText: 'Proof of hazard insurance' });
    await expect(waiting).toContainText('Waiting for you');
    await expectAxeAtBothSizes(page);

    await waiting.getByLabel('Upload Proof of hazard insurance').setInputFiles({
      name: 'binder.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf('Insurance binder'),
    });
    await waiting.getByRole('button', { name: 'Send to Northgate' }).click();
    await expect(section).toContainText('We received your upload; your loan officer is reviewing it');
    await expect(section).toContainText('binder.pdf');
    const timeline = page.getByRole('main').getByRole('list', { name: 'Timeline, newest first' });
    await expect(timeline).toContainText('We added a condition: Proof of hazard insurance');
    await expect(timeline).toContainText('A condition is cleared: Appraisal review');
  });

  test('a borrower with an accepted offer reads and signs the term sheet, then downloads the signed PDF', async ({
    page,
    request,
  }) => {
    test.slow();
    const app = await submittedApplication(request);
    await advanceApplication(request, app, 'offer_accepted');
    await seedSession(page, app.tokens);
    await page.goto(`/profile/longFormComplete?application=${app.applicationId}`);
    const main = page.getByRole('main');
    const sheet = main.getByRole('region', { name: 'Term sheet' });
    for (const figure of [
      '$350,000.00',
      '10.5% a year, fixed',
      '30 years',
      'Amortising (principal and interest)',
    ]) {
      await expect(sheet).toContainText(figure);
    }
    await expect(sheet).toContainText('Maya Okafor');
    await expectAxeAtBothSizes(page);

    // Sign with nothing done: the consent and the signature say what they need.
    const sign = sheet.getByRole('button', { name: 'Sign the term sheet' });
    await sign.click();
    await expect(sheet).toContainText('Tick the box to agree to sign electronically');
    await expect(sheet).toContainText('Sign in the box, or sign with your typed name');
    await expectAxeAtBothSizes(page);

    await sheet.getByRole('checkbox', { name: /I agree to sign this term sheet electronically/ }).check();
    await sheet.getByRole('textbox', { name: 'Full legal name' }).fill('Maya Okafor');
    await sheet.getByRole('button', { name: 'Sign with my typed name' }).click();
    await sign.click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'You signed the term sheet.',
    );
    await expect(sheet).toContainText(/You signed this term sheet on .+ as Maya Okafor\./);
    await expect(main.getByText('Term sheet signed').first()).toBeVisible();
    await expect(main).toContainText('We are clearing the conditions before closing listed on this page');
    const timeline = main.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem');
    await expect(timeline.first()).toContainText('You signed the term sheet');
    await expectAxeAtBothSizes(page);

    const downloading = page.waitForEvent('download');
    await sheet.getByRole('button', { name: 'Download the signed term sheet' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`northgate-term-sheet-${app.reference}.pdf`);
    const text = pdfText(await readFile(await download.path()));
    for (const words of [
      '$350,000.00',
      '10.5% a year',
      'Amortising (principal and interest)',
      'Signed as Maya Okafor',
    ]) {
      expect(text).toContain(words);
    }
  });

  test('a funded borrower reads the loan and its payment schedule, then asks for a payoff statement', async ({
    page,
    request,
  }) => {
    test.slow();
    const app = await submittedApplication(request);
    // The offer issueOffer makes: $350,000 at 10.5% over 360 months, amortising.
    const { loanNumber } = await advanceApplication(request, app, 'funded');
    await seedSession(page, app.tokens);
    await page.goto(`/profile/longFormComplete?application=${app.applicationId}`);
    const main = page.getByRole('main');
    const loan = main.getByRole('region', { name: 'Your loan' });
    await expect(loan).toContainText(loanNumber ?? 'a loan number');
    const payment = offerPayment(350000, 10.5, 360, 'amortising');
    await expect(loan).toContainText(formatUsd(payment));
    // The first year is listed; every payment is one tap away.
    const rows = loan.getByRole('table', { name: /^Payment schedule, 360 payments/ }).getByRole('row');
    await expect(rows).toHaveCount(13);
    await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText(formatUsd(payment));
    await loan.getByRole('button', { name: 'Show all 360 payments' }).click();
    await expect(rows).toHaveCount(361);
    await expect(rows.nth(360).getByRole('cell').nth(5)).toHaveText('$0.00');
    await loan.getByRole('button', { name: 'Show the first year only' }).click();
    await expect(rows).toHaveCount(13);
    await expect(main).toContainText('Your loan is funded.');
    await expectAxeAtBothSizes(page);

    const payoff = main.getByRole('region', { name: 'Payoff statement' });
    await payoff.getByLabel(/The day you plan to pay off/).fill(lenderDayFromNow(30));
    await payoff.getByRole('button', { name: 'Ask for a payoff statement' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'We received your payoff statement request.',
    );
    await expect(payoff).toContainText('We are preparing your payoff statement');
    await expect(payoff.getByRole('button', { name: 'Ask for a payoff statement' })).toHaveCount(0);
    await expectAxeAtBothSizes(page);
  });

  test("an offer answered elsewhere is refused with the server's message, then shows as answered", async ({
    page,
    request,
  }) => {
    const app = await submittedApplication(request);
    // An offer follows a review (submitted cannot move straight to offer issued).
    await call(request, app.staff, 'POST', `/staff/api/v1/applications/${app.applicationId}/status`, {
      status: 'in_review',
    });
    const { id } = await issueOffer(request, app);
    await seedSession(page, app.tokens);
    await page.goto('/profile/loanOffers');
    const offer = page.getByRole('main').getByRole('listitem').filter({ hasText: app.reference });
    await expect(offer.getByRole('button', { name: `Decline the offer for ${app.reference}` })).toBeVisible();

    // Declined on another device while this page was open.
    await call(request, app.tokens.access_token, 'POST', `/api/v1/loan_offers/${String(id)}/decline`);
    await offer.getByRole('button', { name: `Accept the offer for ${app.reference}` }).click();
    await page
      .getByRole('dialog', { name: 'Accept this offer?' })
      .getByRole('button', { name: 'Accept offer' })
      .click();

    const inline = offer.getByRole('alert');
    await expect(inline).not.toBeEmpty();
    const message = (await inline.textContent()) ?? '';
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(message);
    await expect(offer).toContainText('You declined this offer on');
    await expect(offer.getByRole('button', { name: /Accept|Decline/ })).toHaveCount(0);
  });

  test('an empty offers page says so honestly, and an unknown application is not found', async ({
    page,
    request,
  }) => {
    const { tokens } = await createAccountViaApi(request);
    await seedSession(page, tokens);
    await page.goto('/profile/loanOffers');
    await expect(page.getByRole('main')).toContainText('You have no loan offers yet.');
    await expectAxeAtBothSizes(page);
    await page.goto(`/profile/longFormComplete?application=${randomUUID()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Application not found' })).toBeVisible();
  });
});
