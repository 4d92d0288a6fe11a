import { monthlyPayment } from '@northgate/loan-math';
import {
  amountOf,
  messages,
  optionalChoice,
  optionalCount,
  optionalString,
  requiredWhen,
} from '@northgate/validators';
import { loanAmounts } from '@northgate/lending-policy';
import * as v from 'valibot';
import { askLoanAmount } from '../shared/loan-amount.ts';
import { ask, askChoice } from '../shared/ask.ts';
import { isBlank } from './rules.ts';

/**
 * Permanent loan application, step typeOfMortgage (docs/product/flow-fields.md, Flow 3; classic 1003 section I).
 */

export const mortgageTypes = [
  { value: 'conventional', label: 'Conventional' },
  { value: 'fha', label: 'FHA' },
  { value: 'va', label: 'VA' },
  { value: 'usda', label: 'USDA / Rural Housing Service' },
  { value: 'other', label: 'Other' },
] as const;

export const loanTerms = [
  { value: '360', label: '360 months (30 years)' },
  { value: '300', label: '300 months (25 years)' },
  { value: '240', label: '240 months (20 years)' },
  { value: '180', label: '180 months (15 years)' },
  { value: '120', label: '120 months (10 years)' },
  { value: 'other', label: 'Another term' },
] as const;

export const TERM_MIN_MONTHS = 12;
export const TERM_MAX_MONTHS = 480;
/** The highest rate the application takes; a higher quote is almost certainly a typo. */
export const RATE_MAX = 20;

export const amortizationTypes = [
  { value: 'fixed', label: 'Fixed rate' },
  { value: 'gpm', label: 'Graduated payment (GPM)' },
  { value: 'arm', label: 'Adjustable rate (ARM)' },
  { value: 'other', label: 'Other' },
] as const;

export const armTypes = [
  { value: '5/6', label: '5/6 ARM: fixed for 5 years, then adjusts every 6 months' },
  { value: '7/6', label: '7/6 ARM: fixed for 7 years, then adjusts every 6 months' },
  { value: 'notSure', label: 'Not sure yet: my loan officer will help me choose' },
] as const;

const RATE = /^(\d{1,2}(\.\d{0,3})?|\.\d{1,3})$/;

/** The loan term in months from the term answers, or null while it is unanswered or invalid. */
export function termMonths(values: {
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
  return months >= TERM_MIN_MONTHS && months <= TERM_MAX_MONTHS ? months : null;
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
  const months = termMonths(values);
  if (loan <= 0 || months === null || !RATE.test(rate) || Number(rate) > RATE_MAX) return null;
  return monthlyPayment(loan, Number(rate), months);
}

export const typeOfMortgageSchema = v.pipe(
  v.object({
    mortgageAppliedFor: askChoice(mortgageTypes, {
      question: 'Type of mortgage',
      hint: 'Not sure? Choose Conventional. Your loan officer will confirm which program fits you best.',
    }),
    mortgageAppliedForOther: ask('text', optionalString({ max: 100 }), {
      question: 'Which type of mortgage?',
      when: ({ step }) => step.mortgageAppliedFor === 'other',
      input: { autoComplete: 'off' },
    }),
    loanAmount: askLoanAmount(loanAmounts.permanent, {
      question: 'Loan amount',
      lendsOn: 'on a home you live in',
    }),
    interestRate: ask(
      'percent',
      v.pipe(
        v.optional(v.string(), ''),
        v.trim(),
        v.check((value) => value === '' || RATE.test(value), 'Enter a rate such as 6.5'),
        v.check(
          (value) => value === '' || !RATE.test(value) || Number(value) <= RATE_MAX,
          `Enter a rate of ${RATE_MAX}% or less`,
        ),
      ),
      {
        question: 'Interest rate',
        hint: 'If you have a rate quote, enter it. Otherwise leave this blank: your loan officer sets the rate when you lock it.',
        optional: true,
        input: { autoComplete: 'off' },
      },
    ),
    numberOfMonths: askChoice(loanTerms, { question: 'Loan term' }),
    otherNumberOfMonths: ask('number', optionalCount({ min: TERM_MIN_MONTHS, max: TERM_MAX_MONTHS }), {
      question: 'Loan term in months',
      hint: 'From 12 to 480 months (1 to 40 years).',
      when: ({ step }) => step.numberOfMonths === 'other',
      input: { width: 'short', autoComplete: 'off' },
    }),
    amortizationType: askChoice(amortizationTypes, {
      question: 'Amortization type',
      hint: 'Fixed rate: the payment never changes. Graduated payment: payments start lower and rise on a set schedule. Adjustable rate: the rate is fixed for the first years, then moves with the market.',
    }),
    armType: askChoice(
      armTypes,
      { question: 'Type of adjustable-rate mortgage', when: ({ step }) => step.amortizationType === 'arm' },
      optionalChoice(armTypes),
    ),
    amortizationOther: ask('text', optionalString({ max: 100 }), {
      question: 'How would the loan be paid off?',
      hint: 'For example, interest-only for the first 10 years.',
      when: ({ step }) => step.amortizationType === 'other',
      input: { autoComplete: 'off' },
    }),
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

export const typeOfMortgageInitialValues = {
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
