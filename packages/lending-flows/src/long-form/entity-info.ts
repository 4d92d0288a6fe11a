import {
  checkWhen,
  choice,
  optionalString,
  percentage,
  requiredString,
  requiredWhen,
  yesNo,
} from '@northgate/validators';
import * as v from 'valibot';
import { borrowingEntityFields, emptyBorrowingEntity } from '../shared/entity.ts';
import {
  everyEntryPasses,
  guaranteeOfMajorOwner,
  listedSharesTotal,
  ownerList,
  shareOf,
} from '../shared/owners.ts';
import { personFields } from '../shared/person.ts';
import { cleanedWhenValid } from '../shared/rules.ts';
import { dropUnasked } from './rules.ts';

/**
 * Long form, step entityInfo (design/flow-fields.md, Flow 2; ARC section B): the company the
 * borrower will close in, if any, its owners and who guarantees the loan. Private lenders lend
 * to the company and take a personal guarantee from every owner of 20% or more; the applicant
 * signs one by applying. The entity's documents (articles, operating agreement, EIN letter) are
 * uploaded with the document uploads, not here.
 */

export const longFormEntityTypes = [
  { value: 'llc', label: 'Limited liability company (LLC)' },
  { value: 'corporation', label: 'Corporation (C-corp)' },
  { value: 'sCorp', label: 'S corporation' },
  { value: 'lp', label: 'Limited partnership' },
  { value: 'gp', label: 'General partnership' },
  { value: 'trust', label: 'Trust' },
  { value: 'other', label: 'Other' },
] as const;

export const longFormEntityTitles = [
  { value: 'managingMember', label: 'Managing member' },
  { value: 'member', label: 'Member' },
  { value: 'president', label: 'President' },
  { value: 'partner', label: 'Partner' },
  { value: 'trustee', label: 'Trustee' },
  { value: 'other', label: 'Other' },
] as const;

export const MAX_LONG_FORM_ENTITY_OWNERS = 6;

const ownerShare = percentage({ min: 0.001, max: 100 });

const otherOwner = v.pipe(
  v.object({
    name: requiredString({ max: 100 }),
    email: personFields.email,
    ownershipPct: ownerShare,
    isGuarantor: choice(yesNo),
  }),
  guaranteeOfMajorOwner(),
);

export type LongFormEntityOwner = { name: string; email: string; ownershipPct: string; isGuarantor: string };
export const emptyLongFormEntityOwner: LongFormEntityOwner = {
  name: '',
  email: '',
  ownershipPct: '',
  isGuarantor: '',
};

/** The entity's ownership as entered: the borrower's share plus every other owner's. */
export function longFormEntityOwnership(entity: unknown): number {
  const s = (entity ?? {}) as { yourOwnershipPct?: unknown; otherOwners?: unknown };
  return Math.round((shareOf(s.yourOwnershipPct) + listedSharesTotal(s.otherOwners)) * 1000) / 1000;
}

const entity = v.pipe(
  v.object({
    ...borrowingEntityFields(longFormEntityTypes, { nameMax: 120 }),
    dba: optionalString({ max: 120 }),
    yourOwnershipPct: ownerShare,
    yourTitle: choice(longFormEntityTitles),
    otherOwners: ownerList(
      otherOwner,
      MAX_LONG_FORM_ENTITY_OWNERS,
      `Add at most ${MAX_LONG_FORM_ENTITY_OWNERS} owners`,
    ),
  }),
  requiredWhen(
    'otherOwners',
    ['yourOwnershipPct'],
    (input) =>
      !everyEntryPasses(input.otherOwners, 'ownershipPct', ownerShare) ||
      longFormEntityOwnership(input) <= 100,
    'The shares of the owners add up to more than 100%',
  ),
);

export const emptyLongFormEntity = {
  ...emptyBorrowingEntity,
  dba: '',
  yourOwnershipPct: '',
  yourTitle: '',
  otherOwners: [] as LongFormEntityOwner[],
};

const hasEntity = (input: Record<string, unknown>) => input.hasEntity === 'yes';

export const longFormEntityInfoSchema = v.pipe(
  v.object({
    hasEntity: choice(yesNo),
    entity: cleanedWhenValid(entity, () => ({ ...emptyLongFormEntity })),
  }),
  checkWhen('entity', hasEntity, entity),
  dropUnasked([{ fields: ['entity'], asked: hasEntity }]),
);

export const longFormEntityInfoInitialValues = {
  hasEntity: '',
  entity: { ...emptyLongFormEntity, otherOwners: [] as LongFormEntityOwner[] },
};
