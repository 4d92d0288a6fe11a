import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { smallJpeg, smallPdf } from '@northgate/playwright-config/upload-files';
import {
  BASE,
  checkAndContinue,
  daysFromToday,
  fillAddress,
  main,
  onStep,
  radio,
  select,
  textbox,
  tick,
} from './long-form-steps.ts';
import { expectSignedPdfCopy } from './pdf-copy.ts';
import { expectProblemLinkedTo, returnToReview, REVIEW_TITLE, signAs } from './review.ts';
import { DEMO, latestSmsCode, seedSession } from './session.ts';

test('the demo borrower completes the long form: schedules, totals, a reload midway, the 413 summary, the review, a signer sent back, submit, the email and the PDF copy', async ({
  page,
  request,
  demoTokens,
}) => {
  test.setTimeout(240_000);
  const tokens = demoTokens;
  await seedSession(page, tokens);
  await page.setViewportSize({ width: 1280, height: 900 });
  const m = main(page);
  /** The ID step's document ids as the server has them (what a reload reads back). */
  const savedIdDocuments = async () => {
    const response = await request.get('/api/v1/drafts/longForm', {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const ids = ((await response.json()) as { values: Record<string, Record<string, unknown>> }).values
      .documentsIDs;
    return [Boolean(ids?.idFront), Boolean(ids?.idBack)];
  };

  // Asking for the first step the borrower fills: the guard sends a new borrower to the furthest
  // step they may reach, the phone number.
  await page.goto(`${BASE}primaryResidence`);
  await onStep(page, 'phone', 'Your phone number');
  // The phone steps show the bar without a value (the spec gives them none), never 100%.
  const bar = m.getByRole('progressbar', { name: 'Application progress' });
  await expect(bar).toHaveAttribute('aria-valuetext', 'No progress value on this step');
  await expect(m.getByText('100%')).toHaveCount(0);
  await expect(textbox(m, 'Phone number')).toHaveValue(DEMO.phone);
  await radio(m, 'What kind of number is it?', 'Mobile');
  await checkAndContinue(page);

  await onStep(page, 'verifyPhone', 'Verify your phone');
  await expect(m.getByText(`We texted a 6-digit code to ${DEMO.phone}.`)).toBeVisible();
  await expect(m.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  await expect(m.getByText(/You can ask for a new code in 0:\d\d/)).toBeVisible();
  const code = await latestSmsCode(request, DEMO.phoneE164);
  // A wrong code: the server's words under the box, and the typed code stays.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await textbox(m, /Verification code/).fill(wrong);
  await m.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(
    m.getByText('That code is not right. Check the text message we sent and try again.').first(),
  ).toBeVisible();
  await expect(textbox(m, /Verification code/)).toHaveValue(wrong);
  await textbox(m, /Verification code/).fill(code);
  await checkAndContinue(page);

  await onStep(page, 'primaryResidence', 'Where you live');
  await expect(m.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
    'aria-valuetext',
    '5%',
  );
  await fillAddress(m, '18 Alder Lane', 'Portland', 'OR', '97205');
  await radio(m, /Do you own or rent your home/, 'Own');
  await textbox(m, 'Years there').fill('6');
  await textbox(m, /^And months/).fill('4');
  await textbox(m, /^What your home costs you/).fill('3100');
  await textbox(m, /^What your home is worth today/).fill('650000');
  await textbox(m, /^What you still owe on it/).fill('310000');
  await textbox(m, 'Mortgage lender or servicer').fill('Riverbend Home Loans');
  await textbox(m, /^Mortgage payment, per month/).fill('2450');
  await select(m, 'Is the mortgage up to date?', 'current');
  await expect(m.getByLabel('Home equity').getByText('$340,000')).toBeVisible();
  await checkAndContinue(page);

  // Two real uploads; a reload keeps them (the draft keeps their ids, the names come from the server).
  await onStep(page, 'documentsIDs', 'Your ID documents');
  await radio(m, 'Which ID will you upload?', "Driver's license");
  await m
    .getByLabel('Front of your ID', { exact: true })
    .setInputFiles({ name: 'license-front.jpg', mimeType: 'image/jpeg', buffer: smallJpeg() });
  await expect(m.getByRole('button', { name: 'Remove license-front.jpg' })).toBeVisible();
  await m
    .getByLabel('Back of your ID', { exact: true })
    .setInputFiles({ name: 'license-back.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(m.getByRole('button', { name: 'Remove license-back.pdf' })).toBeVisible();
  // "Saved at" may still be an earlier save's: wait until the server holds both ids.
  await expect.poll(savedIdDocuments).toEqual([true, true]);
  await page.reload();
  await onStep(page, 'documentsIDs', 'Your ID documents');
  await expect(m.getByRole('button', { name: 'Remove license-front.jpg' })).toBeVisible();
  await expect(m.getByRole('button', { name: 'Remove license-back.pdf' })).toBeVisible();
  // A clearer photo replaces the front; the back is removed and uploaded again.
  await m
    .getByLabel('Front of your ID', { exact: true })
    .setInputFiles({ name: 'license-front-clearer.jpg', mimeType: 'image/jpeg', buffer: smallJpeg() });
  await expect(m.getByRole('button', { name: 'Remove license-front-clearer.jpg' })).toBeVisible();
  await m.getByRole('button', { name: 'Remove license-back.pdf' }).click();
  await expect(m.getByRole('button', { name: 'Remove license-back.pdf' })).toBeHidden();
  await m
    .getByLabel('Back of your ID', { exact: true })
    .setInputFiles({ name: 'license-back.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(m.getByRole('button', { name: 'Remove license-back.pdf' })).toBeVisible();
  await textbox(m, 'ID number').fill('D4821-77309');
  await textbox(m, 'Issuing state').fill('Oregon');
  await m.getByLabel('Expiration date').fill(daysFromToday(900));
  await m.getByLabel('Date of birth').fill('1979-06-14');
  await m.getByLabel(/Social Security number or ITIN/).fill('512446731');
  await select(m, 'Citizenship', 'usCitizen');
  await checkAndContinue(page);

  await onStep(page, 'contactInfo', 'Contact information');
  await expect(m.getByText(DEMO.email)).toBeVisible();
  await radio(m, 'How do you prefer we contact you?', 'Email');
  await radio(m, 'Marital status', 'Married');
  await textbox(m, 'Number of dependents').fill('0');
  await checkAndContinue(page);

  await onStep(page, 'entityInfo', 'Your borrowing entity');
  await radio(m, /borrow through a company/, 'No');
  await checkAndContinue(page);

  await onStep(page, 'incomeInfo', 'Your income');
  for (const [label, amount] of [
    [/^Salary/, '145000'],
    [/^Net investment income/, '6200'],
    [/^Real estate income/, '38400'],
    [/^Other income/, '0'],
    [/^As endorser or co-maker/, '0'],
    [/^Legal claims and judgments/, '0'],
    [/^Provision for federal income tax/, '0'],
    [/^Other special debt/, '0'],
  ] as const) {
    await textbox(m, label).fill(amount);
  }
  await expect(m.getByLabel('Income total').getByText('$189,600')).toBeVisible();
  await select(m, 'Do you work now?', 'selfEmployed');
  await textbox(m, 'Your business').fill('Demo Homes LLC');
  await textbox(m, 'Your position or title').fill('Owner');
  await textbox(m, 'Years in this job').fill('6');
  await checkAndContinue(page);

  // Investment properties: Next with none listed and no "none" answer is refused.
  await onStep(page, 'investmentProperty', 'Investment properties you own');
  await m.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(
    m.getByRole('link', { name: 'Add each property you own, or tick “I own no investment property”' }),
  ).toBeVisible();
  await m.getByRole('button', { name: 'Add a property' }).click();
  const first = m.getByRole('listitem', { name: 'Property 1' });
  await fillAddress(first, '412 NE Going Street', 'Portland', 'OR', '97211');
  await select(first, 'Type of property', '2-4');
  await select(first, 'Whose name is it in?', 'entity');
  await select(first, 'Are you keeping it?', 'retained');
  await first.getByLabel('Date you bought it').fill('2019-08-15');
  await textbox(first, /^What you paid/).fill('410000');
  await textbox(first, /^Market value today/).fill('540000');
  await textbox(first, /^Mortgage balance/).fill('362000');
  await textbox(first, 'Mortgage lender').fill('Cascade Community Bank');
  await textbox(first, /^Mortgage payment, per month/).fill('2610');
  await select(first, 'Is the mortgage up to date?', 'current');
  await textbox(first, /^Rent collected/).fill('4200');
  await textbox(first, /^Taxes, insurance/).fill('650');
  await m.getByRole('button', { name: 'Add another property' }).click();
  const second = m.getByRole('listitem', { name: 'Property 2' });
  await fillAddress(second, '77 Maple Court', 'Salem', 'OR', '97301');
  await select(second, 'Type of property', 'sfr');
  await select(second, 'Whose name is it in?', 'individual');
  await select(second, 'Are you keeping it?', 'retained');
  await second.getByLabel('Date you bought it').fill('2016-03-01');
  await textbox(second, /^What you paid/).fill('180000');
  await textbox(second, /^Market value today/).fill('315000');
  await textbox(second, /^Mortgage balance/).fill('0');
  // $540,000 + $315,000 of value, $362,000 of mortgage: $493,000 of equity.
  const totals = m.getByLabel('Real estate totals');
  await expect(totals.getByText('$855,000')).toBeVisible();
  await expect(totals.getByText('$362,000')).toBeVisible();
  await expect(totals.getByText('$493,000')).toBeVisible();

  // A reload in the middle keeps the step and every answer.
  await expect(m.locator('[data-save-state]')).toHaveText(/^Saved at/);
  await page.reload();
  await onStep(page, 'investmentProperty', 'Investment properties you own');
  await expect(textbox(m.getByRole('listitem', { name: 'Property 2' }), /^Market value today/)).toHaveValue(
    '315,000',
  );
  await expect(m.getByLabel('Real estate totals').getByText('$855,000')).toBeVisible();
  await checkAndContinue(page);

  await onStep(page, 'business', 'Businesses you own');
  await tick(m, 'I own no business');
  await checkAndContinue(page);

  await onStep(page, 'securities', 'Stocks and bonds');
  await m.getByRole('button', { name: 'Add a holding' }).click();
  const fund = m.getByRole('listitem', { name: 'Holding 1' });
  await textbox(fund, 'Name of the stock, bond or fund').fill('Vanguard Total Stock Market Index Fund');
  await select(fund, 'Held in', 'brokerage');
  await textbox(fund, /^Market value/).fill('148500');
  await radio(fund, 'Is it pledged as collateral for a loan?', 'No');
  await m.getByRole('button', { name: 'Add another holding' }).click();
  const ira = m.getByRole('listitem', { name: 'Holding 2' });
  await textbox(ira, 'Name of the stock, bond or fund').fill('Fidelity 500 Index Fund');
  await select(ira, 'Held in', 'ira');
  await textbox(ira, /^Market value/).fill('92300');
  await radio(ira, 'Is it pledged as collateral for a loan?', 'No');
  await expect(m.getByLabel('Securities totals').getByText('$240,800')).toBeVisible();
  await checkAndContinue(page);

  await onStep(page, 'lifeInsurance', 'Life insurance');
  await m.getByRole('button', { name: 'Add a policy' }).click();
  const policy = m.getByRole('listitem', { name: 'Policy 1' });
  await textbox(policy, 'Insurance company').fill('Northwestern Mutual');
  await select(policy, 'Type of policy', 'whole');
  await textbox(policy, /^Face amount/).fill('1000000');
  await textbox(policy, /^Cash surrender value/).fill('64000');
  await textbox(policy, /^Loans against the policy/).fill('10000');
  await textbox(policy, 'Beneficiaries').fill('Sam Demo (spouse)');
  await checkAndContinue(page);

  await onStep(page, 'notesPayable', 'Notes payable and other debts');
  await m.getByRole('button', { name: 'Add a loan' }).click();
  const note = m.getByRole('listitem', { name: 'Loan 1' });
  await select(note, 'Kind of loan', 'note');
  await textbox(note, 'Who you owe').fill('Cascade Private Capital');
  await textbox(note, /^Original amount/).fill('150000');
  await textbox(note, /^Balance owed today/).fill('120000');
  await textbox(note, 'Payment in US dollars').fill('1250');
  await select(note, 'How often you pay', 'monthly');
  await textbox(note, /^How it is secured/).fill('Unsecured');
  await tick(m, 'I owe no unpaid taxes');
  await tick(m, 'I have no other debts');
  await checkAndContinue(page);

  await onStep(page, 'bankAccount', 'Bank accounts and other assets');
  await m.getByRole('button', { name: 'Add an account' }).click();
  const checking = m.getByRole('listitem', { name: 'Account 1' });
  await textbox(checking, 'Bank or institution').fill('Umpqua Bank');
  await select(checking, 'Type of account', 'checking');
  await select(checking, 'Whose name is it in?', 'joint');
  await textbox(checking, 'Balance in US dollars').fill('84200');
  await checking.getByLabel('Date of that balance').fill(daysFromToday(-5));
  await tick(m, 'I have nothing else to list');
  await checkAndContinue(page);

  await onStep(page, 'subjectProperty', 'The property to finance');
  await radio(m, 'Do you have the property yet?', 'I have it under contract');
  await fillAddress(m, '2210 SE Clinton Street', 'Portland', 'OR', '97202');
  await textbox(m, /^Purchase price/).fill('425000');
  await select(m, 'Type of property', 'sfr');
  await textbox(m, 'Number of units').fill('1');
  await select(m, 'Its condition', 'moderate');
  await select(m, 'Who lives there now?', 'vacant');
  await checkAndContinue(page);

  await onStep(page, 'typeOfLoan', 'Type of loan');
  await radio(m, 'Which loan do you need?', 'Fix & Flip / Rehab');
  await select(m, 'What is the loan for?', 'purchase');
  await textbox(m, /^Loan amount/).fill('450000');
  await select(m, 'Term', '12');
  await m.getByLabel('When do you want to close?').fill(daysFromToday(30));
  await textbox(m, /^Renovation budget/).fill('95000');
  await textbox(m, /^Value when the work is done/).fill('690000');
  await select(m, 'How will you repay the loan?', 'sell');
  // $450,000 over $425,000 + $95,000 and over $690,000, as the calculator works them out.
  await expect(m.getByLabel('Leverage').getByText('86.54%')).toBeVisible();
  await expect(m.getByLabel('Leverage').getByText('65.22%')).toBeVisible();
  await checkAndContinue(page);

  await onStep(page, 'checkboxQs', 'Almost done: review and sign');
  await expect(m.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
    'aria-valuetext',
    'Almost done',
  );
  // Totals worked out by hand from what was typed above.
  const assets = m.getByRole('table', { name: 'Assets' });
  const liabilities = m.getByRole('table', { name: 'Liabilities' });
  const line = (table: Locator, label: string) => table.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(line(assets, 'Cash on hand and in banks')).toContainText('$84,200');
  await expect(line(assets, 'IRA and other retirement accounts')).toContainText('$92,300');
  await expect(line(assets, 'Stocks and bonds')).toContainText('$148,500');
  await expect(line(assets, 'Real estate')).toContainText('$1,505,000'); // 650,000 + 540,000 + 315,000
  await expect(line(assets, 'Total assets')).toContainText('$1,894,000');
  await expect(line(liabilities, 'Mortgages on real estate')).toContainText('$672,000'); // 310,000 + 362,000
  await expect(line(liabilities, 'Total liabilities')).toContainText('$802,000'); // + 120,000 + 10,000
  await expect(m.getByText('Net worth (total assets less total liabilities): $1,092,000')).toBeVisible();
  await expect(
    line(assets, 'Real estate').getByRole('link', { name: /^Change investment properties/ }),
  ).toHaveAttribute('href', `${BASE}investmentProperty`);

  for (const question of await m.getByRole('region', { name: 'Declarations' }).getByRole('group').all()) {
    await question.getByRole('radio', { name: 'No' }).check();
  }
  await m.getByRole('checkbox', { name: /^I certify that/ }).check();
  await m.getByRole('checkbox', { name: /obtain my credit report/ }).check();
  // Signed under another name by mistake: the review will send the borrower back.
  await textbox(m, 'Full legal name').fill('Sam Demo');
  await m.getByRole('button', { name: 'Sign with my typed name' }).click();
  await checkAndContinue(page, 'Review your answers');

  // The review: every step's answers in words, the schedules entry by entry, identity numbers masked.
  await expect(page).toHaveURL(`${BASE}review`);
  await expect(page.getByRole('heading', { level: 1, name: REVIEW_TITLE })).toBeVisible();
  const properties = m.getByRole('region', { name: 'Investment properties you own' });
  await expect(properties).toContainText('412 NE Going Street, Portland, OR 97211');
  await expect(
    properties.getByRole('link', { name: 'Change investment properties you own' }),
  ).toHaveAttribute('href', `${BASE}investmentProperty?from=review`);
  const ids = m.getByRole('region', { name: 'Your ID documents' });
  await expect(ids).toContainText('On file, ending 6731');
  await expect(ids).toContainText('Uploaded');
  for (const secret of ['512446731', '1979-06-14', 'D4821-77309']) await expect(m).not.toContainText(secret);
  await expect(m.getByRole('region', { name: 'Type of loan' })).toContainText('Fix & Flip / Rehab');
  await expect(m.getByRole('region', { name: 'Almost done: review and sign' })).toContainText(
    'Signed as Sam Demo',
  );
  await expectNoAxeViolations(page);

  // The signature must give the account's name: the problem links back to the signature step.
  await expectProblemLinkedTo(
    page,
    BASE,
    'checkboxQs',
    'Almost done: review and sign',
    /Dana Demo, as your account gives it/,
  );
  await expectNoAxeViolations(page);
  await signAs(page, DEMO.name);
  await returnToReview(page, BASE);
  await m.getByRole('button', { name: 'Submit application' }).click();

  // The confirmation: the reference and what happens next.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, we received your application' }),
  ).toBeFocused();
  await expect(m.getByText('Your full application is with our loan team.')).toBeVisible();
  const reference = (await m.locator('dt:text-is("Reference") + dd').textContent()) ?? '';
  expect(reference).toMatch(/^NG-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(m.getByText(/will be in touch within one business day/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The PDF copy: the answers, the statement certified, the signature and its record; from the
  // confirmation page, and again from the application's page in the profile.
  const copy = {
    reference,
    signedAs: DEMO.name,
    answers: [
      'Address: 412 NE Going Street, Portland, OR 97211',
      'Which loan do you need?: Fix & Flip / Rehab',
      'Front of your ID: Uploaded',
      'Total assets: $1,894,000',
    ],
    consent: 'By signing you agree to sign this application',
    secrets: ['512446731', '1979-06-14', 'D4821-77309'],
  };
  await expectSignedPdfCopy(page, copy);
  await m.getByRole('link', { name: 'See your submitted applications' }).click();
  await m
    .getByRole('listitem')
    .filter({ hasText: reference })
    .getByRole('link', { name: `Status and timeline of ${reference}` })
    .click();
  await expect(m.getByRole('heading', { level: 1 })).toContainText(reference);
  await expectSignedPdfCopy(page, copy);

  // The borrower's email has the reference and none of their numbers; the lender's staff get the
  // statement's totals, without account numbers.
  const outbox = (await (await request.get('/dev/api/outbox')).json()) as {
    messages: { recipient: string; subject: string | null; body: string }[];
  };
  const email = outbox.messages.find(
    (message) => message.subject === `We received your application (${reference})`,
  );
  expect(email?.recipient).toBe(DEMO.email);
  expect(email?.body).toContain(`Your reference is ${reference}.`);
  for (const secret of ['512446731', '1979-06-14', 'D4821-77309']) expect(email?.body).not.toContain(secret);
  const notice = outbox.messages.find((message) => message.subject === 'New application: Full application');
  expect(notice?.body).toContain(`Account: ${DEMO.email}`);
  expect(notice?.body).toContain('Total assets: $1,894,000');
  expect(notice?.body).toContain('Net worth: $1,092,000');
  expect(notice?.body).toMatch(/\nType of loan\n[^]*\nLoan amount[^:\n]*: \$450,000\n/);
});
