import * as v from 'valibot';
import { LENDER_TIME_ZONE, lenderToday, lenderWallClock } from '@northgate/site-config';
import {
  messages,
  optionalContactPhone,
  optionalEmail,
  optionalString,
  requiredString,
} from '@northgate/validators';
import { ApplicationReferenceSchema } from './applications.ts';
import { REPAYMENT_TYPES } from './pipeline-records.ts';

/**
 * Closing and funding (docs/decisions/0060-closing-and-funding.md): the scheduled closing, the
 * funded loan and the borrower's payoff statement requests, as both sides read them, and what
 * staff and the borrower send to make them. Money is in dollars with cents; days are YYYY-MM-DD
 * on the lender's calendar.
 */

const uuid = v.pipe(v.string(), v.uuid());
const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());
const isoDate = v.pipe(v.string(), v.isoDate());
const money = v.pipe(v.number(), v.minValue(0), v.description('US dollars, to the cent'));
const cents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Where the borrower signs: at a title company's or attorney's office, or remotely. */
export const CLOSING_PLACES = ['in_person', 'remote'] as const;
export type ClosingPlace = (typeof CLOSING_PLACES)[number];
export const CLOSING_PLACE_LABELS: Record<ClosingPlace, string> = {
  in_person: 'In person',
  remote: 'Remote: signing by mail or with a remote notary',
};

export const LoanClosingSchema = v.object({
  date: v.pipe(isoDate, v.description("The closing day on the lender's calendar")),
  time: v.pipe(v.string(), v.description(`HH:MM, 24-hour, in ${LENDER_TIME_ZONE}`)),
  starts_at: v.pipe(isoTimestamp, v.description('The same moment as an instant')),
  place: v.picklist(CLOSING_PLACES),
  address: v.pipe(v.nullable(v.string()), v.description('Where to sign in person; null for remote')),
  title_company: v.object({
    name: v.string(),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
  }),
  scheduled_at: v.pipe(isoTimestamp, v.description('When it was first scheduled')),
  updated_at: v.pipe(isoTimestamp, v.description('When it was last scheduled or rescheduled')),
});
export type LoanClosing = v.InferOutput<typeof LoanClosingSchema>;

export const FundedLoanSchema = v.object({
  loan_number: v.pipe(v.string(), v.description("The lender's own loan number")),
  amount: v.pipe(money, v.description('The amount funded')),
  rate_percent: v.pipe(v.number(), v.description('From the accepted offer')),
  term_months: v.pipe(v.number(), v.integer(), v.description('From the accepted offer')),
  repayment: v.pipe(v.picklist(REPAYMENT_TYPES), v.description('From the accepted offer')),
  monthly_payment: v.pipe(
    money,
    v.description('offerPayment of @northgate/loan-math on the funded amount and the offer’s terms'),
  ),
  funded_on: isoDate,
  first_payment_on: isoDate,
  funded_at: v.pipe(isoTimestamp, v.description('When staff recorded the funding')),
});
export type FundedLoan = v.InferOutput<typeof FundedLoanSchema>;

export const PAYOFF_REQUEST_STATES = ['open', 'answered'] as const;

export const PayoffRequestSchema = v.object({
  id: uuid,
  application_id: uuid,
  reference: ApplicationReferenceSchema,
  note: v.pipe(v.nullable(v.string()), v.description("The borrower's note")),
  payoff_date: v.pipe(v.nullable(isoDate), v.description('The day the borrower means to pay off, if given')),
  state: v.picklist(PAYOFF_REQUEST_STATES),
  requested_at: isoTimestamp,
  amount: v.pipe(v.nullable(money), v.description('The payoff amount; null until answered')),
  good_through: v.pipe(v.nullable(isoDate), v.description('The amount holds through this day')),
  answered_at: v.nullable(isoTimestamp),
  answered_by_staff: v.pipe(v.nullable(v.string()), v.description('Who answered; null on the borrower side')),
});
export type PayoffRequest = v.InferOutput<typeof PayoffRequestSchema>;

const day = (what: string) =>
  v.pipe(v.string(messages.mustBeText), v.isoDate(`Enter the ${what} as YYYY-MM-DD`));

