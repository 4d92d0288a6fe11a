import {
  address,
  choice,
  count,
  emptyAddress,
  optionalChoice,
  optionalCount,
  optionalString,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import { personFields } from '../shared/person.ts';
import {
  ADDRESS_HISTORY_MONTHS,
  addressHistoryMonths,
  agesMatchDependents,
  dependentsAges,
  emptyMailingAddress,
  formerAddress,
  housingTenures,
  MAX_FORMER_ADDRESSES,
  maritalStatuses,
  mailingAddress,
  type FormerAddress,
} from '../shared/residence.ts';
import { list } from './rules.ts';

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

/** Months lived at the present address and the former ones listed. */
export function permanentAddressHistoryMonths(values: {
  presentAddressYears?: unknown;
  presentAddressMonths?: unknown;
  formerAddresses?: unknown;
}): number {
  return addressHistoryMonths(
    values.presentAddressYears,
    values.presentAddressMonths,
    values.formerAddresses,
  );
}

/** Whether the present address alone covers less than two years, so former addresses are asked. */
export function needsFormerAddresses(values: {
  presentAddressYears?: unknown;
  presentAddressMonths?: unknown;
}): boolean {
  return permanentAddressHistoryMonths(values) < ADDRESS_HISTORY_MONTHS;
}

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
    maritalStatus: choice(maritalStatuses),
    dependentsCount: count({ min: 0, max: 20 }),
    dependentsAges: dependentsAges(),
    presentAddress: address(),
    presentHousing: choice(housingTenures),
    presentAddressYears: count({ min: 0, max: 99 }),
    presentAddressMonths: count({ min: 0, max: 11 }),
    mailing: mailingAddress(),
    formerAddresses: list(formerAddress, MAX_FORMER_ADDRESSES, 'former addresses'),
  }),
  requiredWhen(
    'dependentsAges',
    ['dependentsCount', 'dependentsAges'],
    (input) => agesMatchDependents(input.dependentsCount, input.dependentsAges) !== 'missing',
    'Enter the age of each dependent',
  ),
  requiredWhen(
    'dependentsAges',
    ['dependentsCount', 'dependentsAges'],
    (input) => agesMatchDependents(input.dependentsCount, input.dependentsAges) !== 'mismatch',
    'Enter one age for each dependent',
  ),
  requiredWhen(
    'formerAddresses',
    ['presentAddressYears', 'presentAddressMonths', 'formerAddresses'],
    (input) => permanentAddressHistoryMonths(input) >= ADDRESS_HISTORY_MONTHS,
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
  mailing: { ...emptyMailingAddress },
  formerAddresses: [] as FormerAddress[],
};

export const permanentBorrowerInformationInitialValues = { borrower: emptyBorrowerIdentity };
