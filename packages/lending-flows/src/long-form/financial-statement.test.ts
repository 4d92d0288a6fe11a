import { describe, expect, it } from 'vitest';
import { financialStatement, type StatementLine } from './financial-statement.ts';
import { valid } from './validation.fixture.ts';

const amounts = (lines: readonly StatementLine[]) =>
  Object.fromEntries(lines.map((line) => [line.key, line.amount]));
const sources = (lines: readonly StatementLine[]) =>
  Object.fromEntries(lines.map((line) => [line.key, line.sources]));

describe('the personal financial statement (SBA Form 413, page 1)', () => {
  it('adds up the complete example to the totals worked out by hand', () => {
    const statement = financialStatement(valid);
    expect(amounts(statement.assets)).toEqual({
      cashOnHandAndInBanks: 84200 + 45000,
      retirementAccounts: 30000 + 92300,
      lifeInsuranceCashValue: 64000,
      stocksAndBonds: 148500,
      realEstate: 650000 + 540000 + 315000,
      businesses: 360000,
      otherAssets: 38000,
    });
    expect(amounts(statement.liabilities)).toEqual({
      notesPayable: 120000,
      installmentAccounts: 21500,
      loansAgainstLifeInsurance: 10000,
      mortgagesOnRealEstate: 310000 + 362000,
      unpaidTaxes: 0,
      otherLiabilities: 0,
    });
    expect(statement.totalAssets).toBe(2367000);
    expect(statement.totalLiabilities).toBe(823500);
    expect(statement.netWorth).toBe(1543500);
    expect(statement.totalIncome).toBe(145000 + 6200 + 38400);
    expect(statement.totalContingentLiabilities).toBe(18000);
  });

  it('traces every line to the steps it comes from', () => {
    const statement = financialStatement(valid);
    expect(sources(statement.assets)).toEqual({
      cashOnHandAndInBanks: ['bankAccount'],
      retirementAccounts: ['securities', 'bankAccount'],
      lifeInsuranceCashValue: ['lifeInsurance'],
      stocksAndBonds: ['securities'],
      realEstate: ['primaryResidence', 'investmentProperty'],
      businesses: ['business'],
      otherAssets: ['bankAccount'],
    });
    expect(sources(statement.liabilities)).toEqual({
      notesPayable: ['notesPayable'],
      installmentAccounts: ['notesPayable'],
      loansAgainstLifeInsurance: ['lifeInsurance'],
      mortgagesOnRealEstate: ['primaryResidence', 'investmentProperty'],
      unpaidTaxes: ['notesPayable'],
      otherLiabilities: ['notesPayable'],
    });
    expect(
      new Set([...statement.income, ...statement.contingentLiabilities].flatMap((line) => line.sources)),
    ).toEqual(new Set(['incomeInfo']));
  });

  it('is all zeros for an empty long form, and counts only what is a number', () => {
    const empty = financialStatement({});
    expect(empty.totalAssets).toBe(0);
    expect(empty.totalLiabilities).toBe(0);
    expect(empty.netWorth).toBe(0);
    const partial = financialStatement({
      bankAccount: { accounts: [{ balance: '1,500' }, { balance: 'lots' }, null] },
      notesPayable: { otherLiabilities: 'not a list' },
    });
    expect(partial.totalAssets).toBe(1500);
    expect(partial.totalLiabilities).toBe(0);
  });

  it('counts the home only when it is owned, and a net worth below zero as it is', () => {
    const renting = financialStatement({
      primaryResidence: { ...valid.primaryResidence, ownOrRent: 'rent' },
      notesPayable: { otherLiabilities: [{ amount: '5000' }] },
    });
    expect(amounts(renting.assets).realEstate).toBe(0);
    expect(amounts(renting.liabilities).mortgagesOnRealEstate).toBe(0);
    expect(renting.netWorth).toBe(-5000);
  });
});