/** A time of day as HH:MM, 24-hour. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ScheduleClosingSchema = v.pipe(
  v.object(
    {
      date: v.pipe(
        day('closing date'),
        v.check((value) => value >= lenderToday(), 'Choose a closing date from today on'),
      ),
      time: v.pipe(
        v.string(messages.mustBeText),
        v.regex(CLOCK_TIME, 'Enter the time as HH:MM, 24-hour'),
        v.description(`HH:MM, 24-hour, in ${LENDER_TIME_ZONE}`),
      ),
      place: v.pipe(
        v.picklist(CLOSING_PLACES, 'Choose in person or remote'),
        v.description(CLOSING_PLACES.join(', ')),
      ),
      address: v.pipe(
        optionalString({ max: 300 }),
        v.description('Where to sign; required in person, ignored for remote'),
      ),
      title_company_name: requiredString({ max: 120 }),
      title_company_email: optionalEmail(),
      title_company_phone: optionalContactPhone(),
    },
    messages.notAnObject,
  ),
  v.forward(
    v.partialCheck(
      [['place'], ['address']],
      (input) => input.place !== 'in_person' || input.address !== '',
      'Enter the address where the borrower signs',
    ),
    ['address'],
  ),
  v.forward(
    v.partialCheck(
      [['date'], ['time']],
      // A past day is the date's error alone; today, the time must still be ahead.
      (input) =>
        !CLOCK_TIME.test(input.time) ||
        !/^\d{4}-\d{2}-\d{2}$/.test(input.date) ||
        input.date < lenderToday() ||
        lenderWallClock(input.date, input.time).getTime() > Date.now(),
      'Choose a closing time later than now',
    ),
    ['time'],
  ),
);
export type ScheduleClosing = v.InferInput<typeof ScheduleClosingSchema>;

/** The lender's loan numbers: letters, digits and dashes, like NG-2026-0147. */
export const LOAN_NUMBER_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{0,38}[A-Z0-9])?$/;

export const RecordFundingSchema = v.pipe(
  v.object(
    {
      amount: v.pipe(
        v.number('amount must be a number'),
        v.gtValue(0, 'The funded amount must be more than $0'),
        v.check(cents, 'The amount must be in whole cents'),
        v.description("At most the accepted offer's amount"),
      ),
      loan_number: v.pipe(
        v.string(messages.mustBeText),
        v.trim(),
        v.toUpperCase(),
        v.nonEmpty('Enter the loan number'),
        v.regex(LOAN_NUMBER_PATTERN, 'Use letters, digits and dashes (at most 40), like NG-2026-0147'),
        v.description("The lender's own loan number, unique across loans; letters are upper-cased"),
      ),
      funded_on: v.pipe(
        day('funding date'),
        v.check((value) => value <= lenderToday(), 'The funding date cannot be in the future'),
      ),
      first_payment_on: day('first payment date'),
    },
    messages.notAnObject,
  ),
  v.forward(
    v.partialCheck(
      [['funded_on'], ['first_payment_on']],
      (input) => input.first_payment_on > input.funded_on,
      'The first payment must be due after the funding date',
    ),
    ['first_payment_on'],
  ),
);
export type RecordFunding = v.InferInput<typeof RecordFundingSchema>;

export const RequestPayoffSchema = v.object(
  {
    note: v.pipe(optionalString({ max: 1000 }), v.description('Anything staff should know')),
    payoff_date: v.optional(
      v.pipe(
        day('payoff date'),
        v.check((value) => value >= lenderToday(), 'Choose a payoff date from today on'),
        v.description('The day the borrower means to pay the loan off'),
      ),
    ),
  },
  messages.notAnObject,
);
export type RequestPayoff = v.InferInput<typeof RequestPayoffSchema>;

export const AnswerPayoffSchema = v.object(
  {
    amount: v.pipe(
      v.number('amount must be a number'),
      v.gtValue(0, 'The payoff amount must be more than $0'),
      v.check(cents, 'The amount must be in whole cents'),
    ),
    good_through: v.pipe(
      day('good-through date'),
      v.check((value) => value >= lenderToday(), 'Choose a good-through date from today on'),
    ),
  },
  messages.notAnObject,
);
export type AnswerPayoff = v.InferInput<typeof AnswerPayoffSchema>;

export const PayoffRequestParamsSchema = v.object({
  payoffRequestId: v.pipe(v.string(), v.uuid('Unknown payoff request'), v.description('A payoff request id')),
});
