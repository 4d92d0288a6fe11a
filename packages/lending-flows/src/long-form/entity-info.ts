import { checkWhen, optionalString, percentage, requiredString, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice, askGroup, askList, askYesNo, reword } from '../shared/ask.ts';
import { borrowingEntityFields, emptyBorrowingEntity } from '../shared/entity.ts';
import {
  everyEntryPasses,
  GUARANTOR_SHARE,
  guaranteeOfMajorOwner,
  listedSharesTotal,
  mustGuarantee,
  ownerList,
  shareOf,
} from '../shared/owners.ts';
import { personFields } from '../shared/person.ts';
import { cleanedWhenValid } from '../shared/rules.ts';
import { dropUnasked } from './rules.ts';

/**
 * Long form, step entityInfo (docs/product/flow-fields.md, Flow 2; ARC section B): the company the
 * borrower will close in, if any, its owners and who guarantees the loan. Private lenders lend
 * to the company and take a personal guarantee from every owner of 20% or more; the applicant
 * signs one by applying. The entity's documents (articles, operating agreement, EIN letter) are
 * uploaded with the document uploads, not here.
 */

export const entityTypes = [
  { value: 'llc', label: 'Limited liability company (LLC)' },
  { value: 'corporation', label: 'Corporation (C-corp)' },
  { value: 'sCorp', label: 'S corporation' },
  { value: 'lp', label: 'Limited partnership' },
  { value: 'gp', label: 'General partnership' },
  { value: 'trust', label: 'Trust' },
  { value: 'other', label: 'Other' },
] as const;

export const entityTitles = [
  { value: 'managingMember', label: 'Managing member' },
  { value: 'member', label: 'Member' },
  { value: 'president', label: 'President' },
  { value: 'partner', label: 'Partner' },
  { value: 'trustee', label: 'Trustee' },
  { value: 'other', label: 'Other' },
] as const;

export const MAX_ENTITY_OWNERS = 6;

const ownerShare = percentage({ min: 0.001, max: 100 });

const otherOwner = v.pipe(
  v.object({
    name: ask('text', requiredString({ max: 100 }), {
      question: 'Full name',
      input: { autoComplete: 'off' },
    }),
    email: reword(personFields.email, { input: { autoComplete: 'off' } }),
    ownershipPct: ask('percent', ownerShare, { question: 'Their share, in percent' }),
    isGuarantor: askYesNo({
      question: 'Will this owner personally guarantee the loan?',
      hint: ({ parent }) =>
        mustGuarantee(parent.ownershipPct) ? `Required: they own ${GUARANTOR_SHARE}% or more.` : '',
    }),
  }),
  guaranteeOfMajorOwner(),
);

export type EntityOwner = { name: string; email: string; ownershipPct: string; isGuarantor: string };
export const emptyEntityOwner: EntityOwner = {
  name: '',
  email: '',
  ownershipPct: '',
  isGuarantor: '',
};

/** The entity's ownership as entered: the borrower's share plus every other owner's. */
export function entityOwnership(entity: unknown): number {
  const s = (entity ?? {}) as { yourOwnershipPct?: unknown; otherOwners?: unknown };
  return Math.round((shareOf(s.yourOwnershipPct) + listedSharesTotal(s.otherOwners)) * 1000) / 1000;
}

const { entityName, entityType, stateOfFormation, formationDate, ein } = borrowingEntityFields(entityTypes, {
  nameMax: 120,
});

const entity = v.pipe(
  v.object({
    entityName,
    dba: ask('text', optionalString({ max: 120 }), {
      question: 'Doing business as (DBA)',
      optional: true,
      input: { autoComplete: 'off' },
    }),
    entityType,
    stateOfFormation,
    formationDate,
    ein,
    yourOwnershipPct: ask('percent', ownerShare, { question: 'Your share of the company, in percent' }),
    yourTitle: askChoice(entityTitles, { question: 'Your title' }),
    otherOwners: askList(
      ownerList(otherOwner, MAX_ENTITY_OWNERS, `Add at most ${MAX_ENTITY_OWNERS} owners`),
      {
        question: 'Everyone else who owns part of the company (optional)',
        label: 'Other owners',
        hint: `Every owner of ${GUARANTOR_SHARE}% or more must also guarantee the loan.`,
        itemNoun: 'Owner',
      },
    ),
  }),
  requiredWhen(
    'otherOwners',
    ['yourOwnershipPct'],
    (input) =>
      !everyEntryPasses(input.otherOwners, 'ownershipPct', ownerShare) || entityOwnership(input) <= 100,
    'The shares of the owners add up to more than 100%',
  ),
);

export const emptyEntity = {
  ...emptyBorrowingEntity,
  dba: '',
  yourOwnershipPct: '',
  yourTitle: '',
  otherOwners: [] as EntityOwner[],
};

const hasEntity = (input: Record<string, unknown>) => input.hasEntity === 'yes';

export const entityInfoSchema = v.pipe(
  v.object({
    hasEntity: askYesNo({
      question: 'Will you borrow through a company (an LLC, corporation, partnership or trust)?',
      hint: 'Most investor loans close in the name of a company, with a personal guarantee from its owners. If you have not formed it yet, answer No and tell your loan officer.',
    }),
    entity: askGroup(
      cleanedWhenValid(entity, () => ({ ...emptyEntity })),
      { title: 'The company', when: ({ step }) => hasEntity(step) },
    ),
  }),
  checkWhen('entity', hasEntity, entity),
  dropUnasked([{ fields: ['entity'], asked: hasEntity }]),
);

export const entityInfoInitialValues = {
  hasEntity: '',
  entity: { ...emptyEntity, otherOwners: [] as EntityOwner[] },
};
