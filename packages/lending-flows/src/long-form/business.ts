import { amountOf, count, dollars, percentage, requiredString } from '@northgate/validators';
import * as v from 'valibot';
import { entityName, entityType } from '../shared/entity.ts';
import { shareOf } from '../shared/owners.ts';
import { entriesOf, type Input } from '../shared/rules.ts';
import { schedule } from './rules.ts';

/**
 * Long form, step business (design/flow-fields.md, Flow 2; classic 1003 VI "net worth of
 * business(es) owned"): each business the borrower owns part of. The statement counts the
 * borrower's share of each one's net worth. Financial statements and tax returns come with the
 * document uploads.
 */

export const longFormBusinessTypes = [
  { value: 'llc', label: 'Limited liability company (LLC)' },
  { value: 'corporation', label: 'Corporation (C-corp)' },
  { value: 'sCorp', label: 'S corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'soleProprietorship', label: 'Sole proprietorship' },
  { value: 'other', label: 'Other' },
] as const;

export const MAX_LONG_FORM_BUSINESSES = 10;

const business = v.object({
  businessName: entityName(120),
  entityType: entityType(longFormBusinessTypes),
  ownershipPct: percentage({ min: 0.001, max: 100 }),
  industry: requiredString({ max: 100 }),
  yearsInBusiness: count({ min: 0, max: 200 }),
  annualRevenue: dollars(),
  netWorth: dollars(),
});

export type LongFormBusiness = {
  businessName: string;
  entityType: string;
  ownershipPct: string;
  industry: string;
  yearsInBusiness: string;
  annualRevenue: string;
  netWorth: string;
};

export const emptyLongFormBusiness: LongFormBusiness = {
  businessName: '',
  entityType: '',
  ownershipPct: '',
  industry: '',
  yearsInBusiness: '',
  annualRevenue: '',
  netWorth: '',
};

/** The borrower's share of one business's net worth, in whole dollars. */
export function longFormBusinessShare(entry: Partial<LongFormBusiness> | undefined): number {
  const s = entry ?? {};
  return Math.round((amountOf(s.netWorth) * shareOf(s.ownershipPct)) / 100);
}

/** The borrower's share of the net worth of every business listed. */
export function longFormBusinessTotal(values: Input | undefined): number {
  const entries = (values ?? {}).businesses;
  return entriesOf<LongFormBusiness>(entries).reduce(
    (total, entry) => total + longFormBusinessShare(entry),
    0,
  );
}

const businesses = schedule({
  list: 'businesses',
  none: 'noBusinesses',
  entry: business,
  max: MAX_LONG_FORM_BUSINESSES,
  noun: 'businesses',
  missing: 'Add each business you own part of, or tick “I own no business”',
  contradicted: 'You ticked “I own no business” but listed some: remove them, or untick the box',
});

export const longFormBusinessSchema = v.pipe(v.object(businesses.fields), ...businesses.checks);

export const longFormBusinessInitialValues = {
  businesses: [] as LongFormBusiness[],
  noBusinesses: false,
};
