import { roundHalfUp, roundMoney } from '@northgate/loan-math';
import { amountOf, dollars, optionalDollars, optionalString, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice, askGroup, askList } from '../shared/ask.ts';
import { isBlank, list, sumOf } from './rules.ts';

/**
 * Permanent loan application, step monthlyIncomeAndCombinedExpenseInfo (docs/product/flow-fields.md, Flow 3; classic 1003 section V).
 */

export const otherIncomeSources = [
  { value: 'socialSecurity', label: 'Social Security' },
  { value: 'pension', label: 'Pension or retirement income' },
  { value: 'disability', label: 'Disability' },
  { value: 'alimony', label: 'Alimony' },
  { value: 'childSupport', label: 'Child support' },
  { value: 'separateMaintenance', label: 'Separate maintenance' },
  { value: 'vaBenefits', label: 'VA benefits' },
  { value: 'trust', label: 'Trust income' },
  { value: 'other', label: 'Other' },
] as const;

/** How often the borrower is paid, for the pay-to-monthly helper (docs/product/flow-fields.md, Flow 3 V). */
export const payFrequencies = [
  { value: 'hourly', label: 'By the hour' },
  { value: 'weekly', label: 'Every week' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'semimonthly', label: 'Twice a month' },
  { value: 'monthly', label: 'Every month' },
  { value: 'annually', label: 'Every year (salary)' },
] as const;

export type PayFrequency = (typeof payFrequencies)[number]['value'];

/**
 * Gross pay converted to a monthly amount, rounded to whole dollars: hourly × hours × 52 / 12,
 * weekly × 52 / 12, bi-weekly × 26 / 12, semi-monthly × 2, yearly / 12 (half-up, like all money).
 */
export function monthlyFromPay(pay: number, frequency: PayFrequency, hoursPerWeek = 40): number {
  const perMonth: Record<PayFrequency, number> = {
    hourly: (pay * hoursPerWeek * 52) / 12,
    weekly: (pay * 52) / 12,
    biweekly: (pay * 26) / 12,
    semimonthly: pay * 2,
    monthly: pay,
    annually: pay / 12,
  };
  return roundHalfUp(perMonth[frequency]);
}

export const MAX_OTHER_INCOME = 8;

const otherIncome = v.pipe(
  v.object({
    source: askChoice(otherIncomeSources, { question: 'Type of income' }),
    description: ask('text', optionalString({ max: 100 }), {
      question: 'Describe this income',
      when: ({ parent }) => parent.source === 'other',
      input: { autoComplete: 'off' },
    }),
    monthlyAmount: ask('money', dollars({ min: 1 }), { question: 'Monthly amount' }),
  }),
  requiredWhen(
    'description',
    ['source', 'description'],
    (input) => input.source !== 'other' || !isBlank(input.description),
    'Describe this income',
  ),
);

export type OtherIncome = { source: string; description: string; monthlyAmount: string };
export const emptyOtherIncome: OtherIncome = {
  source: '',
  description: '',
  monthlyAmount: '',
};

/** The gross monthly income lines of one borrower, in the order of the classic form. */
export const incomeLines = [
  { key: 'baseEmploymentIncome', label: 'Base employment income' },
  { key: 'overtime', label: 'Overtime' },
  { key: 'bonuses', label: 'Bonuses' },
  { key: 'commissions', label: 'Commissions' },
  { key: 'dividendsInterest', label: 'Dividends and interest' },
  { key: 'netRentalIncome', label: 'Net rental income' },
] as const;

/** One borrower's total gross monthly income: every income line plus the other income listed. */
export function totalMonthlyIncome(borrower: Record<string, unknown> | undefined): number {
  if (!borrower) return 0;
  const lines = incomeLines.reduce((total, line) => total + amountOf(borrower[line.key]), 0);
  return lines + sumOf<OtherIncome>(borrower.otherIncome, (entry) => entry.monthlyAmount);
}

const TWO_YEAR_AVERAGE = 'Your average over the last two years.';

const borrowerIncome = v.object({
  baseEmploymentIncome: ask('money', dollars(), {
    question: 'Base employment income',
    hint: 'Your salary or regular wages. If you are self-employed, your average monthly income after business expenses. Enter 0 if you have no job income.',
  }),
  overtime: ask('money', optionalDollars(), { question: 'Overtime', hint: TWO_YEAR_AVERAGE, optional: true }),
  bonuses: ask('money', optionalDollars(), { question: 'Bonuses', hint: TWO_YEAR_AVERAGE, optional: true }),
  commissions: ask('money', optionalDollars(), { question: 'Commissions', optional: true }),
  dividendsInterest: ask('money', optionalDollars(), { question: 'Dividends and interest', optional: true }),
  netRentalIncome: ask('money', optionalDollars(), {
    question: 'Net rental income',
    hint: 'Rent you collect, less the mortgage, taxes, insurance and upkeep of the rented property. If your rentals lose money, leave this blank; you will list them under real estate on the next step.',
    optional: true,
  }),
  otherIncome: askList(list(otherIncome, MAX_OTHER_INCOME, 'other incomes'), {
    question: 'Other income (optional)',
    label: 'Other income',
    hint: 'Such as Social Security, a pension or disability. Alimony, child support, or separate maintenance income need not be revealed if you do not choose to have it considered for repaying this loan.',
    itemNoun: 'Income',
  }),
});

