import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { expectSignedPdfCopy } from './pdf-copy.ts';
import { confirmEmailOnReview, expectProblemLinkedTo, goToReview, returnToReview, signAs } from './review.ts';
import { latestOutboxMessage } from './session.ts';

const BASE = '/investment-loan-application/';
const STAGES = ['Entity', 'Request', 'Property', 'Income', 'Declarations'];

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name });
const textbox = (scope: Locator, name: string | RegExp) => scope.getByRole('textbox', { name });
const yesNo = (scope: Locator, question: string | RegExp, answer: 'Yes' | 'No') =>
  scope.getByRole('group', { name: question }).getByRole('radio', { name: answer }).check();

async function expectStage(page: Page, active: string) {
  const items = main(page).getByRole('navigation', { name: 'Application progress' }).getByRole('listitem');
  await expect(items).toHaveCount(STAGES.length);
  for (const [index, label] of STAGES.entries()) {
    const activeIndex = STAGES.indexOf(active);
    const state = index === activeIndex ? 'active' : index < activeIndex ? 'passed' : 'upcoming';
    await expect(items.nth(index)).toHaveAttribute('data-state', state);
    await expect(items.nth(index)).toContainText(label);
  }
}

async function next(page: Page, label: 'Next' | 'Review your answers' = 'Next') {
  await main(page).getByRole('button', { name: label, exact: true }).click();
}

