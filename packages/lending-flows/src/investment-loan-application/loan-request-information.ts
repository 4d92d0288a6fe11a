import {
  amountOf,
  dollars,
  inTheFuture,
  inThePast,
  messages,
  optionalDate,
  optionalDollars,
  optionalString,
  requiredWhen,
} from '@northgate/validators';
import {
  loanAmounts,
  rangeText,
  rentalLtvCaps,
  rentalLtvText,
  type RentalPurpose,
} from '@northgate/lending-policy';
import * as v from 'valibot';
import { askLoanAmount } from '../shared/loan-amount.ts';
import { ask, askChoice, askYesNo } from '../shared/ask.ts';

/**
 * Investment (DSCR) loan application, step loanRequestInformation (docs/product/flow-fields.md, Flow 4):
 * purpose, amounts (loan-to-value capped by purpose), refinance details and the DSCR product.
 */

export const loanPurposes = [
  { value: 'purchase', label: 'Purchase' },
  { value: 'rateTerm', label: 'Rate/term refinance' },
  { value: 'cashOut', label: 'Cash-out refinance' },
  { value: 'delayedFinancing', label: 'Delayed financing (bought with cash in the last 6 months)' },
] as const;

export const dscrProducts = [
  { value: '30yrFixed', label: '30-year fixed' },
  { value: '40yrFixed', label: '40-year fixed' },
  { value: '5/6arm', label: '5/6 ARM' },
  { value: '7/6arm', label: '7/6 ARM' },
  { value: '10/6arm', label: '10/6 ARM' },
] as const;

export const prepaymentOptions = [
  { value: 'none', label: 'No prepayment penalty' },
  { value: '1yr', label: '1 year' },
  { value: '2yr', label: '2 years' },
  { value: '3yr', label: '3 years' },
  { value: '5-4-3-2-1', label: '5 years, stepping down (5-4-3-2-1)' },
] as const;

/** The highest loan-to-value for this purpose (the lending policy's), or undefined before one is chosen. */
export function ltvCapFor(purpose: unknown): number | undefined {
  return typeof purpose === 'string' && Object.hasOwn(rentalLtvCaps, purpose)
    ? rentalLtvCaps[purpose as RentalPurpose]
    : undefined;
}

/** Whether the purpose refinances a property the borrower already owns. */
export function isRefinance(purpose: unknown): boolean {
  return purpose === 'rateTerm' || purpose === 'cashOut' || purpose === 'delayedFinancing';
}

/** Loan-to-value as a fraction (0.75), or null until both amounts are entered. */
export function loanToValue(values: { loanAmount?: unknown; propertyValue?: unknown }): number | null {
  const loan = amountOf(values.loanAmount);
  const value = amountOf(values.propertyValue);
  return loan > 0 && value > 0 ? loan / value : null;
}

const refinancing = ({ step }: { step: Readonly<Record<string, unknown>> }) => isRefinance(step.loanPurpose);

export const loanRequestInformationSchema = v.pipe(
  v.object({
    loanPurpose: askChoice(loanPurposes, { question: 'What is the loan for?' }),
    propertyValue: ask('money', dollars({ min: 1 }), {
      question: ({ step }) =>
        step.loanPurpose === 'purchase' ? 'Purchase price' : 'Estimated value of the property',
    }),
    loanAmount: askLoanAmount(loanAmounts.rental, {
      question: 'Loan amount you are requesting',
      hint: `From ${rangeText(loanAmounts.rental)}. Up to ${rentalLtvText()}.`,
      lendsOn: 'on a rental property',
    }),
    cashOutAmount: ask('money', optionalDollars(), {
      question: 'Cash you want to take out',
      hint: 'After paying off the current loan and closing costs.',
      when: ({ step }) => step.loanPurpose === 'cashOut',
    }),
    acquisitionDate: ask('date', optionalDate(inThePast), {
      question: 'Date you bought it',
      when: refinancing,
    }),
    originalPurchasePrice: ask('money', optionalDollars(), {
      question: 'What you paid for it',
      when: refinancing,
    }),
    capitalImprovements: ask('money', optionalDollars(), {
      question: 'Money spent on improvements since',
      hint: 'Renovations and repairs that added value, not routine upkeep.',
      optional: true,
      when: refinancing,
    }),
    existingLienBalance: ask('money', optionalDollars(), {
      question: 'Balance of the current mortgage',
      hint: 'Enter 0 if the property is owned free and clear.',
      when: refinancing,
    }),
    currentLender: ask('text', optionalString({ max: 100 }), {
      question: 'Current lender',
      optional: true,
      when: refinancing,
      input: { autoComplete: 'off' },
    }),
    productType: askChoice(dscrProducts, { question: 'Loan product' }),
    interestOnly: askYesNo({
      question: 'Interest-only for the first 10 years?',
      hint: "Lower payments at first, which helps the property's debt-service coverage; the balance does not go down meanwhile.",
    }),
    prepaymentPenalty: askChoice(prepaymentOptions, {
      question: 'Prepayment penalty',
      hint: 'A longer penalty period usually buys a lower rate.',
    }),
    liquidReserves: ask('money', dollars(), {
      question: 'Cash and investments you will have after closing',
      hint: "We typically look for six months of the property's payments in reserve.",
    }),
    targetCloseDate: ask('date', optionalDate(inTheFuture), {
      question: 'When would you like to close?',
      optional: true,
    }),
    rateLock: askYesNo({
      question: 'Lock the rate when the loan is approved?',
      hint: 'A 45-day lock at no charge.',
      optional: true,
    }),
  }),
  requiredWhen(
    'loanAmount',
    ['loanPurpose', 'propertyValue'],
    (input) => {
      const ltv = loanToValue(input);
      const cap = ltvCapFor(input.loanPurpose);
      return ltv === null || cap === undefined || ltv <= cap + 1e-9;
    },
    `The loan is above our limit for this purpose: ${rentalLtvText()}`,
  ),
  requiredWhen(
    'cashOutAmount',
    ['loanPurpose', 'cashOutAmount'],
    (input) => input.loanPurpose !== 'cashOut' || amountOf(input.cashOutAmount) > 0,
    'Enter how much cash you want to take out',
  ),
  requiredWhen(
    'acquisitionDate',
    ['loanPurpose', 'acquisitionDate'],
    (input) => !isRefinance(input.loanPurpose) || input.acquisitionDate !== '',
    messages.choiceRequired,
  ),
  requiredWhen(
    'originalPurchasePrice',
    ['loanPurpose', 'originalPurchasePrice'],
    (input) => !isRefinance(input.loanPurpose) || input.originalPurchasePrice !== '',
    messages.required,
  ),
  requiredWhen(
    'existingLienBalance',
    ['loanPurpose', 'existingLienBalance'],
    (input) => !isRefinance(input.loanPurpose) || input.existingLienBalance !== '',
    messages.required,
  ),
);

export const loanRequestInformationInitialValues = {
  loanPurpose: '',
  propertyValue: '',
  loanAmount: '',
  cashOutAmount: '',
  acquisitionDate: '',
  originalPurchasePrice: '',
  capitalImprovements: '',
  existingLienBalance: '',
  currentLender: '',
  productType: '',
  interestOnly: '',
  prepaymentPenalty: '',
  liquidReserves: '',
  targetCloseDate: '',
  rateLock: '',
};
