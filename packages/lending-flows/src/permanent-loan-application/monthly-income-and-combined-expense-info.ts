import { roundHalfUp, roundMoney } from '@northgate/loan-math';
import {
  amountOf,
  choice,
  dollars,
  optionalDollars,
  optionalString,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import { isBlank, list, sumOf } from './rules.ts';

/**
 * Permanent loan application, step monthlyIncomeAndCombinedExpenseInfo (design/flow-fields.md, Flow 3; classic 1003 section V).
 */

export const permanentOtherIncomeSources = [
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

/** How often the borrower is paid, for the pay-to-monthly helper (design/flow-fields.md, Flow 3 V). */
export const permanentPayFrequencies = [
  { value: 'hourly', label: 'By the hour' },
  { value: 'weekly', label: 'Every week' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'semimonthly', label: 'Twice a month' },
  { value: 'monthly', label: 'Every month' },
  { value: 'annually', label: 'Every year (salary)' },
] as const;

export type PermanentPayFrequency = (typeof permanentPayFrequencies)[number]['value'];

/**
 * Gross pay converted to a monthly amount, rounded to whole dollars: hourly × hours × 52 / 12,
 * weekly × 52 / 12, bi-weekly × 26 / 12, semi-monthly × 2, yearly / 12 (half-up, like all money).
 */
export function monthlyFromPay(pay: number, frequency: PermanentPayFrequency, hoursPerWeek = 40): number {
  const perMonth: Record<PermanentPayFrequency, number> = {
    hourly: (pay * hoursPerWeek * 52) / 12,
    weekly: (pay * 52) / 12,
    biweekly: (pay * 26) / 12,
    semimonthly: pay * 2,
    monthly: pay,
    annually: pay / 12,
  };
  return roundHalfUp(perMonth[frequency]);
}

export const MAX_PERMANENT_OTHER_INCOME = 8;

const otherIncome = v.pipe(
  v.object({
    source: choice(permanentOtherIncomeSources),
    description: optionalString({ max: 100 }),
    monthlyAmount: dollars({ min: 1 }),
  }),
  requiredWhen(
    'description',
    ['source', 'description'],
    (input) => input.source !== 'other' || !isBlank(input.description),
    'Describe this income',
  ),
);

export type PermanentOtherIncome = { source: string; description: string; monthlyAmount: string };
export const emptyPermanentOtherIncome: PermanentOtherIncome = {
  source: '',
  description: '',
  monthlyAmount: '',
};

/** The gross monthly income lines of one borrower, in the order of the classic form. */
export const permanentIncomeLines = [
  { key: 'baseEmploymentIncome', label: 'Base employment income' },
  { key: 'overtime', label: 'Overtime' },
  { key: 'bonuses', label: 'Bonuses' },
  { key: 'commissions', label: 'Commissions' },
  { key: 'dividendsInterest', label: 'Dividends and interest' },
  { key: 'netRentalIncome', label: 'Net rental income' },
] as const;

/** One borrower's total gross monthly income: every income line plus the other income listed. */
export function permanentTotalMonthlyIncome(borrower: Record<string, unknown> | undefined): number {
  if (!borrower) return 0;
  const lines = permanentIncomeLines.reduce((total, line) => total + amountOf(borrower[line.key]), 0);
  return lines + sumOf<PermanentOtherIncome>(borrower.otherIncome, (entry) => entry.monthlyAmount);
}

const borrowerIncome = v.object({
  baseEmploymentIncome: dollars(),
  overtime: optionalDollars(),
  bonuses: optionalDollars(),
  commissions: optionalDollars(),
  dividendsInterest: optionalDollars(),
  netRentalIncome: optionalDollars(),
  otherIncome: list(otherIncome, MAX_PERMANENT_OTHER_INCOME, 'other incomes'),
});

/** Present monthly housing expense (what the household pays now), line by line. */
export const permanentPresentHousingLines = [
  { key: 'rent', label: 'Rent' },
  { key: 'firstMortgage', label: 'First mortgage (principal and interest)' },
  { key: 'otherFinancing', label: 'Other financing (principal and interest)' },
  { key: 'hazardInsurance', label: 'Homeowners insurance' },
  { key: 'realEstateTaxes', label: 'Property taxes' },
  { key: 'mortgageInsurance', label: 'Mortgage insurance' },
  { key: 'hoaDues', label: 'Homeowners association dues' },
  { key: 'other', label: 'Other housing costs' },
] as const;

const presentHousingExpense = v.object(
  Object.fromEntries(permanentPresentHousingLines.map((line) => [line.key, optionalDollars()])) as Record<
    (typeof permanentPresentHousingLines)[number]['key'],
    ReturnType<typeof optionalDollars>
  >,
);

const proposedHousingExpense = v.object({
  otherFinancing: optionalDollars(),
  annualHazardInsurance: dollars({
    min: 1,
    minMessage: 'Enter the yearly premium; every mortgage needs homeowners insurance',
  }),
  annualRealEstateTaxes: dollars(),
  mortgageInsurance: optionalDollars(),
  hoaDues: optionalDollars(),
  other: optionalDollars(),
});

/** Total present monthly housing expense. */
export function permanentPresentHousingTotal(present: Record<string, unknown> | undefined): number {
  if (!present) return 0;
  return permanentPresentHousingLines.reduce((total, line) => total + amountOf(present[line.key]), 0);
}

/**
 * Total proposed monthly housing expense (PITIA): the proposed first-mortgage P&I from the
 * typeOfMortgage step, plus other financing, a twelfth of the yearly insurance and taxes,
 * mortgage insurance, HOA dues and other costs. Rounded half-up to the cent, like the P&I.
 */
export function permanentProposedHousingTotal(
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

export const permanentMonthlyIncomeAndCombinedExpenseInfoSchema = v.object({
  borrower: borrowerIncome,
  presentHousingExpense,
  proposedHousingExpense,
});

export const permanentMonthlyIncomeAndCombinedExpenseInfoInitialValues = {
  borrower: {
    baseEmploymentIncome: '',
    overtime: '',
    bonuses: '',
    commissions: '',
    dividendsInterest: '',
    netRentalIncome: '',
    otherIncome: [] as PermanentOtherIncome[],
  },
  presentHousingExpense: Object.fromEntries(
    permanentPresentHousingLines.map((line) => [line.key, '']),
  ) as Record<(typeof permanentPresentHousingLines)[number]['key'], string>,
  proposedHousingExpense: {
    otherFinancing: '',
    annualHazardInsurance: '',
    annualRealEstateTaxes: '',
    mortgageInsurance: '',
    hoaDues: '',
    other: '',
  },
};
