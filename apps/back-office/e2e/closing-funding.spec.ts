import { expect, test, type Page } from '@playwright/test';
// The borrower site's axe check: one set of rules for both apps.
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { datedSchedule, formatUsd, offerPayment } from '@northgate/loan-math';
import { lenderToday } from '@northgate/site-config';
import {
  advanceApplication,
  applicationAtTermSheetSigned,
  DEMO_BORROWER,
  DEMO_OFFER,
  lenderDayFromNow,
} from './borrower.ts';
import { demoStaffSignsIn, demoStaffTokens } from './staff-sign-in.ts';

async function axeAtBothSizes(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** "December 5, 2026", as both apps print a calendar day. */
const longDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T12:00:00Z`),
  );

// Closing, funding and a payoff statement (ADR 0060) across both apps, each in its own browser.
test('staff schedule the closing and record the funding; the borrower sees the schedule and gets a payoff statement', async ({
  browser,
  request,
}) => {
  // Two apps, two browsers and eight axe scans.
  test.setTimeout(240_000);
  const { access_token: staffToken } = await demoStaffTokens(request);
  const { reference, applicationId } = await applicationAtTermSheetSigned(request, staffToken);
  await advanceApplication(request, applicationId, staffToken, 'clear_to_close');
  const staff = await (await browser.newContext()).newPage();
  const borrower = await (await browser.newContext()).newPage();

  await staff.goto('/staff/');
  await demoStaffSignsIn(staff);
  await expect(staff.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
  await staff.goto(`/staff/applications/${applicationId}`);
  await expect(staff.getByRole('region', { name: 'Summary' })).toContainText('Clear to close');
  // Closing is no longer a status to pick: it comes with the scheduled closing.
  await expect(
    staff.getByRole('form', { name: 'Change status' }).getByRole('option', { name: 'Closing' }),
  ).toHaveCount(0);

  // Staff schedule the closing: in person, a week from now, with the title company.
  const section = staff.getByRole('region', { name: 'Closing and funding' });
  const schedule = section.getByRole('form', { name: 'Schedule closing' });
  const closingDay = lenderDayFromNow(7);
  await schedule.getByLabel('Closing date').fill(closingDay);
  await schedule.getByLabel(/^Time/).fill('10:30');
  await schedule.getByLabel(/^Address/).fill('1200 SW Fifth Avenue, Suite 400, Portland, OR 97204');
  await schedule.getByLabel('Title company', { exact: true }).fill('Cascade Title Company');
  await schedule.getByLabel(/Title company phone/).fill('(503) 555-0142');
  await schedule.getByRole('button', { name: 'Schedule closing' }).click();
  await expect(
    staff.getByText('Closing scheduled; the application is in closing. The borrower has been emailed.'),
  ).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Summary' })).toContainText('Closing');
  await expect(section).toContainText(`${longDay(closingDay)} at 10:30 AM P`);
  await expect(section.getByRole('form', { name: 'Record funding' })).toBeVisible();
  await axeAtBothSizes(staff);

  // The borrower sees the closing: when, where and the title company.
  await borrower.goto('/login/');
  await borrower.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(DEMO_BORROWER.email);
  await borrower.getByLabel('Password', { exact: true }).fill(DEMO_BORROWER.password);
  await borrower.getByRole('button', { name: 'Log in' }).click();
  await expect(
    borrower.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
  ).toBeVisible();
  await borrower.goto(`/profile/longFormComplete?application=${applicationId}`);
  const closing = borrower.getByRole('main').getByRole('region', { name: 'Your closing' });
  await expect(closing).toContainText(`${longDay(closingDay)} at 10:30 AM P`);
  await expect(closing).toContainText('In person at 1200 SW Fifth Avenue, Suite 400, Portland, OR 97204');
  await expect(closing).toContainText('Cascade Title Company');
  await expect(borrower.getByRole('main')).toContainText('Your closing is scheduled');
  await axeAtBothSizes(borrower);

  // Staff record the funding: more than the offer is refused, naming both amounts.
  const funding = section.getByRole('form', { name: 'Record funding' });
  const loanNumber = `NG-${applicationId.slice(0, 8).toUpperCase()}`;
  const firstDue = lenderDayFromNow(33);
  await funding.getByLabel(/^Funded amount/).fill('280000.01');
  await funding.getByLabel(/^Loan number/).fill(loanNumber);
  await funding.getByLabel('Funding date').fill(lenderToday());
  await funding.getByLabel('First payment due').fill(firstDue);
  await funding.getByRole('button', { name: 'Record funding' }).click();
  await expect(
    funding.getByText("The funded amount $280,000.01 is more than the accepted offer's $280,000.00").first(),
  ).toBeVisible();
  await funding.getByLabel(/^Funded amount/).fill(String(DEMO_OFFER.amount));
  await funding.getByRole('button', { name: 'Record funding' }).click();
  await expect(staff.getByText(`Loan ${loanNumber} funded. The borrower has been emailed.`)).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Summary' })).toContainText('Funded');
  await expect(section).toContainText(loanNumber);

  // The borrower sees the funded loan and its schedule; the first payment is loan-math's, to the cent.
  const payment = offerPayment(
    DEMO_OFFER.amount,
    DEMO_OFFER.rate_percent,
    DEMO_OFFER.term_months,
    'amortising',
  );
  const expected = datedSchedule({
    amount: DEMO_OFFER.amount,
    ratePercent: DEMO_OFFER.rate_percent,
    termMonths: DEMO_OFFER.term_months,
    repayment: 'amortising',
    firstPaymentDate: firstDue,
  });
  expect(expected.payments[0]?.payment).toBe(payment);
  await borrower.reload();
  const loan = borrower.getByRole('main').getByRole('region', { name: 'Your loan' });
  await expect(loan).toContainText(loanNumber);
  await expect(loan).toContainText(formatUsd(payment));
  const rows = loan
    .getByRole('table', { name: `Payment schedule, ${DEMO_OFFER.term_months} payments` })
    .getByRole('row');
  await expect(rows).toHaveCount(DEMO_OFFER.term_months + 1);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    '1',
    longDay(firstDue),
    formatUsd(payment),
    formatUsd(expected.payments[0]!.interest),
    formatUsd(expected.payments[0]!.principal),
    formatUsd(expected.payments[0]!.balance),
  ]);
  await expect(borrower.getByRole('main').getByRole('region', { name: 'Your closing' })).toHaveCount(0);

  // The borrower asks for a payoff statement.
  const payoff = borrower.getByRole('main').getByRole('region', { name: 'Payoff statement' });
  await payoff.getByLabel(/Anything we should know/).fill('Selling the property in the spring.');
  await payoff.getByRole('button', { name: 'Ask for a payoff statement' }).click();
  await expect(payoff).toContainText('We are preparing your payoff statement');
  await axeAtBothSizes(borrower);

  // Staff see the open request and answer it.
  await staff.reload();
  const statements = staff.getByRole('region', { name: 'Payoff statements' });
  await expect(statements).toContainText('1 request is waiting for an answer.');
  await expect(statements).toContainText('Selling the property in the spring.');
  const goodThrough = lenderDayFromNow(14);
  const answer = statements.getByRole('form', { name: /Answer the payoff request/ });
  await answer.getByLabel(/^Payoff amount/).fill('281234.56');
  await answer.getByLabel('Good through').fill(goodThrough);
  await axeAtBothSizes(staff);
  await answer.getByRole('button', { name: 'Send payoff statement' }).click();
  await expect(staff.getByText('Payoff statement sent. The borrower has been emailed.')).toBeVisible();
  await expect(statements).toContainText('Every request is answered.');

  // The borrower reads the answer and the timeline tells the story.
  await borrower.reload();
  await expect(payoff).toContainText(
    `To pay off your loan: $281,234.56, good through ${longDay(goodThrough)}.`,
  );
  const timeline = borrower
    .getByRole('main')
    .getByRole('list', { name: 'Timeline, newest first' })
    .getByRole('listitem');
  await expect(timeline.first()).toContainText('We sent your payoff statement');
  await expect(timeline.filter({ hasText: `Your loan is funded. Loan number ${loanNumber}` })).toHaveCount(1);
  void reference;
});
