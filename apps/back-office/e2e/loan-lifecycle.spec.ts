import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { datedSchedule, formatUsd, offerPayment } from '@northgate/loan-math';
import { smallJpeg, smallPdf } from '@northgate/playwright-config/upload-files';
import { lenderToday } from '@northgate/site-config';
import { call, DEMO_BORROWER, lenderDayFromNow } from './borrower.ts';
import {
  addCondition,
  approveAndPayDraw,
  askForDraw,
  axeAtBothSizes,
  borrowerSignsIn,
  clearCondition,
  inspectDraw,
  longDay,
  pdftotext,
  staffSignsIn,
} from './lifecycle-steps.ts';
import { submitFixAndFlipApplication } from './rehab.ts';

const BUDGET = [
  { work: 'Roof', description: 'Tear off and replace the roof', cost: '20000' },
  { work: 'Kitchen', description: 'Cabinets, counters and appliances', cost: '30000' },
  { work: 'Plumbing', description: 'Re-pipe the house in PEX', cost: '12500.50' },
  { work: 'Flooring', description: 'Oak floors downstairs', cost: '8000' },
];
/** The offer staff make: a 12-month fix-and-flip loan, interest only, holding back the budget. */
const OFFER = { amount: 450_000, ratePercent: 10.5, termMonths: 12, repayment: 'interest_only' } as const;

/**
 * The whole loan after the application (issue #31), across both apps, each in its own browser:
 * a fix-and-flip borrower's four-line rehab budget approved and held back by the offer, the offer
 * accepted and the term sheet signed (its PDF read with pdftotext), two conditions (one cleared
 * after the borrower's upload, one by staff), clear to close refused then allowed, the closing
 * scheduled, the loan funded (the schedule's first payment is loan-math's to the cent), two draws
 * (one approved in full, one reduced after its inspection), an over-draw refused, the remaining
 * holdback to the cent on both sides, and a payoff statement asked for and answered.
 */
