import { expect, test, type Page } from '@playwright/test';
// The borrower site's axe check: one set of rules for both apps.
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { call, DEMO_BORROWER } from './borrower.ts';
import { advanceToFunded, submitFixAndFlipApplication } from './rehab.ts';
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

const BUDGET = [
  { work: 'Roof', description: 'Tear off and replace the roof', cost: '20000' },
  { work: 'Kitchen', description: 'Cabinets, counters and appliances', cost: '30000' },
  { work: 'Plumbing', description: 'Re-pipe the house in PEX', cost: '12500.50' },
  { work: 'Flooring', description: 'Oak floors downstairs', cost: '8000' },
];

/** The borrower asks for a draw on the application's page: amounts by line and access notes. */
async function askForDraw(borrower: Page, number: number, amounts: Record<string, string>) {
  const form = borrower.getByRole('form', { name: `Ask for Draw ${number}` });
  for (const [work, amount] of Object.entries(amounts)) {
    await form.getByLabel(new RegExp(`^${work}: amount for work completed`)).fill(amount);
  }
  await form.getByLabel('How the inspector gets in').fill('Lockbox on the back door, code 4417.');
  await form.getByRole('button', { name: `Ask for Draw ${number}` }).click();
  await expect(
    borrower.getByText(`We received Draw ${number}. We will arrange the inspection.`),
  ).toBeVisible();
}

/** Staff record a draw's inspection (percent complete by line) on the application page. */
async function inspect(staff: Page, number: number, percents: Record<string, string>, note: string) {
  const form = staff.getByRole('form', { name: `Record the inspection of Draw ${number}` });
  for (const [work, percent] of Object.entries(percents)) {
    await form.getByLabel(new RegExp(`^${work}: percent complete`)).fill(percent);
  }
  await form.getByLabel(/What the inspector found/).fill(note);
  await form.getByRole('button', { name: 'Record inspection' }).click();
  await expect(
    staff.getByText(`Inspection of Draw ${number} recorded. The borrower has been emailed.`),
  ).toBeVisible();
}

async function approveAndPay(staff: Page, number: number, amounts: Record<string, string>) {
  const form = staff.getByRole('form', { name: `Approve Draw ${number}` });
  for (const [work, amount] of Object.entries(amounts)) {
    await form.getByLabel(new RegExp(`^${work}: amount approved`)).fill(amount);
  }
  await form.getByRole('button', { name: `Approve Draw ${number}` }).click();
  await expect(staff.getByText(`Draw ${number} approved. The borrower has been emailed.`)).toBeVisible();
  await staff.getByRole('button', { name: `Mark Draw ${number} paid` }).click();
  await expect(staff.getByText(`Draw ${number} marked paid. The borrower has been emailed.`)).toBeVisible();
}