/** Present monthly housing expense (what the household pays now), line by line. */
export const presentHousingLines = [
  { key: 'rent', label: 'Rent' },
  { key: 'firstMortgage', label: 'First mortgage (principal and interest)' },
  { key: 'otherFinancing', label: 'Other financing (principal and interest)' },
  { key: 'hazardInsurance', label: 'Homeowners insurance' },
  { key: 'realEstateTaxes', label: 'Property taxes' },
  { key: 'mortgageInsurance', label: 'Mortgage insurance' },
  { key: 'hoaDues', label: 'Homeowners association dues' },
  { key: 'other', label: 'Other housing costs' },
] as const;

type PresentHousingKey = (typeof presentHousingLines)[number]['key'];

const presentHousingHints: Partial<Record<PresentHousingKey, string>> = {
  otherFinancing: 'A second mortgage or home equity loan.',
  hazardInsurance: 'If it is paid through your mortgage, enter a twelfth of the yearly premium.',
  realEstateTaxes: 'If they are paid through your mortgage, enter a twelfth of the yearly bill.',
};

const presentHousingLine = (line: (typeof presentHousingLines)[number]) =>
  ask('money', optionalDollars(), {
    question: line.label,
    ...(presentHousingHints[line.key] !== undefined && { hint: presentHousingHints[line.key] }),
    optional: true,
  });

const presentHousingExpense = askGroup(
  v.object(
    Object.fromEntries(presentHousingLines.map((line) => [line.key, presentHousingLine(line)])) as Record<
      PresentHousingKey,
      ReturnType<typeof presentHousingLine>
    >,
  ),
  { title: 'What you pay for housing now' },
);

const proposedHousingExpense = askGroup(
  v.object({
    otherFinancing: ask('money', optionalDollars(), {
      question: 'Other financing, per month',
      hint: 'Principal and interest of a second mortgage taken out with this loan.',
      optional: true,
    }),
    annualHazardInsurance: ask(
      'money',
      dollars({ min: 1, minMessage: 'Enter the yearly premium; every mortgage needs homeowners insurance' }),
      {
        question: 'Homeowners insurance, per year',
        hint: 'A quote from your insurance agent, or your current premium if you are refinancing.',
      },
    ),
    annualRealEstateTaxes: ask('money', dollars(), {
      question: 'Property taxes, per year',
      hint: "From the county's last tax bill or the listing. Enter 0 only if the home is exempt.",
    }),
    mortgageInsurance: ask('money', optionalDollars(), {
      question: 'Mortgage insurance, per month',
      hint: 'Usually needed with less than 20% down. Leave blank if you do not know; we will work it out.',
      optional: true,
    }),
    hoaDues: ask('money', optionalDollars(), {
      question: 'Homeowners association dues, per month',
      optional: true,
    }),
    other: ask('money', optionalDollars(), { question: 'Other housing costs, per month', optional: true }),
  }),
  { title: 'Your housing costs with the new loan' },
);

/** Total present monthly housing expense. */
export function presentHousingTotal(present: Record<string, unknown> | undefined): number {
  if (!present) return 0;
  return presentHousingLines.reduce((total, line) => total + amountOf(present[line.key]), 0);
}

/**
 * Total proposed monthly housing expense (PITIA): the proposed first-mortgage P&I from the
 * typeOfMortgage step, plus other financing, a twelfth of the yearly insurance and taxes,
 * mortgage insurance, HOA dues and other costs. Rounded half-up to the cent, like the P&I.
 */
export function proposedHousingTotal(
  proposed: Record<string, unknown> | undefined,
  principalAndInterest: number | null,
): number {
  const p = proposed ?? {};
  const total =
    (principalAndInterest ?? 0) +
    amountOf(p.otherFinancing) +
    amountOf(p.annualHazardInsurance) / 12 +
    amountOf(p.annualRealEstateTaxes) / 12 +
    amountOf(p.mortgageInsurance) +
    amountOf(p.hoaDues) +
    amountOf(p.other);
  return roundMoney(total);
}

export const monthlyIncomeAndCombinedExpenseInfoSchema = v.object({
  borrower: borrowerIncome,
  presentHousingExpense,
  proposedHousingExpense,
});

export const monthlyIncomeAndCombinedExpenseInfoInitialValues = {
  borrower: {
    baseEmploymentIncome: '',
    overtime: '',
    bonuses: '',
    commissions: '',
    dividendsInterest: '',
    netRentalIncome: '',
    otherIncome: [] as OtherIncome[],
  },
  presentHousingExpense: Object.fromEntries(presentHousingLines.map((line) => [line.key, ''])) as Record<
    (typeof presentHousingLines)[number]['key'],
    string
  >,
  proposedHousingExpense: {
    otherFinancing: '',
    annualHazardInsurance: '',
    annualRealEstateTaxes: '',
    mortgageInsurance: '',
    hoaDues: '',
    other: '',
  },
};
