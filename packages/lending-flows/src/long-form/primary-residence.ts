import {
  amountOf,
  emptyAddress,
  messages,
  optionalDollars,
  optionalString,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoiceWhen } from '../shared/ask.ts';
import { personFields } from '../shared/person.ts';
import {
  ADDRESS_HISTORY_MONTHS,
  addressHistoryMonths as monthsOfHistory,
  formerAddresses,
  housingTenure,
  monthsThere,
  yearsThere,
  type FormerAddress,
} from '../shared/residence.ts';
import { filled, type Input } from '../shared/rules.ts';
import { dropUnasked } from './rules.ts';

/**
 * Long form, step primaryResidence (docs/product/flow-fields.md, Flow 2): the borrower's home, how
 * long they have lived there, what it costs them, and — when they own it — its value and
 * mortgage, which the personal financial statement counts as real estate (SBA Form 413 §4, the
 * primary residence) and a mortgage on it.
 */

export const mortgageStatuses = [
  { value: 'current', label: 'Up to date' },
  { value: 'late30', label: '30 or more days late' },
  { value: 'forbearance', label: 'In forbearance or a payment plan' },
] as const;

const owns = (input: Input) => input.ownOrRent === 'own';
const mortgaged = (input: Input) => owns(input) && amountOf(input.mortgageBalance) > 0;

/** Whether the home is owned with a mortgage on it, so the mortgage's details are asked. */
export function homeIsMortgaged(values: Input | undefined): boolean {
  return mortgaged(values ?? {});
}

/** Months lived at the home and at the former addresses listed. */
export function addressHistoryMonths(values: Input | undefined): number {
  const s = values ?? {};
  return monthsOfHistory(s.yearsAtAddress, s.monthsAtAddress, s.formerAddresses);
}

/** Whether the home alone covers less than two years, so former addresses are asked. */
export function needsFormerAddresses(values: Input | undefined): boolean {
  const s = values ?? {};
  return monthsOfHistory(s.yearsAtAddress, s.monthsAtAddress, []) < ADDRESS_HISTORY_MONTHS;
}

/** The home as the financial statement counts it: its value and mortgage when owned, else nothing. */
export function homeOwned(values: Input | undefined): { value: number; mortgage: number } {
  const s = values ?? {};
  return owns(s)
    ? { value: amountOf(s.presentMarketValue), mortgage: amountOf(s.mortgageBalance) }
    : { value: 0, mortgage: 0 };
}

const ownsHome = ({ step }: { step: Input }) => owns(step);
const mortgagedHome = ({ step }: { step: Input }) => mortgaged(step);

export const primaryResidenceSchema = v.pipe(
  v.object({
    residenceAddress: personFields.homeAddress,
    ownOrRent: housingTenure('Do you own or rent your home?'),
    yearsAtAddress: yearsThere,
    monthsAtAddress: monthsThere,
    monthlyHousingPayment: ask('money', optionalDollars(), {
      question: ({ step }) => (owns(step) ? 'What your home costs you, per month' : 'Rent, per month'),
      hint: ({ step }) =>
        owns(step)
          ? 'Your mortgage payment plus property taxes, insurance and any HOA dues. Enter 0 if you own it outright and pay them yearly.'
          : '',
      when: ({ step }) => step.ownOrRent !== 'rentFree',
    }),
    presentMarketValue: ask('money', optionalDollars({ min: 1 }), {
      question: 'What your home is worth today',
      hint: 'Your best estimate, such as a recent appraisal or what similar homes nearby sold for.',
      when: ownsHome,
    }),
    mortgageBalance: ask('money', optionalDollars(), {
      question: 'What you still owe on it',
      hint: 'All mortgages and home equity loans together. Enter 0 if you own it outright.',
      when: ownsHome,
    }),
    mortgageHolderName: ask('text', optionalString({ max: 100 }), {
      question: 'Mortgage lender or servicer',
      when: mortgagedHome,
      input: { autoComplete: 'off' },
    }),
    monthlyMortgagePayment: ask('money', optionalDollars(), {
      question: 'Mortgage payment, per month',
      hint: 'As on your mortgage statement.',
      when: mortgagedHome,
    }),
    mortgageStatus: askChoiceWhen(mortgageStatuses, {
      question: 'Is the mortgage up to date?',
      when: mortgagedHome,
    }),
    formerAddresses: formerAddresses(({ step }) => needsFormerAddresses(step)),
  }),
  requiredWhen(
    'monthlyHousingPayment',
    ['ownOrRent', 'monthlyHousingPayment'],
    (input) => input.ownOrRent === 'rentFree' || filled(input.monthlyHousingPayment),
    'Enter what your home costs you each month',
  ),
  requiredWhen(
    'presentMarketValue',
    ['ownOrRent', 'presentMarketValue'],
    (input) => !owns(input) || filled(input.presentMarketValue),
    'Enter what your home is worth today',
  ),
  requiredWhen(
    'mortgageBalance',
    ['ownOrRent', 'mortgageBalance'],
    (input) => !owns(input) || filled(input.mortgageBalance),
    'Enter what you owe on your home, or 0 if you own it outright',
  ),
  requiredWhen(
    'mortgageHolderName',
    ['ownOrRent', 'mortgageBalance', 'mortgageHolderName'],
    (input) => !mortgaged(input) || filled(input.mortgageHolderName),
    'Enter who holds your mortgage',
  ),
  requiredWhen(
    'monthlyMortgagePayment',
    ['ownOrRent', 'mortgageBalance', 'monthlyMortgagePayment'],
    (input) => !mortgaged(input) || amountOf(input.monthlyMortgagePayment) > 0,
    'Enter your monthly mortgage payment',
  ),
  requiredWhen(
    'mortgageStatus',
    ['ownOrRent', 'mortgageBalance', 'mortgageStatus'],
    (input) => !mortgaged(input) || filled(input.mortgageStatus),
    messages.choiceRequired,
  ),
  requiredWhen(
    'formerAddresses',
    ['yearsAtAddress', 'monthsAtAddress', 'formerAddresses'],
    (input) => addressHistoryMonths(input) >= ADDRESS_HISTORY_MONTHS,
    'Add your previous addresses until they cover the last two years',
  ),
  dropUnasked([
    { fields: ['presentMarketValue', 'mortgageBalance'], asked: owns },
    { fields: ['mortgageHolderName', 'monthlyMortgagePayment', 'mortgageStatus'], asked: mortgaged },
    { fields: ['monthlyHousingPayment'], asked: (input) => input.ownOrRent !== 'rentFree' },
    { fields: ['formerAddresses'], asked: (input) => needsFormerAddresses(input) },
  ]),
);

export const primaryResidenceInitialValues = {
  residenceAddress: { ...emptyAddress },
  ownOrRent: '',
  yearsAtAddress: '',
  monthsAtAddress: '',
  monthlyHousingPayment: '',
  presentMarketValue: '',
  mortgageBalance: '',
  mortgageHolderName: '',
  monthlyMortgagePayment: '',
  mortgageStatus: '',
  formerAddresses: [] as FormerAddress[],
};
