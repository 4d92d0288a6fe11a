import {
  address,
  adult,
  date,
  personName,
  requiredEmail,
  requiredString,
  ssnOrItin,
  usPhone,
} from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice } from './ask.ts';

/**
 * The answers about a person that several flows ask (short quiz, permanent, investment and
 * business applications, and the business's other owners): each rule and option list is defined
 * here once. Steps spread the blocks below where their keys match, or pick single rules from
 * `personFields` where a form names a field its own way (the 1003's `ssn`, `homePhone`).
 */

/** Citizenship, as every flow asks it (docs/product/flow-fields.md, Flow 1). */
export const citizenships = [
  { value: 'usCitizen', label: 'US citizen' },
  { value: 'permanentResident', label: 'Permanent resident' },
  { value: 'nonPermanentResident', label: 'Non-permanent resident' },
  { value: 'foreignNational', label: 'Foreign national' },
] as const;

/**
 * Credit score, in 20-point bands whose cut-offs match the lenders' minimums (600, 620, 660,
 * 680); "Don't know" is a fine answer (docs/product/flow-fields.md, Flow 1).
 */
export const creditScoreRanges = [
  { value: '760+', label: '760 or higher' },
  { value: '740-759', label: '740–759' },
  { value: '720-739', label: '720–739' },
  { value: '700-719', label: '700–719' },
  { value: '680-699', label: '680–699' },
  { value: '660-679', label: '660–679' },
  { value: '640-659', label: '640–659' },
  { value: '620-639', label: '620–639' },
  { value: '600-619', label: '600–619' },
  { value: '<600', label: 'Below 600' },
  { value: 'unknown', label: "I don't know" },
] as const;

/**
 * One rule per answer about a person, each declared with the words most steps ask it in; a step
 * that asks it its own way rewords it there (`reword`).
 */
export const personFields = {
  firstName: ask('text', personName(), { question: 'First name', input: { autoComplete: 'given-name' } }),
  lastName: ask('text', personName(), { question: 'Last name', input: { autoComplete: 'family-name' } }),
  /** Stored in lower case: the applications match people and their owners by email. */
  email: ask('email', v.pipe(requiredEmail({ max: 64 }), v.toLowerCase()), {
    question: 'Email',
    input: { autoComplete: 'email' },
  }),
  phone: ask('phone', usPhone(), { question: 'Mobile phone' }),
  /** A job title or role in the business. */
  title: ask('text', requiredString({ max: 60 }), {
    question: 'Title',
    input: { autoComplete: 'organization-title' },
  }),
  homeAddress: ask('address', address(), { question: 'Home address' }),
  /** Kept encrypted, never sent back (the borrower sees that it is on file); staff reveal it. */
  dateOfBirth: ask('date', date(adult), {
    question: 'Date of birth',
    hint: 'You must be 18 or older. We use it with your SSN to match your credit report.',
    sensitivity: 'revealable',
    shows: 'nothing',
    input: { autoComplete: 'bday' },
  }),
  /** Kept encrypted, sent back as its last four digits only; staff reveal it. */
  ssnOrItin: ask('taxId', ssnOrItin(), {
    question: 'Social Security number or ITIN',
    hint: 'For the credit check you authorize at the end. It is encrypted and never shown in full again.',
    sensitivity: 'revealable',
    input: { taxId: 'ssn' },
  }),
  citizenship: askChoice(citizenships, { question: 'Citizenship' }),
  creditScoreRange: askChoice(creditScoreRanges, {
    question: 'Your credit score, roughly',
    hint: 'Your best estimate is fine; we confirm it with the credit report.',
  }),
};

/** First and last name. */
export const personNameFields = {
  firstName: personFields.firstName,
  lastName: personFields.lastName,
};
export const emptyPersonName = { firstName: '', lastName: '' };

/** Email (lower-cased) and mobile phone: how the lender reaches the borrower. */
export const personContactFields = {
  email: personFields.email,
  mobilePhone: personFields.phone,
};
export const emptyPersonContact = { email: '', mobilePhone: '' };

/** Date of birth (18 or older) and SSN or ITIN: what the credit check needs. */
export const personIdentityFields = {
  dateOfBirth: personFields.dateOfBirth,
  ssnOrItin: personFields.ssnOrItin,
};
export const emptyPersonIdentity = { dateOfBirth: '', ssnOrItin: '' };

/** Citizenship and credit score band: how the applications price a borrower. */
export const personCreditProfileFields = {
  citizenship: personFields.citizenship,
  creditScoreRange: personFields.creditScoreRange,
};
export const emptyPersonCreditProfile = { citizenship: '', creditScoreRange: '' };
