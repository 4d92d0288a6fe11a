import {
  address,
  amountOf,
  choice,
  count,
  emptyAddress,
  messages,
  optionalChoice,
  optionalDollars,
  optionalString,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import {
  ADDRESS_HISTORY_MONTHS,
  addressHistoryMonths,
  formerAddress,
  housingTenures,
  MAX_FORMER_ADDRESSES,
  type FormerAddress,
} from '../shared/residence.ts';
import { filled, list, type Input } from '../shared/rules.ts';
import { dropUnasked } from './rules.ts';

/**
 * Long form, step primaryResidence (design/flow-fields.md, Flow 2): the borrower's home, how
 * long they have lived there, what it costs them, and — when they own it — its value and
 * mortgage, which the personal financial statement counts as real estate (SBA Form 413 §4, the
 * primary residence) and a mortgage on it.
 */

export const longFormMortgageStatuses = [
  { value: 'current', label: 'Up to date' },
  { value: 'late30', label: '30 or more days late' },
  { value: 'forbearance', label: 'In forbearance or a payment plan' },
] as const;

const owns = (input: Input) => input.ownOrRent === 'own';
const mortgaged = (input: Input) => owns(input) && amountOf(input.mortgageBalance) > 0;

/** Whether the home is owned with a mortgage on it, so the mortgage's details are asked. */
export function longFormHomeIsMortgaged(values: Input | undefined): boolean {
  return mortgaged(values ?? {});
}

/** Months lived at the home and at the former addresses listed. */
export function longFormAddressHistoryMonths(values: Input | undefined): number {
  const s = values ?? {};
  return addressHistoryMonths(s.yearsAtAddress, s.monthsAtAddress, s.formerAddresses);
}

/** Whether the home alone covers less than two years, so former addresses are asked. */
export function longFormNeedsFormerAddresses(values: Input | undefined): boolean {
  const s = values ?? {};
  return addressHistoryMonths(s.yearsAtAddress, s.monthsAtAddress, []) < ADDRESS_HISTORY_MONTHS;
}

/** The home as the financial statement counts it: its value and mortgage when owned, else nothing. */
export function longFormHomeOwned(values: Input | undefined): { value: number; mortgage: number } {
  const s = values ?? {};
  return owns(s)
    ? { value: amountOf(s.presentMarketValue), mortgage: amountOf(s.mortgageBalance) }
    : { value: 0, mortgage: 0 };
}

export const longFormPrimaryResidenceSchema = v.pipe(
  v.object({
    residenceAddress: address(),
    ownOrRent: choice(housingTenures),
    yearsAtAddress: count({ min: 0, max: 99 }),
    monthsAtAddress: count({ min: 0, max: 11 }),
    monthlyHousingPayment: optionalDollars(),
    presentMarketValue: optionalDollars({ min: 1 }),
    mortgageBalance: optionalDollars(),
    mortgageHolderName: optionalString({ max: 100 }),
    monthlyMortgagePayment: optionalDollars(),
    mortgageStatus: optionalChoice(longFormMortgageStatuses),
    formerAddresses: list(formerAddress, MAX_FORMER_ADDRESSES, 'former addresses'),
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
    (input) => longFormAddressHistoryMonths(input) >= ADDRESS_HISTORY_MONTHS,
    'Add your previous addresses until they cover the last two years',
  ),
  dropUnasked([
    { fields: ['presentMarketValue', 'mortgageBalance'], asked: owns },
    { fields: ['mortgageHolderName', 'monthlyMortgagePayment', 'mortgageStatus'], asked: mortgaged },
    { fields: ['monthlyHousingPayment'], asked: (input) => input.ownOrRent !== 'rentFree' },
    { fields: ['formerAddresses'], asked: (input) => longFormNeedsFormerAddresses(input) },
  ]),
);

export const longFormPrimaryResidenceInitialValues = {
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
