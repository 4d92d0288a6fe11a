import { amountOf, dollars, optionalCount, optionalString, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';
import type { FieldContext } from '@northgate/form-engine/core';
import { ask, askChoice } from '../shared/ask.ts';
import { filled, requiredIf, type Input } from '../shared/rules.ts';
import { dropUnasked } from './rules.ts';

/**
 * Long form, step incomeInfo (docs/product/flow-fields.md, Flow 2): SBA Form 413 section 1, the
 * borrower's annual income and contingent liabilities, each asked as an amount (0 when there is
 * none, so nothing passes unanswered), and the borrower's work (classic 1003 section IV).
 */

/** Form 413's income lines, in its order and words. */
export const incomeLines = [
  { key: 'salary', label: 'Salary', hint: 'Before tax, from every job.' },
  {
    key: 'netInvestmentIncome',
    label: 'Net investment income',
    hint: 'Interest and dividends, less what they cost you.',
  },
  {
    key: 'realEstateIncome',
    label: 'Real estate income',
    hint: 'Rent from your properties after their expenses.',
  },
  { key: 'otherIncome', label: 'Other income', hint: 'Anything else that comes in every year.' },
] as const;

/** Form 413's contingent liabilities: debts that become yours only if something happens. */
export const contingentLines = [
  {
    key: 'asEndorserOrCoMaker',
    label: 'As endorser or co-maker',
    hint: 'Loans of others you signed for or guaranteed.',
  },
  {
    key: 'legalClaimsAndJudgments',
    label: 'Legal claims and judgments',
    hint: 'Claims against you that are not settled.',
  },
  {
    key: 'provisionForFederalIncomeTax',
    label: 'Provision for federal income tax',
    hint: 'Tax you expect to owe that is not paid yet.',
  },
  { key: 'otherSpecialDebt', label: 'Other special debt', hint: 'Any other debt you may become liable for.' },
] as const;

export const employmentStatuses = [
  { value: 'employed', label: 'Employed' },
  { value: 'selfEmployed', label: 'Self-employed or a business owner' },
  { value: 'retired', label: 'Retired' },
  { value: 'notEmployed', label: 'Not working now' },
] as const;

const working = ['employed', 'selfEmployed'] as const;
const works = (input: Input) => (working as readonly unknown[]).includes(input.employmentStatus);

type Line = { readonly key: string; readonly label: string; readonly hint: string };

/** A line's amount, asked in the form's words. */
const amount = (line: Line) => ask('money', dollars(), { question: line.label, hint: line.hint });

const amounts = (lines: readonly Line[]) =>
  Object.fromEntries(lines.map((line) => [line.key, amount(line)])) as Record<
    string,
    ReturnType<typeof amount>
  >;
const blanks = (lines: readonly { key: string }[]) =>
  Object.fromEntries(lines.map((line) => [line.key, ''])) as Record<string, string>;

const atWork = ({ step }: FieldContext) => works(step);

export const incomeInfoSchema = v.pipe(
  v.object({
    ...amounts(incomeLines),
    otherIncomeDescription: ask('text', optionalString({ max: 200 }), {
      question: 'Where does the other income come from?',
      when: ({ step }) => amountOf(step.otherIncome) > 0,
      input: { autoComplete: 'off' },
    }),
    ...amounts(contingentLines),
    employmentStatus: askChoice(employmentStatuses, { question: 'Do you work now?' }),
    employerName: ask('text', optionalString({ max: 100 }), {
      question: ({ step }) => (step.employmentStatus === 'selfEmployed' ? 'Your business' : 'Employer'),
      when: atWork,
      input: { autoComplete: 'organization' },
    }),
    position: ask('text', optionalString({ max: 100 }), {
      question: 'Your position or title',
      when: atWork,
      input: { autoComplete: 'organization-title' },
    }),
    yearsOnJob: ask('number', optionalCount({ min: 0, max: 70 }), {
      question: 'Years in this job',
      when: atWork,
      input: { width: 'short', autoComplete: 'off' },
    }),
    yearsInLineOfWork: ask('number', optionalCount({ min: 0, max: 70 }), {
      question: 'Years in this line of work',
      optional: true,
      when: atWork,
      input: { width: 'short', autoComplete: 'off' },
    }),
  }),
  requiredWhen(
    'otherIncomeDescription',
    ['otherIncome', 'otherIncomeDescription'],
    (input) => amountOf(input.otherIncome) === 0 || filled(input.otherIncomeDescription),
    'Tell us where the other income comes from',
  ),
  requiredIf('employerName', 'employmentStatus', working),
  requiredIf('position', 'employmentStatus', working),
  requiredIf('yearsOnJob', 'employmentStatus', working),
  dropUnasked<Record<string, unknown>>([
    { fields: ['otherIncomeDescription'], asked: (input) => amountOf(input.otherIncome) > 0 },
    { fields: ['employerName', 'position', 'yearsOnJob', 'yearsInLineOfWork'], asked: works },
  ]),
);

export const incomeInfoInitialValues = {
  ...blanks(incomeLines),
  otherIncomeDescription: '',
  ...blanks(contingentLines),
  employmentStatus: '',
  employerName: '',
  position: '',
  yearsOnJob: '',
  yearsInLineOfWork: '',
};
