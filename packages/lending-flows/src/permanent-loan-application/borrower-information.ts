import { emptyAddress, optionalCount, optionalString, messages, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice, askYesNo, reword } from '../shared/ask.ts';
import { personFields } from '../shared/person.ts';
import {
  ADDRESS_HISTORY_MONTHS,
  addressHistoryMonths as monthsOfHistory,
  agesMatchDependents,
  emptyMailingAddress,
  formerAddresses,
  householdFields,
  housingTenure,
  maritalStatuses,
  mailingAddress,
  monthsThere,
  yearsThere,
  type FormerAddress,
} from '../shared/residence.ts';

/**
 * Permanent loan application, step borrowerInformation (docs/product/flow-fields.md, Flow 3; classic 1003 section III).
 */

export const nameSuffixes = [
  { value: 'Jr.', label: 'Jr.' },
  { value: 'Sr.', label: 'Sr.' },
  { value: 'II', label: 'II' },
  { value: 'III', label: 'III' },
  { value: 'IV', label: 'IV' },
] as const;

/** Months lived at the present address and the former ones listed. */
export function addressHistoryMonths(values: {
  presentAddressYears?: unknown;
  presentAddressMonths?: unknown;
  formerAddresses?: unknown;
}): number {
  return monthsOfHistory(values.presentAddressYears, values.presentAddressMonths, values.formerAddresses);
}

/** Whether the present address alone covers less than two years, so former addresses are asked. */
export function needsFormerAddresses(values: {
  presentAddressYears?: unknown;
  presentAddressMonths?: unknown;
}): boolean {
  return addressHistoryMonths(values) < ADDRESS_HISTORY_MONTHS;
}

const borrowerIdentity = v.pipe(
  v.object({
    firstName: personFields.firstName,
    middleName: ask('text', optionalString({ max: 50 }), {
      question: 'Middle name',
      optional: true,
      input: { autoComplete: 'additional-name' },
    }),
    lastName: personFields.lastName,
    suffix: askChoice(nameSuffixes, {
      question: 'Suffix',
      optional: true,
      input: { width: 'short' },
    }),
    email: reword(personFields.email, {
      question: 'Email address',
      hint: 'We send updates about your application here.',
    }),
    // The 1003's own names for the phone and the SSN; the rules are everyone's.
    homePhone: reword(personFields.phone, {
      question: 'Phone number',
      hint: 'The best number to reach you during the day.',
    }),
    ssn: reword(personFields.ssnOrItin, {
      hint: 'Every mortgage lender must check your credit and confirm who you are, and the credit bureaus need this number to do it. We encrypt it and only the team reviewing your loan can see it.',
    }),
    dateOfBirth: reword(personFields.dateOfBirth, {
      hint: 'The credit bureaus use it to find the right credit file, and you must be 18 or older to sign a mortgage.',
    }),
    yearsSchool: ask('number', optionalCount({ min: 0, max: 30 }), {
      question: 'Years of school',
      hint: 'Count from first grade: 12 for a high school diploma, 16 for a four-year degree.',
      optional: true,
      input: { width: 'short', autoComplete: 'off' },
    }),
    ...householdFields,
    presentAddress: reword(personFields.homeAddress, { question: 'Your current home address' }),
    presentHousing: housingTenure('Do you own or rent this home?'),
    presentAddressYears: yearsThere,
    presentAddressMonths: monthsThere,
    mailing: mailingAddress(),
    formerAddresses: formerAddresses(({ parent }) => needsFormerAddresses(parent)),
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
    (input) => addressHistoryMonths(input) >= ADDRESS_HISTORY_MONTHS,
    'Add your previous addresses until they cover the last two years',
  ),
);

/** How the co-borrower is related to the borrower (the 1003 asks it so the lender can read joint credit). */
export const coBorrowerRelationships = [
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
const coBorrowerAsked = ({ parent }: { parent: Readonly<Record<string, unknown>> }) =>
  parent.jointCredit === 'yes';

const coBorrower = v.variant(
  'jointCredit',
  [
    v.object({
      // Declared on the first option: one declaration for the question, whichever way it is answered.
      jointCredit: askYesNo(
        {
          question: 'Applying with a co-borrower (joint credit)?',
          hint: 'A co-borrower signs the loan with you, and their income and debts count toward it.',
        },
        v.literal('no'),
      ),
    }),
    v.object({
      jointCredit: v.literal('yes'),
      firstName: reword(personFields.firstName, {
        question: "Co-borrower's first name",
        when: coBorrowerAsked,
        input: { autoComplete: 'off' },
      }),
      lastName: reword(personFields.lastName, {
        question: "Co-borrower's last name",
        when: coBorrowerAsked,
        input: { autoComplete: 'off' },
      }),
      email: reword(personFields.email, {
        question: "Co-borrower's email address",
        when: coBorrowerAsked,
        input: { autoComplete: 'off' },
      }),
      phone: reword(personFields.phone, { question: "Co-borrower's phone number", when: coBorrowerAsked }),
      dateOfBirth: reword(personFields.dateOfBirth, {
        question: "Co-borrower's date of birth",
        hint: undefined,
        when: coBorrowerAsked,
        input: { autoComplete: 'off' },
      }),
      ssn: reword(personFields.ssnOrItin, {
        question: "Co-borrower's Social Security number or ITIN",
        hint: "We pull the co-borrower's credit too. We encrypt this number and only the team reviewing your loan can see it.",
        when: coBorrowerAsked,
      }),
      maritalStatus: askChoice(maritalStatuses, {
        question: "Co-borrower's marital status",
        when: coBorrowerAsked,
      }),
      relationship: askChoice(coBorrowerRelationships, {
        question: 'How is the co-borrower related to you?',
        when: coBorrowerAsked,
      }),
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

export const borrowerInformationSchema = v.object({ borrower: borrowerIdentity, coBorrower });

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

export const borrowerInformationInitialValues = {
  borrower: emptyBorrowerIdentity,
  coBorrower: emptyCoBorrower,
};