test('from the accepted offer to the funded loan, its draws and a payoff statement', async ({
  browser,
  request,
}) => {
  // Two apps, two browsers, a dozen axe scans and some sixty steps: well past the default.
  test.setTimeout(600_000);
  const { reference, applicationId } = await submitFixAndFlipApplication(request);
  const staff = await (await browser.newContext()).newPage();
  const borrower = await (await browser.newContext()).newPage();
  const applicationPage = `/profile/longFormComplete?application=${applicationId}`;

  // The borrower enters the scope of work on the application's page.
  await borrowerSignsIn(borrower);
  await borrower.goto(applicationPage);
  const main = borrower.getByRole('main');
  const mine = main.getByRole('region', { name: 'Rehab budget and draws' });
  const editor = mine.getByRole('form', { name: 'Your scope of work' });
  for (const [index, line] of BUDGET.entries()) {
    if (index > 0) await editor.getByRole('button', { name: 'Add a line' }).click();
    await editor.getByLabel(`Line ${index + 1}: kind of work`).selectOption({ label: line.work });
    await editor.getByLabel(`Line ${index + 1}: description`).fill(line.description);
    await editor.getByLabel(new RegExp(`^Line ${index + 1}: cost`)).fill(line.cost);
  }
  await expect(editor).toContainText('Total: $70,500.50');
  await axeAtBothSizes(borrower);
  await editor.getByRole('button', { name: 'Save budget' }).click();
  await expect(mine).toContainText('Your budget is saved. Your loan officer will review it.');

  // Staff approve it with the kitchen cut to the contractor's bid.
  await staffSignsIn(staff);
  await staff.goto(`/staff/applications/${applicationId}`);
  const rehab = staff.getByRole('region', { name: 'Rehab budget and draws' });
  await expect(rehab.getByRole('table', { name: 'Budget as the borrower entered it' })).toContainText(
    '$70,500.50',
  );
  const approval = rehab.getByRole('form', { name: 'Approve the budget' });
  await approval.getByLabel(/^Kitchen: amount approved/).fill('25000');
  await approval.getByLabel(/Note for the borrower/).fill('Kitchen set to the contractor’s bid.');
  await axeAtBothSizes(staff);
  await approval.getByRole('button', { name: 'Approve budget' }).click();
  await expect(staff.getByText('Rehab budget approved. The borrower has been emailed.')).toBeVisible();
  await expect(rehab.getByRole('table', { name: 'Approved budget and progress' })).toContainText(
    '$65,500.50',
  );

  // The offer: its holdback starts at the approved budget, and any other figure is refused.
  const statusForm = staff.getByRole('form', { name: 'Change status' });
  await statusForm.getByLabel('New status').selectOption({ label: 'In review' });
  await statusForm.getByRole('button', { name: 'Change status' }).click();
  await expect(staff.getByText('Status changed to In review. The borrower has been emailed.')).toBeVisible();
  const offerForm = staff.getByRole('form', { name: 'Issue an offer' });
  const holdback = offerForm.getByLabel(/^Rehab holdback/);
  await expect(holdback).toHaveValue('65,500.50');
  await offerForm.getByLabel(/Loan amount/).fill(String(OFFER.amount));
  await offerForm.getByLabel('Interest rate').fill(String(OFFER.ratePercent));
  await offerForm.getByLabel('Term in months').fill(String(OFFER.termMonths));
  await offerForm.getByLabel(/^Points/).fill('2');
  await offerForm.getByLabel(/^Fees/).fill('1500');
  await offerForm.getByLabel('Repayment', { exact: true }).selectOption({ label: 'Interest only' });
  await offerForm.getByLabel(/^Offer expires/).fill(lenderDayFromNow(14));
  await holdback.fill('70500.50');
  await offerForm.getByRole('button', { name: 'Send offer' }).click();
  await expect(offerForm).toContainText(
    'The holdback must equal the approved rehab budget: this offer holds back $70,500.50, but the approved budget is $65,500.50',
  );
  await holdback.fill('65500.50');
  await offerForm.getByRole('button', { name: 'Send offer' }).click();
  await expect(staff.getByText('Offer sent. The borrower has been emailed.')).toBeVisible();

  // The borrower accepts the offer and signs the term sheet with their typed name.
  await borrower.goto('/profile/loanOffers');
  const offer = main.getByRole('listitem').filter({ hasText: reference });
  await offer.getByRole('button', { name: `Accept the offer for ${reference}` }).click();
  await borrower
    .getByRole('dialog', { name: 'Accept this offer?' })
    .getByRole('button', { name: 'Accept offer' })
    .click();
  await expect(borrower.getByRole('region', { name: 'Notifications' })).toContainText(
    'You accepted the offer.',
  );
  await borrower.goto(applicationPage);
  const sheet = main.getByRole('region', { name: 'Term sheet' });
  for (const figure of ['$450,000.00', '10.5% a year, fixed', 'Interest only', '$65,500.50']) {
    await expect(sheet).toContainText(figure);
  }
  await sheet.getByRole('checkbox', { name: /I agree to sign this term sheet electronically/ }).check();
  await sheet.getByRole('textbox', { name: 'Full legal name' }).fill('Dana Demo');
  await sheet.getByRole('button', { name: 'Sign with my typed name' }).click();
  await sheet.getByRole('button', { name: 'Sign the term sheet' }).click();
  await expect(sheet).toContainText(/You signed this term sheet on .+ as Dana Demo\./);
  const downloading = borrower.waitForEvent('download');
  await sheet.getByRole('button', { name: 'Download the signed term sheet' }).click();
  const termSheet = pdftotext(await readFile(await (await downloading).path()));
  for (const words of ['$450,000.00', '10.5% a year', 'Interest only', '$65,500.50', 'Signed as Dana Demo']) {
    expect(termSheet).toContain(words);
  }

  // Two conditions: one cleared after the borrower's upload, one by a staff note.
  await staff.reload();
  await expect(staff.getByRole('region', { name: 'Summary' })).toContainText('Term sheet signed');
  // Clear to close, closing and funded each come by their own action, never the status form.
  for (const status of ['Clear to close', 'Closing', 'Funded']) {
    await expect(statusForm.getByRole('option', { name: status })).toHaveCount(0);
  }
  await addCondition(staff, {
    stage: 'Before closing',
    title: 'Proof of hazard insurance',
    description: 'The insurance binder naming Northgate Lending as mortgagee.',
    clearedBy: 'The borrower’s upload, then a staff note',
    due: lenderDayFromNow(10),
  });
  await addCondition(staff, {
    stage: 'Before closing documents',
    title: 'Title commitment review',
    clearedBy: 'A staff note',
    due: lenderDayFromNow(10),
  });
  const conditions = staff.getByRole('region', { name: 'Conditions' });
  await expect(conditions).toContainText('2 conditions before closing are still open.');
  // Clearing the upload condition before the upload is refused.
  await clearCondition(staff, 'Proof of hazard insurance', 'Binder checked.');
  await expect(conditions).toContainText(
    'The borrower has not uploaded the document this condition needs yet.',
  );
  await borrower.reload();
  const myConditions = main.getByRole('region', { name: 'Conditions' });
  await expect(myConditions).toContainText('2 of 2 conditions are left to clear.');
  const toUpload = myConditions
    .getByRole('list', { name: 'Left to clear before closing' })
    .getByRole('listitem')
    .filter({ hasText: 'Proof of hazard insurance' });
  await expect(toUpload).toContainText('Waiting for you');
  await expect(
    myConditions.getByRole('list', { name: 'Left to clear before closing documents' }),
  ).toContainText('Your loan officer is working on it');
  await axeAtBothSizes(borrower);
  await toUpload.getByLabel('Upload Proof of hazard insurance').setInputFiles({
    name: 'binder.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('Insurance binder'),
  });
  await toUpload.getByRole('button', { name: 'Send to Northgate' }).click();
  await expect(myConditions).toContainText('We received your upload; your loan officer is reviewing it');
  await staff.reload();
  await clearCondition(staff, 'Proof of hazard insurance', 'Binder received; mortgagee clause checked.');
  await expect(
    staff.getByText('Condition “Proof of hazard insurance” cleared. The borrower has been emailed.'),
  ).toBeVisible();

  // Clear to close is refused while one is open, then allowed.
  await conditions.getByRole('button', { name: 'Clear to close' }).click();
  await expect(conditions).toContainText(
    'Not clear to close: 1 condition before closing is still open: “Title commitment review”',
  );
  await axeAtBothSizes(staff);
  await clearCondition(staff, 'Title commitment review', 'Title commitment reviewed; no exceptions.');
  await expect(
    staff.getByText('Condition “Title commitment review” cleared. The borrower has been emailed.'),
  ).toBeVisible();
  await conditions.getByRole('button', { name: 'Clear to close' }).click();
  await expect(
    staff.getByText('The application is clear to close. The borrower has been emailed.'),
  ).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Summary' })).toContainText('Clear to close');

  // Staff schedule the closing: in person, a week from now, with the title company.
  const closingSection = staff.getByRole('region', { name: 'Closing and funding' });
  const schedule = closingSection.getByRole('form', { name: 'Schedule closing' });
  const closingDay = lenderDayFromNow(7);
  await schedule.getByLabel('Closing date').fill(closingDay);
  await schedule.getByLabel(/^Time/).fill('10:30');
  await schedule.getByLabel(/^Address/).fill('1200 SW Fifth Avenue, Suite 400, Portland, OR 97204');
  await schedule.getByLabel('Title company', { exact: true }).fill('Cascade Title Company');
  await schedule.getByRole('button', { name: 'Schedule closing' }).click();
  await expect(
    staff.getByText('Closing scheduled; the application is in closing. The borrower has been emailed.'),
  ).toBeVisible();
  await borrower.reload();
  const closing = main.getByRole('region', { name: 'Your closing' });
  await expect(closing).toContainText(`${longDay(closingDay)} at 10:30 AM P`);
  await expect(closing).toContainText('In person at 1200 SW Fifth Avenue, Suite 400, Portland, OR 97204');
  await expect(closing).toContainText('Cascade Title Company');
  await expect(myConditions).toContainText('Every condition is cleared.');
  await axeAtBothSizes(borrower);
  await axeAtBothSizes(staff);

  // Staff record the funding: more than the offer is refused with both amounts, then the offer's.
  const funding = closingSection.getByRole('form', { name: 'Record funding' });
  const loanNumber = `NG-${applicationId.slice(0, 8).toUpperCase()}`;
  const firstDue = lenderDayFromNow(33);
  await funding.getByLabel(/^Funded amount/).fill('450000.01');
  await funding.getByLabel(/^Loan number/).fill(loanNumber);
  await funding.getByLabel('Funding date').fill(lenderToday());
  await funding.getByLabel('First payment due').fill(firstDue);
  await funding.getByRole('button', { name: 'Record funding' }).click();
  await expect(
    funding.getByText("The funded amount $450,000.01 is more than the accepted offer's $450,000.00").first(),
  ).toBeVisible();
  await funding.getByLabel(/^Funded amount/).fill(String(OFFER.amount));
  await funding.getByRole('button', { name: 'Record funding' }).click();
  await expect(staff.getByText(`Loan ${loanNumber} funded. The borrower has been emailed.`)).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Summary' })).toContainText('Funded');

  // The borrower sees the funded loan; the first payment is loan-math's, to the cent.
  const payment = offerPayment(OFFER.amount, OFFER.ratePercent, OFFER.termMonths, OFFER.repayment);
  const expected = datedSchedule({
    amount: OFFER.amount,
    ratePercent: OFFER.ratePercent,
    termMonths: OFFER.termMonths,
    repayment: OFFER.repayment,
    firstPaymentDate: firstDue,
  });
  expect(payment).toBe(3937.5);
  expect(expected.payments[0]?.payment).toBe(payment);
  await borrower.reload();
  const loan = main.getByRole('region', { name: 'Your loan' });
  await expect(loan).toContainText(loanNumber);
  await expect(loan).toContainText(formatUsd(payment));
  const rows = loan
    .getByRole('table', { name: `Payment schedule, ${OFFER.termMonths} payments` })
    .getByRole('row');
  await expect(rows).toHaveCount(OFFER.termMonths + 1);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    '1',
    longDay(firstDue),
    formatUsd(payment),
    formatUsd(expected.payments[0]!.interest),
    formatUsd(expected.payments[0]!.principal),
    formatUsd(expected.payments[0]!.balance),
  ]);
  await axeAtBothSizes(borrower);

  // Draw 1, approved in full and paid.
  await expect(mine.getByLabel('Holdback')).toContainText('Remaining holdback$65,500.50');
  await askForDraw(borrower, 1, { Roof: '10000', Kitchen: '5000' });
  await staff.reload();
  await expect(rehab.getByRole('heading', { name: 'Draw 1: Requested' })).toBeVisible();
  await inspectDraw(staff, 1, { Roof: '50', Kitchen: '20' }, 'Roof half done; cabinets delivered.');
  await approveAndPayDraw(staff, 1, {});
  await expect(rehab.getByRole('listitem').filter({ hasText: 'Draw 1: Paid' })).toContainText('$15,000.00');

  // An over-draw on a line: the form says so, and the API refuses it with the figures.
  await borrower.reload();
  const draw2 = mine.getByRole('form', { name: 'Ask for Draw 2' });
  await draw2.getByLabel(/^Roof: amount for work completed/).fill('12000');
  await draw2.getByLabel('How the inspector gets in').fill('Lockbox code 4417.');
  await draw2.getByRole('button', { name: 'Ask for Draw 2' }).click();
  await expect(draw2.getByRole('alert')).toContainText(
    'Roof: only $10,000.00 of its $20,000.00 budget remains',
  );
  const { access_token: borrowerToken } = (await call(
    request,
    null,
    'POST',
    '/auth/api/v1/auth/login',
    DEMO_BORROWER,
  )) as { access_token: string };
  const rehabNow = (await call(
    request,
    borrowerToken,
    'GET',
    `/api/v1/applications/${applicationId}/rehab`,
  )) as { budget: { lines: { id: string; category: string }[] } };
  const roofId = rehabNow.budget.lines.find((line) => line.category === 'roof')?.id;
  const { cookies } = await request.storageState();
  const refused = await request.post(`/api/v1/applications/${applicationId}/rehab/draws`, {
    data: { lines: [{ line_id: roofId, amount_cents: 1_200_000 }], access_notes: 'Lockbox code 4417.' },
    headers: {
      authorization: `Bearer ${borrowerToken}`,
      'X-CSRF-Token': cookies.find((c) => c.name === 'csrf_token')?.value ?? '',
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    error: 'Draw 2 asks $12,000.00 for Roof, but only $10,000.00 of its $20,000.00 budget remains.',
  });

  // Draw 2, reduced after its inspection.
  await draw2.getByLabel(/^Roof: amount for work completed/).fill('8000');
  await draw2.getByLabel(/^Plumbing: amount for work completed/).fill('12500.50');
  await draw2.getByRole('button', { name: 'Ask for Draw 2' }).click();
  await expect(borrower.getByText('We received Draw 2. We will arrange the inspection.')).toBeVisible();
  await staff.reload();
  await inspectDraw(
    staff,
    2,
    { Roof: '80', Plumbing: '95' },
    'Roof flashing unfinished; one plumbing fixture missing.',
    [{ name: 'roof-flashing.jpg', mimeType: 'image/jpeg', buffer: smallJpeg() }],
  );
  const inspectionPhotos = (side: Locator) => side.getByRole('list', { name: 'Inspection photos of Draw 2' });
  await expect(
    inspectionPhotos(rehab).getByRole('button', { name: 'Download roof-flashing.jpg' }),
  ).toBeVisible();
  await approveAndPayDraw(staff, 2, { Roof: '6500', Plumbing: '12000.25' });

  // Both sides: $33,500.25 paid, $32,000.25 of the $65,500.50 holdback left, line by line to the cent.
  const figures = 'Holdback$65,500.50Paid to date$33,500.25In open draws$0.00Remaining holdback$32,000.25';
  await expect(rehab.getByLabel('Holdback')).toHaveText(figures);
  await expect(
    rehab.getByRole('table', { name: 'Approved budget and progress' }).getByRole('row', { name: /Roof/ }),
  ).toContainText('$16,500.00$0.00$3,500.0080% complete');
  await axeAtBothSizes(staff);
  await borrower.reload();
  await expect(mine.getByLabel('Holdback')).toHaveText(figures);
  await expect(
    mine
      .getByRole('table', { name: 'Your approved budget and progress' })
      .getByRole('row', { name: /Plumbing/ }),
  ).toContainText('$12,000.25$0.00$500.2595% complete');
  // The borrower sees the inspector's photo of Draw 2 and downloads it.
  const [photo] = await Promise.all([
    borrower.waitForEvent('download'),
    inspectionPhotos(mine).getByRole('button', { name: 'Download roof-flashing.jpg' }).click(),
  ]);
  expect(photo.suggestedFilename()).toBe('roof-flashing.jpg');

  // A payoff statement, asked for and answered.
  const payoff = main.getByRole('region', { name: 'Payoff statement' });
  await payoff.getByLabel(/Anything we should know/).fill('Selling the property in the spring.');
  await payoff.getByRole('button', { name: 'Ask for a payoff statement' }).click();
  await expect(payoff).toContainText('We are preparing your payoff statement');
  await axeAtBothSizes(borrower);
  await staff.reload();
  const statements = staff.getByRole('region', { name: 'Payoff statements' });
  await expect(statements).toContainText('1 request is waiting for an answer.');
  await expect(statements).toContainText('Selling the property in the spring.');
  const goodThrough = lenderDayFromNow(14);
  const answer = statements.getByRole('form', { name: /Answer the payoff request/ });
  await answer.getByLabel(/^Payoff amount/).fill('419214.77');
  await answer.getByLabel('Good through').fill(goodThrough);
  await answer.getByRole('button', { name: 'Send payoff statement' }).click();
  await expect(staff.getByText('Payoff statement sent. The borrower has been emailed.')).toBeVisible();
  await expect(statements).toContainText('Every request is answered.');
  await axeAtBothSizes(staff);
  await borrower.reload();
  await expect(payoff).toContainText(
    `To pay off your loan: $419,214.77, good through ${longDay(goodThrough)}.`,
  );

  // The borrower's timeline tells the story, newest first.
  const timeline = main.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem');
  await expect(timeline.first()).toContainText('We sent your payoff statement');
  for (const entry of [
    'You signed the term sheet',
    'A condition is cleared: Proof of hazard insurance',
    'Status changed to Clear to close',
    'Your closing is scheduled',
    `Your loan is funded. Loan number ${loanNumber}`,
    'Draw paid',
  ]) {
    await expect(timeline.filter({ hasText: entry }).first()).toBeVisible();
  }
});