test.describe('investment (DSCR) loan application', () => {
  test('an anonymous investor applies from start to signature, with the DSCR worked out on the way', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(BASE);
    await expect(page).toHaveURL(`${BASE}personalAndBorrowingEntity`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You and your borrowing entity' }),
    ).toBeVisible();
    await expectStage(page, 'Entity');
    await expectNoAxeViolations(page);

    // Next on an empty step: the error summary takes focus and nothing moves on.
    await next(page);
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(main(page).getByRole('link', { name: 'Value is required' }).first()).toBeVisible();
    await expect(page).toHaveURL(`${BASE}personalAndBorrowingEntity`);

    const you = section(page, 'About you');
    await textbox(you, 'First name').fill('Maya');
    await textbox(you, 'Last name').fill('Okafor');
    await textbox(you, 'Email').fill('maya.okafor@example.test');
    await textbox(you, /Mobile phone/).fill('2125550147');
    await you.getByLabel('Date of birth').fill('1984-03-09');
    await you.getByLabel(/Social Security number or ITIN/).fill('987654329');
    await you.getByRole('combobox', { name: 'Citizenship' }).selectOption('usCitizen');
    await you.getByRole('combobox', { name: /credit score/ }).selectOption('720-739');
    await you.getByRole('combobox', { name: 'Your own home' }).selectOption('owns');
    await textbox(you, 'Rental properties you own now').fill('3');
    await you.getByRole('combobox', { name: /last 36 months/ }).selectOption('1-2');

    const entity = section(page, 'Your borrowing entity');
    await textbox(entity, 'Legal name of the company').fill('Okafor Rentals LLC');
    await entity.getByRole('combobox', { name: 'Type of company' }).selectOption('llc');
    await entity.getByRole('combobox', { name: 'State where it was formed' }).selectOption('NY');
    await entity.getByLabel(/Employer identification number/).fill('123456789');
    await textbox(entity, /Your share of the company/).fill('60');

    // A 60% share alone does not add up; a second owner with 40% does.
    await next(page);
    await expect(
      main(page).getByRole('link', { name: 'The ownership shares must add up to 100%' }),
    ).toBeVisible();
    await entity.getByRole('button', { name: 'Add an owner' }).click();
    const owner = entity.getByRole('listitem', { name: 'Owner 1' });
    await expect(textbox(owner, 'Full name')).toBeFocused();
    await textbox(owner, 'Full name').fill('Daniel Okafor');
    await textbox(owner, 'Email').fill('daniel.okafor@example.test');
    await textbox(owner, /Their share/).fill('40');
    await expect(entity.getByText('Shares entered: 100% of 100%.')).toBeVisible();
    await next(page);

    await expect(page).toHaveURL(`${BASE}loanRequestInformation`);
    await expectStage(page, 'Request');
    const loan = section(page, 'The loan');
    await loan.getByRole('combobox', { name: 'What is the loan for?' }).selectOption('purchase');
    await textbox(loan, /Purchase price/).fill('400000');
    const amount = textbox(loan, /Loan amount you are requesting/);
    await amount.fill('330000');
    await expect(loan.getByText('82.5%')).toBeVisible();
    // Leaving the field says at once that 82.5% is above the limit for a purchase.
    await amount.blur();
    await expect(
      loan.getByText(/above our limit for this purpose: 80% of the value for a purchase/),
    ).toBeVisible();
    const terms = section(page, 'Terms');
    await terms.getByRole('combobox', { name: 'Loan product' }).selectOption('30yrFixed');
    await yesNo(terms, /Interest-only/, 'No');
    await terms.getByRole('combobox', { name: 'Prepayment penalty' }).selectOption('5-4-3-2-1');
    await textbox(terms, /Cash and investments you will have after closing/).fill('40000');
    await next(page);
    // Still above 80% of the price: Next is refused, and the summary links to the loan amount.
    await expect(main(page).getByRole('link', { name: /above our limit/ })).toBeVisible();
    await amount.fill('300000');
    await expect(loan.getByText('75.0%')).toBeVisible();
    await next(page);

    await expect(page).toHaveURL(`${BASE}subjectPropertyInformation`);
    await expectStage(page, 'Property');
    const property = section(page, 'The property');
    await textbox(property, 'Street address').fill('41 Linden Street');
    await textbox(property, 'City').fill('Albany');
    await property.getByRole('combobox', { name: 'State' }).selectOption('NY');
    await textbox(property, 'ZIP code').fill('12203');
    await property.getByRole('combobox', { name: 'Property type' }).selectOption('2-4');
    await textbox(property, 'Number of units').fill('2');
    await textbox(property, 'Year built').fill('1925');
    await textbox(property, /Living area/).fill('2400');
    await textbox(property, 'Bedrooms').fill('4');
    await textbox(property, 'Bathrooms').fill('2');
    await yesNo(property, /rural area/, 'No');
    const costs = section(page, 'What it costs to hold');
    await textbox(costs, /Property taxes per year/).fill('4500');
    await textbox(costs, /Hazard insurance per year/).fill('1200');
    await next(page);

    await expect(page).toHaveURL(`${BASE}incomeInformation`);
    await expectStage(page, 'Income');
    await main(page).getByRole('combobox', { name: 'How is the property rented?' }).selectOption('longTerm');
    // One card per unit of the property step.
    const unit1 = section(page, 'Unit 1');
    const unit2 = section(page, 'Unit 2');
    await yesNo(unit1, 'Is this unit leased now?', 'Yes');
    await textbox(unit1, /Rent in the current lease/).fill('1500');
    await textbox(unit1, /Market rent/).fill('1600');
    await yesNo(unit2, 'Is this unit leased now?', 'No');
    await textbox(unit2, /Market rent/).fill('1500');
    // $1,500 + 90% of $1,500 = $2,850 of rent; $300,000 at 7.5% over 30 years is $2,097.64,
    // plus $475 of taxes and insurance: $2,572.64, a DSCR of 1.11.
    const dscr = section(page, 'Estimated debt-service coverage (DSCR)');
    await expect(dscr.getByText('$2,850.00 a month')).toBeVisible();
    await expect(dscr.getByText('$2,572.64')).toBeVisible();
    await expect(dscr.getByText('1.11', { exact: true })).toBeVisible();
    await expect(dscr.getByText(/The rent covers the payment/)).toBeVisible();
    await expectNoAxeViolations(page);

    // A reload in the middle keeps the step and every answer. The draft comes back with the
    // SSN, EIN and date of birth masked: never in full, not even to this borrower.
    await expect(main(page).locator('[data-save-state]')).toHaveText(/^Saved at/);
    const draftLoaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/drafts/investmentLoanApplication') && response.ok(),
    );
    await page.reload();
    const draftBody = await (await draftLoaded).text();
    for (const secret of ['987654329', '123456789', '1984-03-09']) expect(draftBody).not.toContain(secret);
    await expect(page).toHaveURL(`${BASE}incomeInformation`);
    await expect(textbox(section(page, 'Unit 2'), /Market rent/)).toHaveValue('1,500');

    // Back on the first step, each of them is on file; Next goes on without typing them again.
    for (const step of [
      'subjectPropertyInformation',
      'loanRequestInformation',
      'personalAndBorrowingEntity',
    ]) {
      await main(page).getByRole('button', { name: 'Back', exact: true }).click();
      await expect(page).toHaveURL(`${BASE}${step}`);
    }
    const onFile = (scope: Locator, name: string) => scope.getByRole('group', { name, exact: true });
    const ssn = onFile(section(page, 'About you'), 'Social Security number or ITIN');
    await expect(ssn).toContainText('On file (ending 4329)');
    await expect(ssn.getByRole('button', { name: 'Change Social Security number or ITIN' })).toBeVisible();
    await expect(onFile(section(page, 'About you'), 'Date of birth')).toContainText('On file.');
    const ein = onFile(section(page, 'Your borrowing entity'), 'Employer identification number (EIN)');
    await expect(ein).toContainText('On file (ending 6789)');
    await expectNoAxeViolations(page);
    for (const step of ['loanRequestInformation', 'subjectPropertyInformation', 'incomeInformation']) {
      await next(page);
      await expect(page).toHaveURL(`${BASE}${step}`);
    }
    await next(page);

    await expect(page).toHaveURL(`${BASE}declarations`);
    await expectStage(page, 'Declarations');
    const history = section(page, 'Credit and legal history');
    for (const question of await history.getByRole('group').all()) {
      await question.getByRole('radio', { name: 'No' }).check();
    }
    await yesNo(history, 'Are you a party to a lawsuit?', 'Yes');
    const sign = section(page, 'Certifications and signature');
    await sign.getByRole('checkbox', { name: /business or investment purposes/ }).check();
    await sign.getByRole('checkbox', { name: /will live in the property/ }).check();
    await sign.getByRole('checkbox', { name: /obtain credit reports/ }).check();
    // Signed by her co-owner by mistake: the review will send her back.
    await textbox(sign, 'Full legal name').fill('Daniel Okafor');
    await sign.getByRole('button', { name: 'Sign with my typed name' }).click();
    await expectNoAxeViolations(page);
    await next(page, 'Review your answers');
    // A Yes needs its explanation before the application goes.
    await expect(main(page).getByRole('link', { name: /Explain each Yes answer/ })).toBeVisible();
    await textbox(history, /Tell us about each Yes answer/).fill(
      'A dispute with a former tenant, settled in 2024.',
    );
    await goToReview(page, BASE);

    // The review: each step's answers, the SSN and EIN masked, the DSCR inputs as given.
    const review = main(page);
    await expect(review.getByRole('region', { name: 'You and your borrowing entity' })).toContainText(
      /On file, ending 4329/,
    );
    for (const secret of ['987654329', '987-65-4329', '123456789'])
      await expect(review).not.toContainText(secret);
    await expect(review.getByRole('region', { name: 'Declarations and signature' })).toContainText(
      'Signed as Daniel Okafor',
    );
    await expectNoAxeViolations(page);
    await expectProblemLinkedTo(page, BASE, 'declarations', 'Declarations and signature', /Maya Okafor/);
    await signAs(page, 'Maya Okafor');
    await returnToReview(page, BASE);
    await confirmEmailOnReview(page, request, 'maya.okafor@example.test');
    await review.getByRole('button', { name: 'Submit application' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you, we received your application' }),
    ).toBeFocused();
    await expect(
      main(page).getByText('Your investment loan application is with our loan team.'),
    ).toBeVisible();
    const reference = (await main(page).locator('dt:text-is("Reference") + dd').textContent()) ?? '';
    expect(reference).toMatch(/^NG-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expectNoAxeViolations(page);

    // The confirmation email goes to the address Maya gave, with the reference and none of her numbers.
    const email = await latestOutboxMessage(request, 'maya.okafor@example.test');
    expect(email.subject).toBe(`We received your application (${reference})`);
    expect(email.body).toContain(`Your reference is ${reference}.`);
    for (const secret of ['987654329', '987-65-4329', '1984-03-09', '123456789'])
      expect(email.body).not.toContain(secret);

    // A PDF copy of what she signed: her answers, the signature and the e-signature record.
    await expectSignedPdfCopy(page, {
      reference,
      signedAs: 'Maya Okafor',
      answers: ['On file, ending 4329'],
      consent: 'By signing you confirm',
      secrets: ['987654329', '987-65-4329', '1984-03-09', '123456789'],
    });
  });
});
