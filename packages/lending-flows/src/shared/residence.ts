import {
  address,
  amountOf,
  choice,
  count,
  emptyAddress,
  messages,
  optionalString,
} from '@northgate/validators';
import * as v from 'valibot';

/**
 * Where and how a borrower lives, as the classic 1003 asks it (design/flow-fields.md, Flows 2 and
 * 3): the permanent application's borrower and the long form's home and household use the same
 * lists and rules, defined here once.
 */

export const maritalStatuses = [
  { value: 'married', label: 'Married' },
  { value: 'unmarried', label: 'Unmarried (single, divorced or widowed)' },
  { value: 'separated', label: 'Separated' },
] as const;

export const housingTenures = [
  { value: 'own', label: 'Own' },
  { value: 'rent', label: 'Rent' },
  { value: 'rentFree', label: 'Live rent-free' },
] as const;

/** Months of address history the applications ask for: two years. */
export const ADDRESS_HISTORY_MONTHS = 24;
export const MAX_FORMER_ADDRESSES = 5;

/** A former address: where, own or rent, and for how long. */
export const formerAddress = v.object({
  address: address(),
  housing: choice(housingTenures),
  years: count({ min: 0, max: 99 }),
  months: count({ min: 0, max: 11 }),
});

export type FormerAddress = {
  address: typeof emptyAddress;
  housing: string;
  years: string;
  months: string;
};

export const emptyFormerAddress: FormerAddress = {
  address: { ...emptyAddress },
  housing: '',
  years: '',
  months: '',
};

/** Months lived at the present address (years and months as typed) and at the former ones listed. */
export function addressHistoryMonths(presentYears: unknown, presentMonths: unknown, former: unknown): number {
  const months = (years: unknown, extra: unknown) => amountOf(years) * 12 + amountOf(extra);
  const entries = Array.isArray(former) ? (former as Partial<FormerAddress>[]) : [];
  return entries.reduce(
    (total, entry) => total + months(entry.years, entry.months),
    months(presentYears, presentMonths),
  );
}

const DEPENDENT_AGES = /^\d{1,2}(\s*,\s*\d{1,2})*$/;

/** The dependents' ages as typed ('4, 9'), blank or numbers separated by commas. */
export const dependentsAges = () =>
  v.pipe(
    optionalString({ max: 100 }),
    v.check(
      (value) => value === '' || DEPENDENT_AGES.test(value),
      'Enter ages as numbers separated by commas, such as 4, 9',
    ),
  );

/** Whether the ages typed name one age for each dependent counted (none needed for 0 dependents). */
export function agesMatchDependents(countValue: unknown, ages: unknown): 'ok' | 'missing' | 'mismatch' {
  const dependents = amountOf(countValue);
  if (dependents === 0) return 'ok';
  if (typeof ages !== 'string' || ages.trim() === '') return 'missing';
  return ages.split(',').length === dependents ? 'ok' : 'mismatch';
}

/** A mailing address only when it differs from the home address: `{ different, address }`. */
export const mailingAddress = () =>
  v.variant(
    'different',
    [
      v.object({ different: v.literal(false), address: v.optional(v.unknown()) }),
      v.object({ different: v.literal(true), address: address() }),
    ],
    messages.choiceRequired,
  );

export const emptyMailingAddress = { different: false, address: { ...emptyAddress } };
