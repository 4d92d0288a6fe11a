import {
  address,
  choice,
  count,
  emptyAddress,
  optionalChoice,
  optionalCount,
  optionalString,
  messages,
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

/** How the co-borrower is related to the borrower (the 1003 asks it so the lender can read joint credit). */
export const permanentCoBorrowerRelationships = [
  { value: 'spouse', label: 'Spouse' },
  { value: 'domesticPartner', label: 'Domestic partner' },
  { value: 'parent', label: 'Parent' },
  { value: 'child', label: 'Son or daughter' },
  { value: 'sibling', label: 'Brother or sister' },
  { value: 'otherRelative', label: 'Other relative' },
  { value: 'friend', label: 'Friend or other' },
] as const;

/**
 * Joint credit (classic 1003, the co-borrower column): the choice comes first and reveals the
 * co-borrower's identity. The same rules as the borrower's; the SSN and date of birth stay sensitive.
 */
const coBorrower = v.variant(
  'jointCredit',
  [
    v.object({ jointCredit: v.literal('no') }),
    v.object({
      jointCredit: v.literal('yes'),
      firstName: personFields.firstName,
      lastName: personFields.lastName,
      email: personFields.email,
      phone: personFields.phone,
      dateOfBirth: personFields.dateOfBirth,
      ssn: personFields.ssnOrItin,
      maritalStatus: choice(maritalStatuses),
      relationship: choice(permanentCoBorrowerRelationships),
    }),
  ],
  messages.choiceRequired,
);

/** Whether the application is for joint credit, so the co-borrower's answers count. */
export function isJointCredit(values: { coBorrower?: unknown } | undefined): boolean {
  const group = values?.coBorrower;
  return (
    typeof group === 'object' && group !== null && (group as { jointCredit?: unknown }).jointCredit === 'yes'
  );
}

export const permanentBorrowerInformationSchema = v.object({ borrower: borrowerIdentity, coBorrower });

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

const emptyCoBorrower = {
  jointCredit: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  ssn: '',
  maritalStatus: '',
  relationship: '',
};

export const permanentBorrowerInformationInitialValues = {
  borrower: emptyBorrowerIdentity,
  coBorrower: emptyCoBorrower,
};
