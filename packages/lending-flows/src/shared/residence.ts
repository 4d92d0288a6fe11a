import { address, amountOf, count, emptyAddress, messages, optionalString } from '@northgate/validators';
import * as v from 'valibot';
import type { FieldContext } from '@northgate/form-engine/core';
import { ask, askChoice, askList } from './ask.ts';
import { list } from './rules.ts';

/**
 * Where and how a borrower lives, as the classic 1003 asks it (docs/product/flow-fields.md, Flows 2 and
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

/** How long at an address, in years and months (the months 0 to 11). */
export const yearsThere = ask('number', count({ min: 0, max: 99 }), {
  question: 'Years there',
  input: { width: 'short', autoComplete: 'off' },
});
export const monthsThere = ask('number', count({ min: 0, max: 11 }), {
  question: 'And months',
  hint: '0 to 11.',
  input: { width: 'short', autoComplete: 'off' },
});

/** Own, rent or live rent-free, as a row of radios, asked as `question`. */
export function housingTenure(question: string) {
  return askChoice(housingTenures, {
    question,
    hint: 'Live rent-free means you pay no rent or mortgage, for example when living with family.',
    input: { control: 'radio', inline: true },
  });
}

/** A former address: where, own or rent, and for how long. */
export const formerAddress = v.object({
  address: ask('address', address(), { question: 'Address' }),
  housing: askChoice(housingTenures, {
    question: 'Did you own or rent this home?',
    input: { control: 'radio', inline: true },
  }),
  years: yearsThere,
  months: monthsThere,
});

/**
 * The former addresses that complete two years of history; `short` says from the answers around
 * the list whether the current home alone covers less than two years (the list is then required).
 */
export function formerAddresses(short: (context: FieldContext) => boolean) {
  return askList(list(formerAddress, MAX_FORMER_ADDRESSES, 'former addresses'), {
    question: (context) => (short(context) ? 'Previous addresses' : 'Previous addresses (optional)'),
    label: 'Previous addresses',
    hint: 'We need two years of address history. Add the addresses before your current one, most recent first, until they cover two years.',
    itemNoun: 'Address',
  });
}

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
  ask(
    'text',
    v.pipe(
      optionalString({ max: 100 }),
      v.check(
        (value) => value === '' || DEPENDENT_AGES.test(value),
        'Enter ages as numbers separated by commas, such as 4, 9',
      ),
    ),
    {
      question: 'Ages of your dependents',
      hint: 'Separate the ages with commas, for example 4, 9.',
      when: ({ parent }) => amountOf(parent.dependentsCount) > 0,
      input: { width: 'medium', autoComplete: 'off' },
    },
  );

/** Marital status, the number of dependents and their ages: the household, as the 1003 asks it. */
export const householdFields = {
  maritalStatus: askChoice(maritalStatuses, { question: 'Marital status', input: { control: 'radio' } }),
  dependentsCount: ask('number', count({ min: 0, max: 20 }), {
    question: 'Number of dependents',
    hint: 'Children and others who rely on you for support, not counting a spouse. Enter 0 if none.',
    input: { width: 'short', autoComplete: 'off' },
  }),
  dependentsAges: dependentsAges(),
};

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
      v.object({
        // Declared on the first option: one declaration for the box, whichever way it is ticked.
        different: ask('check', v.literal(false), {
          question: 'My mailing address is different from my home address',
        }),
        address: v.optional(v.unknown()),
      }),
      v.object({
        different: v.literal(true),
        address: ask('address', address(), {
          question: 'Your mailing address',
          when: ({ parent }) => parent.different === true,
        }),
      }),
    ],
    messages.choiceRequired,
  );

export const emptyMailingAddress = { different: false, address: { ...emptyAddress } };
