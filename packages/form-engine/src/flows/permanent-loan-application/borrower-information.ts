import {
  address,
  amountOf,
  choice,
  count,
  emptyAddress,
  messages,
  optionalChoice,
  optionalCount,
  optionalString,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import { personFields } from '../shared/person.ts';
import { isBlank, list } from './rules.ts';

/**
 * Permanent loan application, step borrowerInformation (design/flow-fields.md, Flow 3; classic 1003 section III).
 */

export const permanentNameSuffixes = [
  { value: 'Jr.', label: 'Jr.' },
  { value: 'Sr.', label: 'Sr.' },
  { value: 'II', label: 'II' },
  { value: 'III', label: 'III' },
  { value: 'IV', label: 'IV' },
] as const;

export const permanentMaritalStatuses = [
  { value: 'married', label: 'Married' },
  { value: 'unmarried', label: 'Unmarried (single, divorced or widowed)' },
  { value: 'separated', label: 'Separated' },
] as const;

export const permanentHousingTenures = [
  { value: 'own', label: 'Own' },
  { value: 'rent', label: 'Rent' },
  { value: 'rentFree', label: 'Live rent-free' },
] as const;

/** Months of address history the classic 1003 asks for: two years. */
export const PERMANENT_ADDRESS_HISTORY_MONTHS = 24;
export const MAX_PERMANENT_FORMER_ADDRESSES = 5;

const DEPENDENT_AGES = /^\d{1,2}(\s*,\s*\d{1,2})*$/;

const formerAddress = v.object({
  address: address(),
  housing: choice(permanentHousingTenures),
  years: count({ min: 0, max: 99 }),
  months: count({ min: 0, max: 11 }),
});

export type PermanentFormerAddress = {
  address: typeof emptyAddress;
  housing: string;
  years: string;
  months: string;
};

export const emptyPermanentFormerAddress: PermanentFormerAddress = {
  address: { ...emptyAddress },
  housing: '',
  years: '',
  months: '',
};

/** Months lived at the present address and the former ones listed. */
export function permanentAddressHistoryMonths(values: {
  presentAddressYears?: unknown;
  presentAddressMonths?: unknown;
  formerAddresses?: unknown;
}): number {
  const months = (years: unknown, extra: unknown) => amountOf(years) * 12 + amountOf(extra);
  const former = Array.isArray(values.formerAddresses)
    ? (values.formerAddresses as PermanentFormerAddress[])
    : [];
  return former.reduce(
    (total, entry) => total + months(entry.years, entry.months),
    months(values.presentAddressYears, values.presentAddressMonths),
  );
}

/** Whether the present address alone covers less than two years, so former addresses are asked. */
export function needsFormerAddresses(values: {
  presentAddressYears?: unknown;
  presentAddressMonths?: unknown;
}): boolean {
  return permanentAddressHistoryMonths(values) < PERMANENT_ADDRESS_HISTORY_MONTHS;
}

/** A mailing address only when it differs from the present address. */
const mailing = v.variant(
  'different',
  [
    v.object({ different: v.literal(false), address: v.optional(v.unknown()) }),
    v.object({ different: v.literal(true), address: address() }),
  ],
  messages.choiceRequired,
);

const borrowerIdentity = v.pipe(
  v.object({
    firstName: personFields.firstName,
    middleName: optionalString({ max: 50 }),
    lastName: personFields.lastName,
    suffix: optionalChoice(permanentNameSuffixes),
    email: personFields.email,
    // The 1003's own names for the phone and the SSN; the rules are everyone's.
    homePhone: personFields.phone,
    ssn: personFields.ssnOrItin,
    dateOfBirth: personFields.dateOfBirth,
    yearsSchool: optionalCount({ min: 0, max: 30 }),
    maritalStatus: choice(permanentMaritalStatuses),
    dependentsCount: count({ min: 0, max: 20 }),
    dependentsAges: v.pipe(
      optionalString({ max: 100 }),
      v.check(
        (value) => value === '' || DEPENDENT_AGES.test(value),
        'Enter ages as numbers separated by commas, such as 4, 9',
      ),
    ),
    presentAddress: address(),
    presentHousing: choice(permanentHousingTenures),
    presentAddressYears: count({ min: 0, max: 99 }),
    presentAddressMonths: count({ min: 0, max: 11 }),
    mailing,
    formerAddresses: list(formerAddress, MAX_PERMANENT_FORMER_ADDRESSES, 'former addresses'),
  }),
  requiredWhen(
    'dependentsAges',
    ['dependentsCount', 'dependentsAges'],
    (input) => amountOf(input.dependentsCount) === 0 || !isBlank(input.dependentsAges),
    'Enter the age of each dependent',
  ),
  requiredWhen(
    'dependentsAges',
    ['dependentsCount', 'dependentsAges'],
    (input) =>
      amountOf(input.dependentsCount) === 0 ||
      isBlank(input.dependentsAges) ||
      String(input.dependentsAges).split(',').length === amountOf(input.dependentsCount),
    'Enter one age for each dependent',
  ),
  requiredWhen(
    'formerAddresses',
    ['presentAddressYears', 'presentAddressMonths', 'formerAddresses'],
    (input) => permanentAddressHistoryMonths(input) >= PERMANENT_ADDRESS_HISTORY_MONTHS,
    'Add your previous addresses until they cover the last two years',
  ),
);

export const permanentBorrowerInformationSchema = v.object({ borrower: borrowerIdentity });

const emptyBorrowerIdentity = {
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: '',
  email: '',
  homePhone: '',
  ssn: '',
  dateOfBirth: '',
  yearsSchool: '',
  maritalStatus: '',
  dependentsCount: '',
  dependentsAges: '',
  presentAddress: { ...emptyAddress },
  presentHousing: '',
  presentAddressYears: '',
  presentAddressMonths: '',
  mailing: { different: false, address: { ...emptyAddress } },
  formerAddresses: [] as PermanentFormerAddress[],
};

export const permanentBorrowerInformationInitialValues = { borrower: emptyBorrowerIdentity };
