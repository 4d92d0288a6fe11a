import { field } from '@northgate/form-engine/core';
import { messages } from '@northgate/validators';
import { loanAmounts } from '@northgate/lending-policy';
import * as v from 'valibot';
import { askLoanAmount } from '../shared/loan-amount.ts';
import { ask, askChoice } from '../shared/ask.ts';

/** Short quiz, step requestLoan (docs/product/flow-fields.md, Flow 1; the lenders' product lines). */
export const loanPrograms = [
  { value: 'fixFlip', label: 'Fix & Flip / Rehab', investor: true },
  { value: 'bridge', label: 'Bridge', investor: true },
  { value: 'groundUp', label: 'Ground-up construction', investor: true },
  { value: 'rentalDscr', label: 'Rental / DSCR (30-year)', investor: true },
  { value: 'business', label: 'Business loan', investor: false },
  { value: 'permanent', label: 'Permanent / primary residence', investor: false },
  { value: 'notSure', label: 'Not sure', investor: false },
] as const;

export const loanPurposes = [
  { value: 'purchase', label: 'Purchase' },
  { value: 'refinance', label: 'Refinance (rate/term)' },
  { value: 'cashOut', label: 'Cash-out refinance' },
  { value: 'construction', label: 'Construction' },
  { value: 'delayedFinancing', label: 'Delayed financing' },
] as const;

export const propertyTypes = [
  { value: 'sfr', label: 'Single-family home' },
  { value: '2-4', label: '2–4 unit' },
  { value: 'condo', label: 'Condo' },
  { value: 'townhome', label: 'Townhome / PUD' },
  { value: '5+', label: '5+ unit multifamily' },
  { value: 'mixedUse', label: 'Mixed-use' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'land', label: 'Land' },
] as const;

export const timelines = [
  { value: 'asap', label: 'As soon as possible (under 2 weeks)' },
  { value: '2-4w', label: '2–4 weeks' },
  { value: '1-2m', label: '1–2 months' },
  { value: '3m+', label: '3 months or more' },
  { value: 'exploring', label: 'Just exploring' },
] as const;

export const dealCounts = [
  { value: '0', label: 'None yet' },
  { value: '1-2', label: '1–2' },
  { value: '3-4', label: '3–4' },
  { value: '5-9', label: '5–9' },
  { value: '10+', label: '10 or more' },
] as const;

/** Investor programs ask about the borrower's track record (deals in the last 36 months). */
export function isInvestorProgram(program: unknown): boolean {
  return loanPrograms.some((entry) => entry.value === program && entry.investor);
}

const digits = (value: string) => value.replace(/,/g, '').trim();

export const requestLoanSchema = v.pipe(
  v.object({
    loanProgram: askChoice(loanPrograms, { question: 'Which loan are you interested in?' }),
    loanPurpose: askChoice(loanPurposes, { question: 'Loan purpose' }),
    loanAmountRequested: askLoanAmount(loanAmounts.anyProgram, { question: 'Loan amount' }),
    propertyType: askChoice(propertyTypes, { question: 'Property type' }),
    propertyValueOrPrice: ask(
      'money',
      v.pipe(
        v.optional(v.string(), ''),
        v.transform(digits),
        v.nonEmpty(messages.required),
        v.regex(/^\d+$/, 'Enter a whole dollar amount'),
        v.check((value) => Number(value) > 0, 'Enter an amount above $0'),
        v.check((value) => Number(value) <= 1_000_000_000, messages.maxValue(1_000_000_000)),
      ),
      { question: 'Purchase price or property value' },
    ),
    timeline: askChoice(timelines, { question: 'When do you need the money?' }),
    // Asked of investor programs only, and then required (the check below).
    dealsLast36Months: field(v.optional(v.string(), ''), {
      kind: 'choice',
      options: dealCounts,
      question: 'Deals completed in the last 36 months',
      when: ({ step }) => isInvestorProgram(step.loanProgram),
    }),
  }),
  v.forward(
    v.partialCheck(
      [['loanProgram'], ['dealsLast36Months']],
      (input) =>
        !isInvestorProgram(input.loanProgram) ||
        dealCounts.some((count) => count.value === input.dealsLast36Months),
      messages.choiceRequired,
    ),
    ['dealsLast36Months'],
  ),
);

export const requestLoanInitialValues = {
  loanProgram: '',
  loanPurpose: '',
  loanAmountRequested: '',
  propertyType: '',
  propertyValueOrPrice: '',
  timeline: '',
  dealsLast36Months: '',
};
