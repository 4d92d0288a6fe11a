import {
  amountOf,
  choice,
  dollars,
  inTheFuture,
  inThePast,
  messages,
  optionalChoice,
  optionalDate,
  optionalDollars,
  optionalString,
  requiredWhen,
  yesNo,
} from '@northgate/validators';
import * as v from 'valibot';
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from '../short-quiz/request-loan.ts';

/**
 * Investment (DSCR) loan application, step loanRequestInformation (design/flow-fields.md, Flow 4):
 * purpose, amounts (loan-to-value capped by purpose), refinance details and the DSCR product.
 */

export const investmentLoanPurposes = [
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

/** Highest loan-to-value by purpose: 80% for a purchase or rate/term refinance, 75% when cash comes out. */
export const MAX_LTV_BY_PURPOSE: Readonly<Record<string, number>> = {
  purchase: 0.8,
  rateTerm: 0.8,
  cashOut: 0.75,
  delayedFinancing: 0.75,
};

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

export const loanRequestInformationSchema = v.pipe(
  v.object({
    loanPurpose: choice(investmentLoanPurposes),
    propertyValue: dollars({ min: 1 }),
    loanAmount: dollars({
      min: LOAN_AMOUNT_MIN,
      max: LOAN_AMOUNT_MAX,
      minMessage: 'We lend from $50,000 to $10,000,000',
    }),
    cashOutAmount: optionalDollars(),
    acquisitionDate: optionalDate(inThePast),
    originalPurchasePrice: optionalDollars(),
    capitalImprovements: optionalDollars(),
    existingLienBalance: optionalDollars(),
    currentLender: optionalString({ max: 100 }),
    productType: choice(dscrProducts),
    interestOnly: choice(yesNo),
    prepaymentPenalty: choice(prepaymentOptions),
    liquidReserves: dollars(),
    targetCloseDate: optionalDate(inTheFuture),
    rateLock: optionalChoice(yesNo),
  }),
  requiredWhen(
    'loanAmount',
    ['loanPurpose', 'propertyValue'],
    (input) => {
      const ltv = loanToValue(input);
      const cap = MAX_LTV_BY_PURPOSE[input.loanPurpose as string];
      return ltv === null || cap === undefined || ltv <= cap + 1e-9;
    },
    'The loan is above our limit for this purpose: 80% of the value for a purchase or rate/term refinance, 75% for cash-out or delayed financing',
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
