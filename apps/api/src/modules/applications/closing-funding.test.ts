import {
  APPLICATION_STATUS_CODES,
  type BorrowerApplication,
  type PayoffRequest,
  type StaffApplication,
} from '@northgate/contracts';
import { offerPayment } from '@northgate/loan-math';
import { formatLenderDay, lenderToday } from '@northgate/site-config';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { createUser, login, routes } from '../../../test/helpers/fixtures.ts';
import {
  advanceApplication,
  applicationAtTermSheetSigned,
  borrowerWithApplication,
  caller,
  closingBody,
  createStaff,
  fundingBody,
  lenderDayFromNow,
  offerBody,
  staffToken,
} from '../../../test/helpers/pipeline.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const fields = (res: { json: () => { detail: { loc: string[]; msg: string }[] } }) =>
  res.json().detail.map((d) => [d.loc.at(-1), d.msg]);

describe.each(databaseVariants())('closing, funding and payoff statements, on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);
  const mailTo = async (email: string) =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

  /** An application cleared to close (no conditions), with its borrower and a loan officer. */
  async function clearToClose() {
    const borrower = await applicationAtTermSheetSigned(() => t.app, t.database);
    await advanceApplication(t.app, borrower, borrower.staff, 'clear_to_close');
    return { ...borrower, app: `/staff/api/v1/applications/${borrower.applicationId}` };
  }

  it('schedules and reschedules the closing, records the funding; both sides see it, each change emailed', async () => {
    const { app, applicationId, reference, token, user, staff } = await clearToClose();
    const processor = await staffToken(t.app, await createStaff(t.database, 'processor'));

    // The generic status change no longer reaches closing or funded.
    const generic = await call('POST', `${app}/status`, staff, { status: 'closing' });
    expect(generic.statusCode).toBe(409);
    expect(generic.json()).toEqual({
      error: 'An application moves to closing only with the Schedule closing action on its page',
    });

    // Bad input: a past day, no address in person, a time that is not HH:MM.
    const past = await call('POST', `${app}/closing`, staff, closingBody({ date: '2020-01-02' }));
    expect(past.statusCode).toBe(422);
    expect(fields(past)).toEqual([['date', 'Choose a closing date from today on']]);
    const noAddress = await call('POST', `${app}/closing`, staff, closingBody({ address: '  ' }));
    expect(fields(noAddress)).toEqual([['address', 'Enter the address where the borrower signs']]);
    const badTime = await call('POST', `${app}/closing`, staff, closingBody({ time: '9am' }));
    expect(badTime.statusCode, badTime.body).toBe(422);
    expect(fields(badTime)).toEqual([['time', 'Enter the time as HH:MM, 24-hour']]);
    const noTitle = await call('POST', `${app}/closing`, staff, closingBody({ title_company_name: '' }));
    expect(noTitle.statusCode).toBe(422);
    expect(fields(noTitle).map(([field]) => field)).toEqual(['title_company_name']);

    // A processor schedules it: the application moves to closing.
    const date = lenderDayFromNow(7);
    const scheduled = await call('POST', `${app}/closing`, processor, closingBody({ date }));
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const afterSchedule = scheduled.json<StaffApplication>();
    expect(afterSchedule.status).toBe('closing');
    expect(afterSchedule.closing).toMatchObject({
      date,
      time: '10:30',
      place: 'in_person',
      address: '1200 SW Fifth Avenue, Suite 400, Portland, OR 97204',
      title_company: {
        name: 'Cascade Title Company',
        email: 'closing@cascadetitle.test',
        phone: '(503) 555-0142',
      },
    });
    const when = `${formatLenderDay(`${date}T12:00:00Z`)} at 10:30 AM P`;
    expect(afterSchedule.timeline.at(-1)).toMatchObject({
      kind: 'closing_scheduled',
      status: 'closing',
      from_status: 'clear_to_close',
      staff_name: 'Morgan Processor',
    });
    expect(afterSchedule.timeline.at(-1)?.note).toContain(when);
    expect(afterSchedule.timeline.at(-1)?.note).toContain('in person at 1200 SW Fifth Avenue');
    const scheduledMail = (await mailTo(user.email)).find(
      (m) => m.subject === `Your closing for loan ${reference} is scheduled`,
    );
    expect(scheduledMail?.body).toContain('with Cascade Title Company');
    expect(scheduledMail?.body).toContain(when);

    // The borrower sees the closing.
    const mine = (
      await call('GET', `/api/v1/applications/${applicationId}`, token)
    ).json<BorrowerApplication>();
    expect(mine).toMatchObject({ status: 'closing', closing: { date, place: 'in_person' } });
    expect((await call('GET', routes.userInfo, token)).json().status).toBe(APPLICATION_STATUS_CODES.closing);

    // Rescheduled to a remote signing: the details change, the status stays, the timeline and email say so.
    const later = lenderDayFromNow(9);
    const moved = await call(
      'POST',
      `${app}/closing`,
      staff,
      closingBody({
        date: later,
        time: '14:00',
        place: 'remote',
        title_company_email: '',
        title_company_phone: '',
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = moved.json<StaffApplication>();
    expect(afterMove.status).toBe('closing');
    expect(afterMove.closing).toMatchObject({
      date: later,
      time: '14:00',
      place: 'remote',
      address: null,
      title_company: { name: 'Cascade Title Company', email: null, phone: null },
    });
    expect(afterMove.timeline.at(-1)).toMatchObject({ kind: 'closing_rescheduled', status: 'closing' });
    expect(afterMove.timeline.at(-1)?.note).toContain('remote, signing by mail or with a remote notary');
    const changedMail = (await mailTo(user.email)).find(
      (m) => m.subject === `Your closing for loan ${reference} has changed`,
    );
    expect(changedMail?.body).toContain(`${formatLenderDay(`${later}T12:00:00Z`)} at 2:00 PM P`);

    // Funding: generic status refused; an amount over the offer names both; dates checked.
    const fundedByStatus = await call('POST', `${app}/status`, staff, { status: 'funded' });
    expect(fundedByStatus.json().error).toBe(
      'An application moves to funded only with the Record funding action on its page',
    );
    const over = await call('POST', `${app}/funding`, staff, fundingBody(450_000.01));
    expect(over.statusCode).toBe(422);
    expect(fields(over)).toEqual([
      ['amount', "The funded amount $450,000.01 is more than the accepted offer's $450,000.00"],
    ]);
    const future = await call(
      'POST',
      `${app}/funding`,
      staff,
      fundingBody(450_000, { funded_on: lenderDayFromNow(1) }),
    );
    expect(fields(future)).toEqual([['funded_on', 'The funding date cannot be in the future']]);
    const firstTooSoon = await call(
      'POST',
      `${app}/funding`,
      staff,
      fundingBody(450_000, { first_payment_on: lenderToday() }),
    );
    expect(fields(firstTooSoon)).toEqual([
      ['first_payment_on', 'The first payment must be due after the funding date'],
    ]);
    const nothing = await call('POST', `${app}/funding`, staff, fundingBody(0, { loan_number: 'no spaces' }));
    expect(fields(nothing).map(([field]) => field)).toEqual(['amount', 'loan_number']);

    // Less than the offer funds; the loan keeps the offer's rate, term and repayment.
    const firstDue = lenderDayFromNow(35);
    const body = fundingBody(440_000, {
      loan_number: ` ng-${applicationId.slice(0, 8)} `,
      first_payment_on: firstDue,
    });
    const funded = await call('POST', `${app}/funding`, staff, body);
    expect(funded.statusCode, funded.body).toBe(200);
    const loanNumber = `NG-${applicationId.slice(0, 8).toUpperCase()}`;
    const payment = offerPayment(440_000, 10.5, 360, 'amortising');
    const fundedLoan = {
      loan_number: loanNumber,
      amount: 440_000,
      rate_percent: 10.5,
      term_months: 360,
      repayment: 'amortising',
      monthly_payment: payment,
      funded_on: lenderToday(),
      first_payment_on: firstDue,
    };
    expect(funded.json<StaffApplication>()).toMatchObject({ status: 'funded', funded_loan: fundedLoan });
    expect(funded.json<StaffApplication>().timeline.at(-1)).toMatchObject({
      kind: 'loan_funded',
      status: 'funded',
      from_status: 'closing',
    });
    const fundedMine = (
      await call('GET', `/api/v1/applications/${applicationId}`, token)
    ).json<BorrowerApplication>();
    expect(fundedMine).toMatchObject({ status: 'funded', funded_loan: fundedLoan });
    expect(fundedMine.timeline.at(-1)?.note).toContain(`Loan number ${loanNumber}: $440,000.00 funded`);
    expect((await call('GET', routes.userInfo, token)).json().status).toBe(APPLICATION_STATUS_CODES.funded);
    const fundedMail = (await mailTo(user.email)).find(
      (m) => m.subject === `Your loan ${reference} is funded`,
    );
    expect(fundedMail?.body).toContain(`Your loan number is ${loanNumber}`);
    expect(fundedMail?.body).toContain(
      `Your first payment of $${payment.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );

    // Once funded, neither action runs again.
    expect((await call('POST', `${app}/funding`, staff, fundingBody(1000))).statusCode).toBe(409);
    const reschedule = await call('POST', `${app}/closing`, staff, closingBody());
    expect(reschedule.statusCode).toBe(409);
    expect(reschedule.json()).toEqual({ error: 'An application that is funded cannot move to closing' });

    // Another loan cannot take the same loan number; an interest-only offer stays interest only.
    const other = await borrowerWithApplication(() => t.app, t.database);
    await advanceApplication(t.app, other, staff, 'closing', { ...offerBody(), repayment: 'interest_only' });
    const otherApp = `/staff/api/v1/applications/${other.applicationId}`;
    const taken = await call(
      'POST',
      `${otherApp}/funding`,
      staff,
      fundingBody(450_000, { loan_number: loanNumber }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: `Loan number ${loanNumber} is already used by another loan` });
    const interestOnly = await call('POST', `${otherApp}/funding`, staff, fundingBody(450_000));
    expect(interestOnly.json<StaffApplication>().funded_loan).toMatchObject({
      repayment: 'interest_only',
      monthly_payment: offerPayment(450_000, 10.5, 360, 'interest_only'),
    });
  });

  it('refuses the actions from the wrong status, to borrowers and for unknown ids', async () => {
    const { app, applicationId, token, staff } = await clearToClose();
    const signed = await applicationAtTermSheetSigned(() => t.app, t.database);
    const early = await call(
      'POST',
      `/staff/api/v1/applications/${signed.applicationId}/closing`,
      staff,
      closingBody(),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: 'An application that is term sheet signed cannot move to closing',
    });
    const fundEarly = await call('POST', `${app}/funding`, staff, fundingBody(450_000));
    expect(fundEarly.json()).toEqual({
      error: 'An application that is clear to close cannot move to funded',
    });

    // A borrower's token gets 403 on every staff action; an unknown application or request 404.
    for (const [url, body] of [
      [`${app}/closing`, closingBody()],
      [`${app}/funding`, fundingBody(450_000)],
      [
        `/staff/api/v1/payoff_requests/00000000-0000-4000-8000-000000000000/answer`,
        { amount: 1, good_through: lenderToday() },
      ],
    ] as const) {
      expect((await call('POST', url, token, body)).statusCode, url).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/staff/api/v1/applications/${unknown}/closing`,
      `/staff/api/v1/applications/${unknown}/funding`,
    ]) {
      const body = url.endsWith('closing') ? closingBody() : fundingBody(1000);
      expect((await call('POST', url, staff, body)).statusCode, url).toBe(404);
    }
    const answerUnknown = await call('POST', `/staff/api/v1/payoff_requests/${unknown}/answer`, staff, {
      amount: 1000,
      good_through: lenderToday(),
    });
    expect(answerUnknown.statusCode).toBe(404);

    // A payoff statement waits for funding; a staff token cannot ask for one.
    const payoffUrl = `/api/v1/applications/${applicationId}/payoff_requests`;
    const notYet = await call('POST', payoffUrl, token, {});
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual({ error: 'A payoff statement can be asked for once the loan is funded' });
    expect((await call('POST', payoffUrl, staff, {})).statusCode).toBe(401);

    // A withdrawal is still reachable from closing.
    await call('POST', `${app}/closing`, staff, closingBody());
    const withdrawn = await call('POST', `${app}/status`, staff, { status: 'withdrawn' });
    expect(withdrawn.statusCode).toBe(200);
    expect((await call('POST', `${app}/funding`, staff, fundingBody(450_000))).statusCode).toBe(409);
  });

  it('payoff statements: the funded borrower asks, staff answer with an amount good through a day', async () => {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const officer = await createStaff(t.database, 'loan_officer');
    const staff = await staffToken(t.app, officer);
    await advanceApplication(t.app, borrower, staff, 'funded');
    const { applicationId, token, user, reference } = borrower;
    const payoffUrl = `/api/v1/applications/${applicationId}/payoff_requests`;

    const badDate = await call('POST', payoffUrl, token, { payoff_date: '2020-05-01' });
    expect(fields(badDate)).toEqual([['payoff_date', 'Choose a payoff date from today on']]);
    const payoffDate = lenderDayFromNow(20);
    const asked = await call('POST', payoffUrl, token, {
      note: 'Selling the property.',
      payoff_date: payoffDate,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<PayoffRequest>();
    expect(request).toMatchObject({
      note: 'Selling the property.',
      payoff_date: payoffDate,
      state: 'open',
      amount: null,
      good_through: null,
      answered_by_staff: null,
    });
    const again = await call('POST', payoffUrl, token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(
      /^You asked for a payoff statement on .+; we will answer it before you ask again$/,
    );

    // Another borrower cannot ask on this loan.
    const stranger = (await login(t.app, await createUser(t.database))).access_token;
    expect((await call('POST', payoffUrl, stranger, {})).statusCode).toBe(404);

    // Staff see the open request on the application and answer it.
    const app = `/staff/api/v1/applications/${applicationId}`;
    const detail = (await call('GET', app, staff)).json<StaffApplication>();
    expect(detail.payoff_requests).toEqual([expect.objectContaining({ id: request.id, state: 'open' })]);
    expect(detail.timeline.at(-1)).toMatchObject({
      kind: 'payoff_requested',
      actor: 'borrower',
      status: 'funded',
    });
    const answerUrl = `/staff/api/v1/payoff_requests/${request.id}/answer`;
    const zero = await call('POST', answerUrl, staff, { amount: 0, good_through: lenderToday() });
    expect(fields(zero)).toEqual([['amount', 'The payoff amount must be more than $0']]);
    const stale = await call('POST', answerUrl, staff, { amount: 452_310.45, good_through: '2020-01-01' });
    expect(fields(stale)).toEqual([['good_through', 'Choose a good-through date from today on']]);
    const goodThrough = lenderDayFromNow(20);
    const answered = await call('POST', answerUrl, staff, { amount: 452_310.45, good_through: goodThrough });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<PayoffRequest>()).toMatchObject({
      state: 'answered',
      amount: 452_310.45,
      good_through: goodThrough,
      answered_by_staff: 'Morgan Officer',
    });
    const twice = await call('POST', answerUrl, staff, { amount: 1, good_through: goodThrough });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'This payoff statement request is already answered' });

    // The borrower sees the answer (not who gave it), the timeline and the emails.
    const mine = (
      await call('GET', `/api/v1/applications/${applicationId}`, token)
    ).json<BorrowerApplication>();
    expect(mine.payoff_requests).toEqual([
      expect.objectContaining({ state: 'answered', amount: 452_310.45, answered_by_staff: null }),
    ]);
    expect(mine.timeline.at(-1)).toMatchObject({
      kind: 'payoff_answered',
      note: `Payoff $452,310.45, good through ${formatLenderDay(`${goodThrough}T12:00:00Z`)}`,
    });
    const mails = await mailTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `We received your payoff statement request for ${reference}`,
        `Your payoff statement for ${reference}`,
      ]),
    );
    expect(mails.find((m) => m.subject === `Your payoff statement for ${reference}`)?.body).toContain(
      `the amount is $452,310.45, good through ${formatLenderDay(`${goodThrough}T12:00:00Z`)}`,
    );

    // A new request can follow the answer.
    expect((await call('POST', payoffUrl, token, {})).statusCode).toBe(201);
  });
});
