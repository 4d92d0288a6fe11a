import { amountOf, count, dollars, percentage, requiredString } from '@northgate/validators';
import * as v from 'valibot';
import { ask, reword } from '../shared/ask.ts';
import { entityName, entityType } from '../shared/entity.ts';
import { shareOf } from '../shared/owners.ts';
import { entriesOf, type Input } from '../shared/rules.ts';
import { schedule } from './rules.ts';

/**
 * Long form, step business (docs/product/flow-fields.md, Flow 2; classic 1003 VI "net worth of
 * business(es) owned"): each business the borrower owns part of. The statement counts the
 * borrower's share of each one's net worth. Financial statements and tax returns come with the
 * document uploads.
 */

export const businessTypes = [
  { value: 'llc', label: 'Limited liability company (LLC)' },
  { value: 'corporation', label: 'Corporation (C-corp)' },
  { value: 'sCorp', label: 'S corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'soleProprietorship', label: 'Sole proprietorship' },
  { value: 'other', label: 'Other' },
] as const;

export const MAX_BUSINESSES = 10;

const business = v.object({
  businessName: reword(entityName(120), { question: 'Business name', input: { autoComplete: 'off' } }),
  entityType: reword(entityType(businessTypes), { question: 'Type of business' }),
  ownershipPct: ask('percent', percentage({ min: 0.001, max: 100 }), { question: 'Your share, in percent' }),
  industry: ask('text', requiredString({ max: 100 }), {
    question: 'What it does',
    hint: 'For example, residential rentals or general contracting.',
    input: { autoComplete: 'off' },
  }),
  yearsInBusiness: ask('number', count({ min: 0, max: 200 }), {
    question: 'Years in business',
    input: { width: 'short' },
  }),
  annualRevenue: ask('money', dollars(), { question: 'Revenue last year' }),
  netWorth: ask('money', dollars(), {
    question: 'Net worth of the business',
    hint: 'What it owns less what it owes. Enter 0 if its debts are larger.',
  }),
});

export type Business = {
  businessName: string;
  entityType: string;
  ownershipPct: string;
  industry: string;
  yearsInBusiness: string;
  annualRevenue: string;
  netWorth: string;
};

export const emptyBusiness: Business = {
  businessName: '',
  entityType: '',
  ownershipPct: '',
  industry: '',
  yearsInBusiness: '',
  annualRevenue: '',
  netWorth: '',
};

/** The borrower's share of one business's net worth, in whole dollars. */
export function businessShare(entry: Partial<Business> | undefined): number {
  const s = entry ?? {};
  return Math.round((amountOf(s.netWorth) * shareOf(s.ownershipPct)) / 100);
}

/** The borrower's share of the net worth of every business listed. */
export function businessTotal(values: Input | undefined): number {
  const entries = (values ?? {}).businesses;
  return entriesOf<Business>(entries).reduce((total, entry) => total + businessShare(entry), 0);
}

const businesses = schedule({
  list: 'businesses',
  none: 'noBusinesses',
  entry: business,
  max: MAX_BUSINESSES,
  noun: 'businesses',
  question: 'Businesses you own all or part of',
  hint: "Include the company you borrow through, if it has assets or debts of its own. We may ask for each one's financial statements.",
  itemNoun: 'Business',
  noneLabel: 'I own no business',
  missing: 'Add each business you own part of, or tick “I own no business”',
  contradicted: 'You ticked “I own no business” but listed some: remove them, or untick the box',
});

export const businessSchema = v.pipe(v.object(businesses.fields), ...businesses.checks);

export const businessInitialValues = {
  businesses: [] as Business[],
  noBusinesses: false,
};
