import { monthlyPayment } from '@northgate/loan-math';
import {
  amountOf,
  choice,
  dollars,
  messages,
  optionalChoice,
  optionalCount,
  optionalString,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import { isBlank } from './rules.ts';

/**
 * Permanent loan application, step typeOfMortgage (design/flow-fields.md, Flow 3; classic 1003 section I).
 */

export const permanentMortgageTypes = [
  { value: 'conventional', label: 'Conventional' },
  { value: 'fha', label: 'FHA' },
  { value: 'va', label: 'VA' },
  { value: 'usda', label: 'USDA / Rural Housing Service' },
  { value: 'other', label: 'Other' },
] as const;

export const permanentLoanTerms = [
  { value: '360', label: '360 months (30 years)' },
  { value: '300', label: '300 months (25 years)' },
  { value: '240', label: '240 months (20 years)' },
  { value: '180', label: '180 months (15 years)' },
  { value: '120', label: '120 months (10 years)' },
  { value: 'other', label: 'Another term' },
] as const;

/** Loan amounts of the permanent program, as the primary-residence landing page publishes them. */
export const PERMANENT_LOAN_AMOUNT_MIN = 150_000;
export const PERMANENT_LOAN_AMOUNT_MAX = 3_000_000;

export const PERMANENT_TERM_MIN_MONTHS = 12;
export const PERMANENT_TERM_MAX_MONTHS = 480;
/** The highest rate the application takes; a higher quote is almost certainly a typo. */
export const PERMANENT_RATE_MAX = 20;

export const permanentAmortizationTypes = [
  { value: 'fixed', label: 'Fixed rate' },
  { value: 'gpm', label: 'Graduated payment (GPM)' },
  { value: 'arm', label: 'Adjustable rate (ARM)' },
  { value: 'other', label: 'Other' },
] as const;

export const permanentArmTypes = [
  { value: '5/6', label: '5/6 ARM: fixed for 5 years, then adjusts every 6 months' },
  { value: '7/6', label: '7/6 ARM: fixed for 7 years, then adjusts every 6 months' },
  { value: 'notSure', label: 'Not sure yet: my loan officer will help me choose' },
] as const;

const RATE = /^(\d{1,2}(\.\d{0,3})?|\.\d{1,3})$/;

/** The loan term in months from the term answers, or null while it is unanswered or invalid. */
export function permanentTermMonths(values: {
  numberOfMonths?: unknown;
  otherNumberOfMonths?: unknown;
}): number | null {
  const chosen = values.numberOfMonths;
  const months =
    chosen === 'other'
      ? amountOf(values.otherNumberOfMonths)
      : typeof chosen === 'string'
        ? amountOf(chosen)
        : 0;
  return months >= PERMANENT_TERM_MIN_MONTHS && months <= PERMANENT_TERM_MAX_MONTHS ? months : null;
}

/**
 * The proposed monthly principal and interest from the typeOfMortgage answers (the calculator's
 * level payment, rounded half-up to the cent), or null until loan amount, rate and term are all given.
 */
export function proposedPrincipalAndInterestFor(
  values:
    | {
        loanAmount?: unknown;
        interestRate?: unknown;
        numberOfMonths?: unknown;
        otherNumberOfMonths?: unknown;
      }
    | undefined,
): number | null {
  if (!values) return null;
  const loan = amountOf(values.loanAmount);
  const rate = typeof values.interestRate === 'string' ? values.interestRate.trim() : '';
  const months = permanentTermMonths(values);
  if (loan <= 0 || months === null || !RATE.test(rate) || Number(rate) > PERMANENT_RATE_MAX) return null;
  return monthlyPayment(loan, Number(rate), months);
}

export const permanentTypeOfMortgageSchema = v.pipe(
  v.object({
    mortgageAppliedFor: choice(permanentMortgageTypes),
    mortgageAppliedForOther: optionalString({ max: 100 }),
    loanAmount: dollars({
      min: PERMANENT_LOAN_AMOUNT_MIN,
      max: PERMANENT_LOAN_AMOUNT_MAX,
      minMessage: 'We lend from $150,000 to $3,000,000 on a home you live in',
    }),
    interestRate: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.check((value) => value === '' || RATE.test(value), 'Enter a rate such as 6.5'),
      v.check(
        (value) => value === '' || !RATE.test(value) || Number(value) <= PERMANENT_RATE_MAX,
        `Enter a rate of ${PERMANENT_RATE_MAX}% or less`,
      ),
    ),
    numberOfMonths: choice(permanentLoanTerms),
    otherNumberOfMonths: optionalCount({ min: PERMANENT_TERM_MIN_MONTHS, max: PERMANENT_TERM_MAX_MONTHS }),
    amortizationType: choice(permanentAmortizationTypes),
    armType: optionalChoice(permanentArmTypes),
    amortizationOther: optionalString({ max: 100 }),
  }),
  requiredWhen(
    'mortgageAppliedForOther',
    ['mortgageAppliedFor', 'mortgageAppliedForOther'],
    (input) => input.mortgageAppliedFor !== 'other' || !isBlank(input.mortgageAppliedForOther),
    'Tell us which type of mortgage you want',
  ),
  requiredWhen(
    'otherNumberOfMonths',
    ['numberOfMonths', 'otherNumberOfMonths'],
    (input) => input.numberOfMonths !== 'other' || !isBlank(input.otherNumberOfMonths),
    'Enter the term in months, from 12 to 480',
  ),
  requiredWhen(
    'armType',
    ['amortizationType', 'armType'],
    (input) => input.amortizationType !== 'arm' || !isBlank(input.armType),
    messages.choiceRequired,
  ),
  requiredWhen(
    'amortizationOther',
    ['amortizationType', 'amortizationOther'],
    (input) => input.amortizationType !== 'other' || !isBlank(input.amortizationOther),
    'Describe how the loan would be paid off',
  ),
);

export const permanentTypeOfMortgageInitialValues = {
  mortgageAppliedFor: '',
  mortgageAppliedForOther: '',
  loanAmount: '',
  interestRate: '',
  numberOfMonths: '',
  otherNumberOfMonths: '',
  amortizationType: '',
  armType: '',
  amortizationOther: '',
};
