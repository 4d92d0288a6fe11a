import { checkWhen, choice, optionalString, percentage, requiredString, yesNo } from '@northgate/validators';
import * as v from 'valibot';
import { entityFields, entityName, entityType } from '../shared/entity.ts';
import { everyEntryPasses, listedSharesTotal } from '../shared/owners.ts';
import { BUSINESS_NAME_MAX, cleanedWhenValid, entryList, requiredIf } from './rules.ts';

/**
 * Business loan application, step partnerInformation (design/flow-fields.md, Flow 5: the shape of SBA Form 1919).
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

const entityOwner = v.object({
  name: entityName(BUSINESS_NAME_MAX),
  entityType: entityType(entityOwnerTypes),
  ein: entityFields.ein,
  ownershipPct: entityShare,
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
  name: entityName(BUSINESS_NAME_MAX),
  ein: entityFields.ein,
  relationship: requiredString({ max: 200 }),
  ownershipPct: percentage({ min: 0, max: 100 }),
});

export type Affiliate = { name: string; ein: string; relationship: string; ownershipPct: string };
export const emptyAffiliate: Affiliate = { name: '', ein: '', relationship: '', ownershipPct: '' };

const affiliateList = entryList(
  affiliate,
  MAX_AFFILIATES,
  'Add each affiliated business',
  `Add at most ${MAX_AFFILIATES} affiliated businesses`,
);

export const partnerInformationSchema = v.pipe(
  v.object({
    hasEntityOwners: choice(yesNo),
    entityOwners: cleanedWhenValid(entityOwnerList, () => []),
    hasAffiliates: choice(yesNo),
    affiliates: cleanedWhenValid(affiliateList, () => []),
    hasCoApplicant: choice(yesNo),
    coApplicantName: optionalString({ max: 120 }),
    coApplicantEin: cleanedWhenValid(entityFields.ein, () => ''),
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
