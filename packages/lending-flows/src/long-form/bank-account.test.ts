import { isoToday } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import { emptyAccount, emptyOtherAsset, accountTotals } from './bank-account.ts';
import { initialValuesOf, messagesOf, problems, valid } from './validation.fixture.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => isoToday(new Date(Date.now() - days * DAY));
const [checking] = valid.bankAccount.accounts;

describe('bankAccount', () => {
  it('keeps the uploaded statements of each account by id, and nothing else', () => {
    const statement = '5d2f8c1a-3b4e-4f60-8a7b-9c0d1e2f3a4b';
    const withStatements = { ...checking, statements: [statement] };
    expect(problems('bankAccount', { accounts: [withStatements] })).toEqual({});
    expect(problems('bankAccount', { accounts: [{ ...checking, statements: ['march.pdf'] }] })).toEqual({
      'accounts.0.statements.0': 'Upload the file again',
    });
  });

  it('asks the accounts and other assets, or a "none" answer for each', () => {
    expect(messagesOf('bankAccount', initialValuesOf('bankAccount'))).toEqual({
      accounts: 'Add each bank account you have, or tick “I have no bank accounts”',
      otherAssets: 'Add anything else of value you own, or tick “I have nothing else to list”',
    });
    expect(problems('bankAccount', { noAccounts: true })).toEqual({
      noAccounts: 'You ticked “I have no bank accounts” but listed some: remove them, or untick the box',
    });
    expect(
      problems('bankAccount', { accounts: [], noAccounts: true, otherAssets: [], noOtherAssets: true }),
    ).toEqual({});
  });

  it('asks each account its bank, type, holder, balance and the date of the balance', () => {
    expect(problems('bankAccount', { accounts: [emptyAccount], otherAssets: [emptyOtherAsset] })).toEqual({
      'accounts.0.institutionName': 'Value is required',
      'accounts.0.accountType': 'The value is required',
      'accounts.0.heldBy': 'The value is required',
      'accounts.0.balance': 'Value is required',
      'accounts.0.asOfDate': 'The value is required',
      'otherAssets.0.kind': 'The value is required',
      'otherAssets.0.description': 'Value is required',
      'otherAssets.0.value': 'Value is required',
    });
    expect(problems('bankAccount', { accounts: [{ ...checking!, accountLast4: '12345' }] })).toEqual({
      'accounts.0.accountLast4': 'Enter the last 4 digits only',
    });
  });

  it('takes a balance from the last 60 days, not older and not in the future', () => {
    expect(problems('bankAccount', { accounts: [{ ...checking!, asOfDate: daysAgo(60) }] })).toEqual({});
    expect(problems('bankAccount', { accounts: [{ ...checking!, asOfDate: daysAgo(61) }] })).toEqual({
      'accounts.0.asOfDate': 'Use a balance from the last 60 days',
    });
    expect(problems('bankAccount', { accounts: [{ ...checking!, asOfDate: daysAgo(-1) }] })).toEqual({
      'accounts.0.asOfDate': 'Enter a date in the past',
    });
  });

  it('counts retirement accounts apart from cash in banks', () => {
    expect(accountTotals(valid.bankAccount)).toEqual({
      cashInBanks: 129200,
      retirement: 30000,
      total: 159200,
      otherAssets: 38000,
    });
  });
});
