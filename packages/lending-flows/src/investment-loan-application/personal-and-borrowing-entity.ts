import { count, percentage, requiredString, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice, askList, reword } from '../shared/ask.ts';
import { borrowingEntityFields, emptyBorrowingEntity } from '../shared/entity.ts';
import { ownerList } from '../shared/owners.ts';
import {
  emptyPersonContact,
  emptyPersonCreditProfile,
  emptyPersonIdentity,
  emptyPersonName,
  personContactFields,
  personCreditProfileFields,
  personFields,
  personIdentityFields,
  personNameFields,
} from '../shared/person.ts';
import { dealCounts } from '../short-quiz/request-loan.ts';

/**
 * Investment (DSCR) loan application, step personalAndBorrowingEntity (docs/product/flow-fields.md,
 * Flow 4): the applicant, who guarantees the loan, and the company that borrows and owns the property.
 */

export const housingStatuses = [
  { value: 'owns', label: 'I own my home' },
  { value: 'rents', label: 'I rent my home' },
  { value: 'investmentOnly', label: 'I own only investment property' },
] as const;

// Non-profits and trusts cannot borrow on this program (docs/product/flow-fields.md, Flow 4).
export const entityTypes = [
  { value: 'llc', label: 'Limited liability company (LLC)' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'lp', label: 'Limited partnership' },
  { value: 'gp', label: 'General partnership' },
] as const;

export const MAX_CO_OWNERS = 4;

const coOwner = v.object({
  name: ask('text', requiredString({ max: 100 }), { question: 'Full name', input: { autoComplete: 'off' } }),
  email: reword(personFields.email, { input: { autoComplete: 'off' } }),
  ownershipPct: ask('percent', percentage({ min: 0.001, max: 99.999 }), {
    question: 'Their share, in percent',
  }),
});

export type CoOwner = { name: string; email: string; ownershipPct: string };
export const emptyCoOwner: CoOwner = { name: '', email: '', ownershipPct: '' };

/** The entity's ownership as entered: the applicant's share plus every co-owner's. */
export function totalOwnership(values: { ownershipPct?: unknown; coOwners?: unknown }): number {
  const share = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : 0);
  const others = Array.isArray(values.coOwners) ? values.coOwners : [];
  const total = others.reduce<number>(
    (sum, owner) => sum + share((owner as CoOwner).ownershipPct),
    share(values.ownershipPct),
  );
  // Shares have up to three decimals; round away float noise (33.333 + 33.333 + 33.334).
  return Math.round(total * 1000) / 1000;
}

export const personalAndBorrowingEntitySchema = v.pipe(
  v.object({
    ...personNameFields,
    ...personContactFields,
    ...personIdentityFields,
    ...personCreditProfileFields,
    housing: askChoice(housingStatuses, { question: 'Your own home' }),
    rentalsOwned: ask('number', count({ min: 0, max: 500 }), {
      question: 'Rental properties you own now',
      input: { width: 'short' },
    }),
    rehabsLast36Months: askChoice(dealCounts, {
      question: 'Properties bought, renovated and sold or rented in the last 36 months',
    }),
    ...borrowingEntityFields(entityTypes, { nameMax: 100 }),
    ownershipPct: ask('percent', percentage({ min: 0.001, max: 100 }), {
      question: 'Your share of the company, in percent',
    }),
    coOwners: askList(ownerList(coOwner, MAX_CO_OWNERS, `Add at most ${MAX_CO_OWNERS} other owners`), {
      question: 'Other owners',
      hint: 'Add everyone else who owns part of the company. Each owner signs the personal guarantee.',
      itemNoun: 'Owner',
    }),
  }),
  requiredWhen(
    'ownershipPct',
    ['coOwners'],
    (input) => totalOwnership(input) === 100,
    'The ownership shares must add up to 100%',
  ),
);

export const personalAndBorrowingEntityInitialValues = {
  ...emptyPersonName,
  ...emptyPersonContact,
  ...emptyPersonIdentity,
  ...emptyPersonCreditProfile,
  housing: '',
  rentalsOwned: '',
  rehabsLast36Months: '',
  ...emptyBorrowingEntity,
  ownershipPct: '100',
  coOwners: [] as CoOwner[],
};
