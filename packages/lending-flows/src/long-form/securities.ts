import { dollars, inThePast, optionalDate, optionalDollars, requiredString } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice, askYesNo } from '../shared/ask.ts';
import { entriesOf, sumOf, type Input } from '../shared/rules.ts';
import { schedule } from './rules.ts';

/**
 * Long form, step securities (docs/product/flow-fields.md, Flow 2; SBA Form 413 §3): stocks, bonds
 * and funds, with the account that holds them. Holdings of an IRA or 401(k) count as retirement
 * accounts on the statement, the others as stocks and bonds.
 */

export const securityAccountTypes = [
  { value: 'brokerage', label: 'Brokerage account' },
  { value: 'ira', label: 'IRA', retirement: true },
  { value: '401k', label: '401(k) or other workplace plan', retirement: true },
  { value: 'other', label: 'Held directly or elsewhere' },
] as const;

export const securityExchanges = [
  { value: 'nyse', label: 'NYSE' },
  { value: 'nasdaq', label: 'Nasdaq' },
  { value: 'otc', label: 'Over the counter' },
  { value: 'mutualFund', label: 'Mutual fund' },
  { value: 'private', label: 'Private company (not traded)' },
  { value: 'other', label: 'Other' },
] as const;

export const MAX_SECURITIES = 20;

const SHARES = /^\d{1,12}(\.\d{1,6})?$/;

// In the order the step asks them (where it trades sits beside the account that holds it).
const security = v.object({
  securityName: ask('text', requiredString({ max: 100 }), {
    question: 'Name of the stock, bond or fund',
    input: { autoComplete: 'off' },
  }),
  accountType: askChoice(securityAccountTypes, { question: 'Held in' }),
  exchange: askChoice(securityExchanges, { question: 'Where it trades', optional: true }),
  numberOfShares: ask(
    'number',
    v.pipe(
      v.optional(v.string(), ''),
      v.transform((value) => value.replace(/,/g, '').trim()),
      v.check(
        (value) => value === '' || SHARES.test(value),
        'Enter the number of shares, such as 150 or 12.5',
      ),
    ),
    { question: 'Number of shares', optional: true, input: { width: 'short', decimal: true } },
  ),
  costBasis: ask('money', optionalDollars(), { question: 'What you paid', optional: true }),
  marketValue: ask('money', dollars({ min: 1 }), { question: 'Market value' }),
  quotationDate: ask('date', optionalDate(inThePast), { question: 'Value as of', optional: true }),
  pledgedAsCollateral: askYesNo({ question: 'Is it pledged as collateral for a loan?' }),
});

export type Security = {
  securityName: string;
  accountType: string;
  numberOfShares: string;
  costBasis: string;
  marketValue: string;
  quotationDate: string;
  exchange: string;
  pledgedAsCollateral: string;
};

export const emptySecurity: Security = {
  securityName: '',
  accountType: '',
  numberOfShares: '',
  costBasis: '',
  marketValue: '',
  quotationDate: '',
  exchange: '',
  pledgedAsCollateral: '',
};

/** Whether a holding sits in a retirement account (IRA, 401(k)). */
export function isRetirementSecurity(entry: Partial<Security> | undefined): boolean {
  return securityAccountTypes.some(
    (type) => type.value === entry?.accountType && 'retirement' in type && type.retirement,
  );
}

/** Market value of the holdings listed: in retirement accounts, elsewhere, and all of them. */
export function securityTotals(values: Input | undefined) {
  const entries = entriesOf<Security>((values ?? {}).securities);
  const retirement = sumOf<Security>(entries.filter(isRetirementSecurity), (e) => e.marketValue);
  const total = sumOf<Security>(entries, (entry) => entry.marketValue);
  return { retirement, stocksAndBonds: total - retirement, total };
}

const securities = schedule({
  list: 'securities',
  none: 'noSecurities',
  entry: security,
  max: MAX_SECURITIES,
  noun: 'holdings',
  question: 'Stocks, bonds and funds you own',
  hint: 'One entry per holding, including those in an IRA or 401(k). Cash in a bank or brokerage account goes on the bank accounts step.',
  itemNoun: 'Holding',
  noneLabel: 'I have no securities',
  missing: 'Add each stock, bond or fund you own, or tick “I have no securities”',
  contradicted: 'You ticked “I have no securities” but listed some: remove them, or untick the box',
});

export const securitiesSchema = v.pipe(v.object(securities.fields), ...securities.checks);

export const securitiesInitialValues = {
  securities: [] as Security[],
  noSecurities: false,
};
