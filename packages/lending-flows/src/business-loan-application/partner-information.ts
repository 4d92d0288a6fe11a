import { checkWhen, optionalString, percentage, requiredString } from '@northgate/validators';
import * as v from 'valibot';
import type { FieldContext } from '@northgate/form-engine/core';
import { ask, askList, askYesNo, reword } from '../shared/ask.ts';
import { entityFields, entityName, entityType } from '../shared/entity.ts';
import { everyEntryPasses, listedSharesTotal } from '../shared/owners.ts';
import { BUSINESS_NAME_MAX, cleanedWhenValid, entryList, requiredIf } from './rules.ts';

/**
 * Business loan application, step partnerInformation (docs/product/flow-fields.md, Flow 5: the shape of SBA Form 1919).
 */

export const entityOwnerTypes = [
  { value: 'llc', label: 'Limited liability company (LLC)' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'trust', label: 'Trust' },
  { value: 'esop', label: 'Employee stock ownership plan (ESOP)' },
  { value: '401k', label: '401(k) retirement plan' },
  { value: 'other', label: 'Other' },
] as const;

export const MAX_ENTITY_OWNERS = 5;
export const MAX_AFFILIATES = 10;

const entityShare = percentage({ min: 0.001, max: 100 });

/** The legal name of a company listed here: a company the borrower names, not their own details. */
const listedName = reword(entityName(BUSINESS_NAME_MAX), {
  question: 'Legal name',
  input: { autoComplete: 'off' },
});

const entityOwner = v.object({
  name: listedName,
  entityType: reword(entityType(entityOwnerTypes), { question: 'Type' }),
  ein: reword(entityFields.ein, { hint: 'Trusts and plans have one too; it is on their tax filings.' }),
  ownershipPct: ask('percent', entityShare, { question: 'Its share of the business, in percent' }),
});

export type EntityOwner = { name: string; entityType: string; ein: string; ownershipPct: string };
export const emptyEntityOwner: EntityOwner = { name: '', entityType: '', ein: '', ownershipPct: '' };

const entityOwnerList = v.pipe(
  entryList(
    entityOwner,
    MAX_ENTITY_OWNERS,
    'Add each company, trust or plan that owns part of the business',
    `Add at most ${MAX_ENTITY_OWNERS} owning companies`,
  ),
  v.check(
    (list) => !everyEntryPasses(list, 'ownershipPct', entityShare) || listedSharesTotal(list) <= 100,
    'The shares of the companies listed here add up to more than 100%',
  ),
);

const affiliate = v.object({
  name: listedName,
  ein: reword(entityFields.ein, { hint: undefined }),
  relationship: ask('text', requiredString({ max: 200 }), {
    question: 'How is it connected to this business?',
    hint: 'For example: “Maria Delgado owns 50% and manages it” or “This business owns all of it”.',
    input: { autoComplete: 'off' },
  }),
  ownershipPct: ask('percent', percentage({ min: 0, max: 100 }), {
    question: 'Share of it owned by this business or its owners, in percent',
    hint: 'Enter 0 if the connection is control or management only.',
  }),
});

export type Affiliate = { name: string; ein: string; relationship: string; ownershipPct: string };
export const emptyAffiliate: Affiliate = { name: '', ein: '', relationship: '', ownershipPct: '' };

const affiliateList = entryList(
  affiliate,
  MAX_AFFILIATES,
  'Add each affiliated business',
  `Add at most ${MAX_AFFILIATES} affiliated businesses`,
);

const stepIs =
  (key: string, value: string) =>
  ({ step }: FieldContext) =>
    step[key] === value;

export const partnerInformationSchema = v.pipe(
  v.object({
    hasEntityOwners: askYesNo({
      question: 'Does another company, trust or retirement plan own part of the business?',
      hint: 'For example a holding company, a family trust, an ESOP or a 401(k) plan. People who own shares in their own name belong on the previous step.',
    }),
    entityOwners: cleanedWhenValid(
      askList(entityOwnerList, {
        question: 'Owning companies, trusts and plans',
        itemNoun: 'Owner',
        when: stepIs('hasEntityOwners', 'yes'),
      }),
      () => [],
    ),
    hasAffiliates: askYesNo({
      question:
        'Do you, another owner, or the business itself own 20% or more of any other business, or control one?',
      hint: 'These businesses are called affiliates. We ask because their debts and income can affect this loan.',
    }),
    affiliates: cleanedWhenValid(
      askList(affiliateList, {
        question: 'Affiliated businesses',
        itemNoun: 'Affiliate',
        when: stepIs('hasAffiliates', 'yes'),
      }),
      () => [],
    ),
    hasCoApplicant: askYesNo({
      question: 'Will another company apply for this loan together with the business?',
      hint: 'This is common when one company owns the building (a holding company) and another runs the business in it (the operating company): the two can borrow together.',
    }),
    coApplicantName: ask('text', optionalString({ max: 120 }), {
      question: 'Legal name of the other company',
      when: stepIs('hasCoApplicant', 'yes'),
      input: { autoComplete: 'off' },
    }),
    coApplicantEin: cleanedWhenValid(
      reword(entityFields.ein, {
        question: 'Its employer identification number (EIN)',
        hint: undefined,
        when: stepIs('hasCoApplicant', 'yes'),
      }),
      () => '',
    ),
  }),
  checkWhen('entityOwners', (input) => input.hasEntityOwners === 'yes', entityOwnerList),
  checkWhen('affiliates', (input) => input.hasAffiliates === 'yes', affiliateList),
  requiredIf('coApplicantName', 'hasCoApplicant', ['yes']),
  checkWhen('coApplicantEin', (input) => input.hasCoApplicant === 'yes', entityFields.ein),
);

export const partnerInformationInitialValues = {
  hasEntityOwners: '',
  entityOwners: [] as EntityOwner[],
  hasAffiliates: '',
  affiliates: [] as Affiliate[],
  hasCoApplicant: '',
  coApplicantName: '',
  coApplicantEin: '',
};
