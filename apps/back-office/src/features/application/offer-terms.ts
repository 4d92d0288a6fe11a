import {
  CreateOfferRequestSchema,
  type CreateOfferRequest,
  type PrepaymentTerms,
  type RepaymentType,
} from '@northgate/contracts';
import { offerPayment, pointsCost } from '@northgate/loan-math';
import { collectErrors, type FieldErrors } from '@northgate/validators';

/** The offer form's values as typed (numbers without commas, the expiry as a calendar date). */
export interface OfferValues {
  amount: string;
  rate_percent: string;
  term_months: string;
  points: string;
  fees: string;
  expires_on: string;
  repayment: RepaymentType;
  holdback: string;
  prepayment_terms: PrepaymentTerms;
}

export const EMPTY_OFFER: OfferValues = {
  amount: '',
  rate_percent: '',
  term_months: '',
  points: '0',
  fees: '0',
  expires_on: '',
  repayment: 'amortising',
  holdback: '0',
  prepayment_terms: 'none',
};

const REQUIRED: Partial<Record<keyof OfferValues, string>> = {
  amount: 'Enter the loan amount',
  rate_percent: 'Enter the interest rate',
  term_months: 'Enter the term in months',
  points: 'Enter the points (0 for none)',
  fees: 'Enter the fees (0 for none)',
  expires_on: 'Choose the day the offer expires',
  holdback: 'Enter the rehab holdback (0 for none)',
};

const toNumber = (text: string) => Number(text.replace(/,/g, ''));

/** The request body for the values (assumes they passed `validateOffer`). */
export function toOfferRequest(values: OfferValues): CreateOfferRequest {
  return {
    amount: toNumber(values.amount),
    rate_percent: toNumber(values.rate_percent),
    term_months: toNumber(values.term_months),
    points: toNumber(values.points),
    fees: toNumber(values.fees),
    // The day itself: the API ends it at 23:59:59 on the lender's clock, not this browser's (ADR 0048).
    expires_on: values.expires_on,
    repayment: values.repayment,
    holdback: toNumber(values.holdback),
    prepayment_terms: values.prepayment_terms,
  };
}

/** Blank fields first, then the contract's rules (the API checks the same ones). */
export function validateOffer(values: OfferValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(REQUIRED) as [keyof OfferValues, string][]) {
    if (values[key].trim() === '') errors[key] = message;
  }
  if (Object.keys(errors).length > 0) return errors;
  return collectErrors(CreateOfferRequestSchema, toOfferRequest(values));
}

/** What the borrower would pay a month (interest only, or principal and interest), and the points in dollars. */
export function offerPreview(values: OfferValues): { monthly: number; pointsDollars: number } | null {
  const amount = toNumber(values.amount);
  const rate = toNumber(values.rate_percent);
  const term = toNumber(values.term_months);
  if (!(amount > 0) || !(rate >= 0) || !Number.isInteger(term) || term < 1 || values.rate_percent === '') {
    return null;
  }
  const points = toNumber(values.points);
  return {
    monthly: offerPayment(amount, rate, term, values.repayment),
    pointsDollars: points > 0 ? pointsCost(amount, points) : 0,
  };
}
