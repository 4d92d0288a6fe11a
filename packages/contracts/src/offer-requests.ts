import * as v from 'valibot';
import { LENDER_TIME_ZONE, lenderToday } from '@northgate/site-config';
import { messages } from '@northgate/validators';
import { PREPAYMENT_TERMS, REPAYMENT_TYPES } from './pipeline-records.ts';

/** What staff send to issue a loan offer (ADR 0017, 0059), and its limits. */

const number = (what: string) => v.number(`${what} must be a number`);

/** Offer limits: a private lender's loans, from $10,000 to $100 million over up to 40 years. */
export const OFFER_LIMITS = {
  amount: { min: 10_000, max: 100_000_000 },
  ratePercent: { min: 0, max: 30 },
  termMonths: { min: 1, max: 480 },
  points: { min: 0, max: 10 },
  fees: { min: 0, max: 1_000_000 },
} as const;

const cents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const CreateOfferRequestSchema = v.pipe(
  v.object(
    {
      amount: v.pipe(
        number('amount'),
        v.minValue(OFFER_LIMITS.amount.min, 'The amount must be at least $10,000'),
        v.maxValue(OFFER_LIMITS.amount.max, 'The amount must be at most $100,000,000'),
        v.check(cents, 'The amount must be in whole cents'),
      ),
      rate_percent: v.pipe(
        number('rate_percent'),
        v.gtValue(OFFER_LIMITS.ratePercent.min, 'The rate must be above 0%'),
        v.maxValue(OFFER_LIMITS.ratePercent.max, 'The rate must be at most 30%'),
        v.check(
          (value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6,
          'Use at most three decimals',
        ),
      ),
      term_months: v.pipe(
        number('term_months'),
        v.integer('The term must be a whole number of months'),
        v.minValue(OFFER_LIMITS.termMonths.min, 'The term must be at least 1 month'),
        v.maxValue(OFFER_LIMITS.termMonths.max, 'The term must be at most 480 months'),
      ),
      points: v.pipe(
        number('points'),
        v.minValue(OFFER_LIMITS.points.min, 'Points cannot be negative'),
        v.maxValue(OFFER_LIMITS.points.max, 'Points must be at most 10'),
        v.check(
          (value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6,
          'Use at most three decimals',
        ),
      ),
      fees: v.pipe(
        number('fees'),
        v.minValue(OFFER_LIMITS.fees.min, 'Fees cannot be negative'),
        v.maxValue(OFFER_LIMITS.fees.max, 'Fees must be at most $1,000,000'),
        v.check(cents, 'Fees must be in whole cents'),
      ),
      // A day on the lender's calendar: the offer is open until 23:59:59 there (ADR 0048).
      expires_on: v.pipe(
        v.string(messages.mustBeText),
        v.isoDate('Enter the expiry day as YYYY-MM-DD'),
        v.check((value) => value >= lenderToday(), 'Choose an expiry day from today on'),
        v.description(
          `The last day the offer is open; it expires at 23:59:59 that day in ${LENDER_TIME_ZONE}`,
        ),
      ),
      repayment: v.optional(
        v.pipe(
          v.picklist(REPAYMENT_TYPES, 'Choose interest only or amortising'),
          v.description('interest_only or amortising (the default)'),
        ),
        'amortising',
      ),
      holdback: v.optional(
        v.pipe(
          number('holdback'),
          v.minValue(0, 'The holdback cannot be negative'),
          v.check(cents, 'The holdback must be in whole cents'),
          v.description('The rehab holdback in dollars, 0 (the default) when there is none'),
        ),
        0,
      ),
      prepayment_terms: v.optional(
        v.pipe(
          v.picklist(PREPAYMENT_TERMS, 'Choose prepayment terms from the list'),
          v.description(`${PREPAYMENT_TERMS.join(', ')}; none (no penalty) by default`),
        ),
        'none',
      ),
    },
    messages.notAnObject,
  ),
  v.forward(
    v.partialCheck(
      [['amount'], ['holdback']],
      (input) => input.holdback <= input.amount,
      'The holdback cannot be more than the loan amount',
    ),
    ['holdback'],
  ),
);
export type CreateOfferRequest = v.InferInput<typeof CreateOfferRequestSchema>;
