import { date, dollars, inThePast, requiredString, type DateRule } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice } from '../shared/ask.ts';
import { documentIds } from '../shared/documents.ts';
import { accountLast4, entriesOf, sumOf, type Input } from '../shared/rules.ts';
import { schedule } from './rules.ts';

/**
 * Long form, step bankAccount (docs/product/flow-fields.md, Flow 2; URLA 2a accounts, SBA Form 413
 * "cash on hand and in banks", "IRA or other retirement account" and "other assets"): the
 * borrower's accounts with a recent balance, and anything else of value the other steps do not
 * ask about. Stocks, bonds and funds are listed on the securities step and life insurance cash
 * value on the life insurance step, so nothing is counted twice. Each account may carry its
 * last two months' statements, uploaded (the entry keeps the documents' ids).
 */

export const accountTypes = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
  { value: 'moneyMarket', label: 'Money market' },
  { value: 'certificateOfDeposit', label: 'Certificate of deposit (CD)' },
  { value: 'retirement', label: 'Retirement account (IRA, 401(k)) held as cash', retirement: true },
  { value: 'trust', label: 'Trust account' },
] as const;

export const accountHolders = [
  { value: 'individual', label: 'In my name' },
  { value: 'joint', label: 'Jointly with someone else' },
  { value: 'entity', label: 'In a company I own' },
] as const;

export const otherAssetKinds = [
  { value: 'vehicle', label: 'Car or other vehicle' },
  { value: 'receivable', label: 'Money owed to me (notes or accounts receivable)' },
  { value: 'personalProperty', label: 'Other personal property (jewelry, art, equipment)' },
  { value: 'other', label: 'Something else' },
] as const;

export const MAX_ACCOUNTS = 15;
export const MAX_OTHER_ASSETS = 10;
/** Statements per account: two months, with room for a statement split over several files. */
export const MAX_STATEMENTS = 6;
/** How recent a balance must be: lenders read the last two months' statements. */
export const BALANCE_MAX_AGE_DAYS = 60;

/** The ISO date `days` days before `iso`. */
function daysBefore(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}

const recentBalance: DateRule = {
  test: (value, today) => value >= daysBefore(today, BALANCE_MAX_AGE_DAYS),
  message: `Use a balance from the last ${BALANCE_MAX_AGE_DAYS} days`,
};

// In the order the step asks them (whose name it is in sits beside the type of account).
const account = v.object({
  institutionName: ask('text', requiredString({ max: 100 }), {
    question: 'Bank or institution',
    input: { autoComplete: 'off' },
  }),
  accountType: askChoice(accountTypes, { question: 'Type of account' }),
  heldBy: askChoice(accountHolders, { question: 'Whose name is it in?' }),
  /** Shown to the borrower; copies show at most its last four, notices leave it out. */
  accountLast4: ask('text', accountLast4(), {
    question: 'Last 4 digits of the account number',
    hint: 'Just enough to tell your accounts apart.',
    optional: true,
    sensitivity: 'masked',
    input: { numberOnly: true, maxLength: 4, width: 'short', autoComplete: 'off' },
  }),
  balance: ask('money', dollars(), { question: 'Balance' }),
  asOfDate: ask('date', date(inThePast, recentBalance), { question: 'Date of that balance' }),
  statements: ask('file', documentIds(MAX_STATEMENTS), {
    question: 'Statements for the last two months',
    hint: 'The PDFs your bank gives you, or clear photos of every page.',
    optional: true,
  }),
});

export type Account = {
  institutionName: string;
  accountType: string;
  accountLast4: string;
  heldBy: string;
  balance: string;
  asOfDate: string;
  /** Ids of the uploaded statements. */
  statements: string[];
};

export const emptyAccount: Account = {
  institutionName: '',
  accountType: '',
  accountLast4: '',
  heldBy: '',
  balance: '',
  asOfDate: '',
  statements: [],
};

const otherAsset = v.object({
  kind: askChoice(otherAssetKinds, { question: 'What kind of asset' }),
  description: ask('text', requiredString({ max: 100 }), {
    question: 'Describe it',
    hint: 'For example, 2021 Ford F-150.',
    input: { autoComplete: 'off' },
  }),
  value: ask('money', dollars({ min: 1 }), { question: 'Value today' }),
});

export type OtherAsset = { kind: string; description: string; value: string };
export const emptyOtherAsset: OtherAsset = { kind: '', description: '', value: '' };

/** Whether an account is a retirement account (counted on the statement's retirement line). */
export function isRetirementAccount(entry: Partial<Account> | undefined): boolean {
  return accountTypes.some(
    (type) => type.value === entry?.accountType && 'retirement' in type && type.retirement,
  );
}

/** The step's totals: cash in banks, retirement accounts, all accounts, other assets. */
export function accountTotals(values: Input | undefined) {
  const s = values ?? {};
  const entries = entriesOf<Account>(s.accounts);
  const retirement = sumOf<Account>(entries.filter(isRetirementAccount), (e) => e.balance);
  const total = sumOf<Account>(entries, (entry) => entry.balance);
  return {
    cashInBanks: total - retirement,
    retirement,
    total,
    otherAssets: sumOf<OtherAsset>(s.otherAssets, (entry) => entry.value),
  };
}

const accounts = schedule({
  list: 'accounts',
  none: 'noAccounts',
  entry: account,
  max: MAX_ACCOUNTS,
  noun: 'accounts',
  question: 'Your bank, credit union and brokerage cash accounts',
  hint: `Use a balance from the last ${BALANCE_MAX_AGE_DAYS} days, as on your latest statement. Stocks and funds go on the stocks and bonds step.`,
  itemNoun: 'Account',
  noneLabel: 'I have no bank accounts',
  missing: 'Add each bank account you have, or tick “I have no bank accounts”',
  contradicted: 'You ticked “I have no bank accounts” but listed some: remove them, or untick the box',
});

const otherAssets = schedule({
  list: 'otherAssets',
  none: 'noOtherAssets',
  entry: otherAsset,
  max: MAX_OTHER_ASSETS,
  noun: 'other assets',
  question: 'Anything else of value you own',
  hint: 'Cars, money others owe you, and valuable personal property. Your home, properties, businesses, securities and life insurance have their own steps.',
  itemNoun: 'Asset',
  noneLabel: 'I have nothing else to list',
  missing: 'Add anything else of value you own, or tick “I have nothing else to list”',
  contradicted: 'You ticked “I have nothing else to list” but listed some: remove them, or untick the box',
});

export const bankAccountSchema = v.pipe(
  v.object({ ...accounts.fields, ...otherAssets.fields }),
  ...accounts.checks,
  ...otherAssets.checks,
);

export const bankAccountInitialValues = {
  accounts: [] as Account[],
  noAccounts: false,
  otherAssets: [] as OtherAsset[],
  noOtherAssets: false,
};