// The rehab budget and draws (ADR 0061) across both apps, each in its own browser.
test('a four-line budget approved, the holdback equal to it, two draws paid, an over-draw refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { access_token: staffToken } = await demoStaffTokens(request);
  const { applicationId } = await submitFixAndFlipApplication(request);
  const staff = await (await browser.newContext()).newPage();
  const borrower = await (await browser.newContext()).newPage();

  // The borrower enters the scope of work on the application's page.
  await borrower.goto('/login/');
  await borrower.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(DEMO_BORROWER.email);
  await borrower.getByLabel('Password', { exact: true }).fill(DEMO_BORROWER.password);
  await borrower.getByRole('button', { name: 'Log in' }).click();
  await expect(
    borrower.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
  ).toBeVisible();
  await borrower.goto(`/profile/longFormComplete?application=${applicationId}`);
  const mine = borrower.getByRole('main').getByRole('region', { name: 'Rehab budget and draws' });
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
  await staff.goto('/staff/');
  await demoStaffSignsIn(staff);
  await expect(staff.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
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
  await expect(staff.getByRole('region', { name: 'Timeline' })).toContainText('Rehab budget approved');

  // The offer form starts the holdback at the approved budget; a different holdback is refused.
  await call(request, staffToken, 'POST', `/staff/api/v1/applications/${applicationId}/status`, {
    status: 'in_review',
  });
  await staff.reload();
  const offerForm = staff.getByRole('form', { name: 'Issue an offer' });
  const holdback = offerForm.getByLabel(/^Rehab holdback/);
  await expect(holdback).toHaveValue('65,500.50');
  await offerForm.getByLabel(/Loan amount/).fill('450000');
  await offerForm.getByLabel('Interest rate').fill('10.5');
  await offerForm.getByLabel('Term in months').fill('12');
  await offerForm.getByLabel(/^Points/).fill('2');
  await offerForm.getByLabel(/^Fees/).fill('1500');
  await offerForm.getByLabel(/^Offer expires/).fill(dayFromNow(14));
  await holdback.fill('70500.50');
  await offerForm.getByRole('button', { name: 'Send offer' }).click();
  await expect(offerForm).toContainText(
    'The holdback must equal the approved rehab budget: this offer holds back $70,500.50, but the approved budget is $65,500.50',
  );
  await holdback.fill('65500.50');
  await offerForm.getByRole('button', { name: 'Send offer' }).click();
  await expect(staff.getByText('Offer sent. The borrower has been emailed.')).toBeVisible();

  // Accepted, signed and funded through the pipeline's helpers.
  await advanceToFunded(request, applicationId, staffToken);

  // Draw 1, approved in full and paid.
  await borrower.reload();
  await expect(mine.getByLabel('Holdback')).toContainText('Remaining holdback$65,500.50');
  await askForDraw(borrower, 1, { Roof: '10000', Kitchen: '5000' });
  await staff.reload();
  // The draw waiting for its inspection, with the inspection and decline forms.
  await expect(rehab.getByRole('heading', { name: 'Draw 1: Requested' })).toBeVisible();
  await axeAtBothSizes(staff);
  await inspect(staff, 1, { Roof: '50', Kitchen: '20' }, 'Roof half done; cabinets delivered.');
  await approveAndPay(staff, 1, {});

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
  )) as {
    access_token: string;
  };
  const rehabNow = (await call(
    request,
    borrowerToken,
    'GET',
    `/api/v1/applications/${applicationId}/rehab`,
  )) as {
    budget: { lines: { id: string; category: string }[] };
  };
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

  // Draw 2, reduced after the inspection.
  await draw2.getByLabel(/^Roof: amount for work completed/).fill('8000');
  await draw2.getByLabel(/^Plumbing: amount for work completed/).fill('12500.50');
  await draw2.getByRole('button', { name: 'Ask for Draw 2' }).click();
  await expect(borrower.getByText('We received Draw 2. We will arrange the inspection.')).toBeVisible();
  await staff.reload();
  await inspect(
    staff,
    2,
    { Roof: '80', Plumbing: '95' },
    'Roof flashing unfinished; one plumbing fixture missing.',
  );
  await approveAndPay(staff, 2, { Roof: '6500', Plumbing: '12000.25' });

  // Both sides: $33,500.25 paid, $32,000.25 of the $65,500.50 holdback left, line by line to the cent.
  const figures = 'Holdback$65,500.50Paid to date$33,500.25In open draws$0.00Remaining holdback$32,000.25';
  await expect(rehab.getByLabel('Holdback')).toHaveText(figures);
  await expect(
    rehab.getByRole('table', { name: 'Approved budget and progress' }).getByRole('row', { name: /Roof/ }),
  ).toContainText('$16,500.00$0.00$3,500.0080% complete');
  await expect(rehab.getByRole('listitem').filter({ hasText: 'Draw 2: Paid' })).toContainText('$18,500.25');
  await axeAtBothSizes(staff);
  await borrower.reload();
  await expect(mine.getByLabel('Holdback')).toHaveText(figures);
  await expect(
    mine
      .getByRole('table', { name: 'Your approved budget and progress' })
      .getByRole('row', { name: /Plumbing/ }),
  ).toContainText('$12,000.25$0.00$500.2595% complete');
  await expect(mine.getByRole('heading', { name: 'Draw 2: Paid' })).toBeVisible();
  await axeAtBothSizes(borrower);
});
