import { loanToArv, loanToCost } from '@northgate/loan-math';
import { amountOf, date, inTheFuture, messages, optionalDollars, requiredWhen } from '@northgate/validators';
import { loanAmounts } from '@northgate/lending-policy';
import * as v from 'valibot';
import { askLoanAmount } from '../shared/loan-amount.ts';
import type { FieldContext, FlowValues } from '@northgate/form-engine/core';
import { ask, askChoice, askChoiceWhen } from '../shared/ask.ts';
import { filled, requiredIf, type Input } from '../shared/rules.ts';
import { loanPrograms as quizLoanPrograms, loanPurposes } from '../short-quiz/request-loan.ts';
import { dropUnasked } from './rules.ts';
import { subjectPropertyCost } from './subject-property.ts';

/**
 * Long form, step typeOfLoan (docs/product/flow-fields.md, Flow 2; the private lenders' term sheets):
 * the program, purpose, amount and term, when to close, and — for the short-term rehab and
 * construction programs — the budget, the after-repair value and how the loan will be repaid.
 * The permanent and business loans have their own applications, so the long form offers the
 * investor programs the short quiz sends here.
 */

export const loanPrograms = quizLoanPrograms.filter((program) => program.investor);
export { loanPurposes };

/** Programs repaid within two years from a sale or a refinance, with work done to the property. */
const SHORT_TERM_PROGRAMS = ['fixFlip', 'bridge', 'groundUp'] as const;

export const loanTerms = [
  { value: '6', label: '6 months', shortTerm: true },
  { value: '9', label: '9 months', shortTerm: true },
  { value: '12', label: '12 months', shortTerm: true },
  { value: '18', label: '18 months', shortTerm: true },
  { value: '24', label: '24 months', shortTerm: true },
  { value: '360', label: '30 years', shortTerm: false },
] as const;

export const exitStrategies = [
  { value: 'sell', label: 'Sell the property' },
  { value: 'refinanceToRental', label: 'Refinance into a rental (DSCR) loan' },
  { value: 'payOff', label: 'Pay it off from other funds' },
] as const;

/** Whether a program is short-term (fix-and-flip, bridge, construction): it asks the budget, ARV and exit. */
export function isShortTermProgram(program: unknown): boolean {
  return (SHORT_TERM_PROGRAMS as readonly unknown[]).includes(program);
}

/** The terms a program offers: 6 to 24 months for the short-term programs, 30 years for a rental loan. */
export function termsFor(program: unknown) {
  if (!filled(program)) return loanTerms;
  const shortTerm = isShortTermProgram(program);
  return loanTerms.filter((term) => term.shortTerm === shortTerm);
}

const shortTerm = (input: Input) => isShortTermProgram(input.loanProgram);
const shortTermLoan = ({ step }: FieldContext) => shortTerm(step);

export const typeOfLoanSchema = v.pipe(
  v.object({
    loanProgram: askChoice(loanPrograms, {
      question: 'Which loan do you need?',
      input: { control: 'radio' },
    }),
    loanPurpose: askChoice(loanPurposes, { question: 'What is the loan for?' }),
    loanAmount: askLoanAmount(loanAmounts.anyProgram, { question: 'Loan amount' }),
    // Every term is declared; the step offers those of the program chosen (`longFormTermsFor`).
    termMonths: askChoice(loanTerms, { question: 'Term' }),
    targetCloseDate: ask('date', date(inTheFuture), { question: 'When do you want to close?' }),
    rehabBudget: ask('money', optionalDollars(), {
      question: ({ step }) => (step.loanProgram === 'groundUp' ? 'Construction budget' : 'Renovation budget'),
      hint: 'Enter 0 if no work is planned.',
      when: shortTermLoan,
    }),
    afterRepairValue: ask('money', optionalDollars({ min: 1 }), {
      question: 'Value when the work is done (after-repair value)',
      hint: 'What similar finished homes nearby sell for.',
      when: shortTermLoan,
    }),
    exitStrategy: askChoiceWhen(exitStrategies, {
      question: 'How will you repay the loan?',
      when: shortTermLoan,
    }),
  }),
  requiredWhen(
    'termMonths',
    ['loanProgram'],
    (input) => termsFor(input.loanProgram).some((term) => term.value === input.termMonths),
    'Choose a term this program offers',
  ),
  requiredIf(
    'rehabBudget',
    'loanProgram',
    SHORT_TERM_PROGRAMS,
    'Enter the budget for the work, or 0 if none',
  ),
  requiredIf(
    'afterRepairValue',
    'loanProgram',
    SHORT_TERM_PROGRAMS,
    'Enter what the property will be worth when the work is done',
  ),
  requiredIf('exitStrategy', 'loanProgram', SHORT_TERM_PROGRAMS, messages.choiceRequired),
  dropUnasked([{ fields: ['rehabBudget', 'afterRepairValue', 'exitStrategy'], asked: shortTerm }]),
);

export const typeOfLoanInitialValues = {
  loanProgram: '',
  loanPurpose: '',
  loanAmount: '',
  termMonths: '',
  targetCloseDate: '',
  rehabBudget: '',
  afterRepairValue: '',
  exitStrategy: '',
};

export interface Leverage {
  /** Loan-to-cost: the loan over the purchase price (or value) plus the budget; undefined until both are known. */
  readonly ltc: number | undefined;
  /** Loan-to-after-repair-value; undefined until the loan and the ARV are known. */
  readonly ltarv: number | undefined;
}

/**
 * The leverage of a short-term loan as the calculator works it out (loan-math's `loanToCost` and
 * `loanToArv`), from the loan on this step and the price or value on subjectProperty. Shown to
 * the borrower, not enforced: the lender decides on the leverage (docs/decisions/0006-application-steps.md).
 */
export function leverage(values: FlowValues): Leverage {
  const loan = values.typeOfLoan ?? {};
  const amount = amountOf(loan.loanAmount);
  const rehab = amountOf(loan.rehabBudget);
  const arv = amountOf(loan.afterRepairValue);
  const purchase = subjectPropertyCost(values.subjectProperty);
  if (!isShortTermProgram(loan.loanProgram) || amount === 0) return { ltc: undefined, ltarv: undefined };
  return {
    ltc: purchase + rehab > 0 ? loanToCost(amount, purchase, rehab) : undefined,
    ltarv: arv > 0 ? loanToArv(amount, arv) : undefined,
  };
}
