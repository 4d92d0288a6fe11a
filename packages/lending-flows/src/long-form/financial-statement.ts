import { amountOf } from '@northgate/validators';
import type { FlowValues } from '@northgate/form-engine/core';
import { accountTotals } from './bank-account.ts';
import { businessTotal } from './business.ts';
import { contingentLines, incomeLines } from './income-info.ts';
import { propertyTotals } from './investment-property.ts';
import { policyTotals } from './life-insurance.ts';
import { debtTotals } from './notes-payable.ts';
import { homeOwned } from './primary-residence.ts';
import { securityTotals } from './securities.ts';

/**
 * The personal financial statement shaped like page 1 of SBA Form 413, worked out from the long
 * form's answers: assets, liabilities and net worth, then the sources of income and contingent
 * liabilities. Every line names the steps its figure comes from, so the summary can link back to
 * them. Pure and React-free: the browser shows it before the signature; the server can rebuild
 * it from a submitted application. Amounts are whole dollars, as the borrower typed them, with
 * anything not (yet) a number counted as 0.
 */

/** The steps that feed the statement, with how the summary names them in its Change links. */
export const statementSources = {
  primaryResidence: 'your home',
  incomeInfo: 'income',
  investmentProperty: 'investment properties',
  business: 'businesses',
  securities: 'stocks and bonds',
  lifeInsurance: 'life insurance',
  notesPayable: 'notes and debts',
  bankAccount: 'bank accounts and other assets',
} as const;

export type StatementSource = keyof typeof statementSources;

export interface StatementLine {
  readonly key: string;
  /** Form 413's words for the line. */
  readonly label: string;
  readonly amount: number;
  /** The steps the amount is worked out from, in flow order. */
  readonly sources: readonly StatementSource[];
}

export interface PersonalFinancialStatement {
  readonly assets: readonly StatementLine[];
  readonly totalAssets: number;
  readonly liabilities: readonly StatementLine[];
  readonly totalLiabilities: number;
  /** Total assets less total liabilities; negative when the debts are larger. */
  readonly netWorth: number;
  /** Section 1, annual income. */
  readonly income: readonly StatementLine[];
  readonly totalIncome: number;
  /** Section 1, contingent liabilities (not part of total liabilities, as on the form). */
  readonly contingentLiabilities: readonly StatementLine[];
  readonly totalContingentLiabilities: number;
}

const line = (key: string, label: string, amount: number, ...sources: StatementSource[]): StatementLine => ({
  key,
  label,
  amount,
  sources,
});

const total = (lines: readonly StatementLine[]) => lines.reduce((sum, entry) => sum + entry.amount, 0);

/** The statement for the long form's values (every step's values keyed by step id). */
export function financialStatement(values: FlowValues): PersonalFinancialStatement {
  const home = homeOwned(values.primaryResidence);
  const properties = propertyTotals(values.investmentProperty);
  const securities = securityTotals(values.securities);
  const policies = policyTotals(values.lifeInsurance);
  const accounts = accountTotals(values.bankAccount);
  const debts = debtTotals(values.notesPayable);
  const income = values.incomeInfo ?? {};

  const assets = [
    line('cashOnHandAndInBanks', 'Cash on hand and in banks', accounts.cashInBanks, 'bankAccount'),
    line(
      'retirementAccounts',
      'IRA and other retirement accounts',
      accounts.retirement + securities.retirement,
      'securities',
      'bankAccount',
    ),
    line(
      'lifeInsuranceCashValue',
      'Life insurance (cash surrender value only)',
      policies.cashSurrenderValue,
      'lifeInsurance',
    ),
    line('stocksAndBonds', 'Stocks and bonds', securities.stocksAndBonds, 'securities'),
    line(
      'realEstate',
      'Real estate',
      home.value + properties.marketValue,
      'primaryResidence',
      'investmentProperty',
    ),
    line(
      'businesses',
      'Businesses (your share of their net worth)',
      businessTotal(values.business),
      'business',
    ),
    line('otherAssets', 'Other assets', accounts.otherAssets, 'bankAccount'),
  ];
  const liabilities = [
    line('notesPayable', 'Notes payable to banks and others', debts.notesPayable, 'notesPayable'),
    line(
      'installmentAccounts',
      'Installment accounts (auto and other)',
      debts.installmentAccounts,
      'notesPayable',
    ),
    line('loansAgainstLifeInsurance', 'Loans against life insurance', policies.loans, 'lifeInsurance'),
    line(
      'mortgagesOnRealEstate',
      'Mortgages on real estate',
      home.mortgage + properties.mortgages,
      'primaryResidence',
      'investmentProperty',
    ),
    line('unpaidTaxes', 'Unpaid taxes', debts.unpaidTaxes, 'notesPayable'),
    line('otherLiabilities', 'Other liabilities', debts.otherLiabilities, 'notesPayable'),
  ];
  const incomeStatementLines = incomeLines.map((entry) =>
    line(entry.key, entry.label, amountOf(income[entry.key]), 'incomeInfo'),
  );
  const contingent = contingentLines.map((entry) =>
    line(entry.key, entry.label, amountOf(income[entry.key]), 'incomeInfo'),
  );

  const totalAssets = total(assets);
  const totalLiabilities = total(liabilities);
  return {
    assets,
    totalAssets,
    liabilities,
    totalLiabilities,
    netWorth: totalAssets - totalLiabilities,
    income: incomeStatementLines,
    totalIncome: total(incomeStatementLines),
    contingentLiabilities: contingent,
    totalContingentLiabilities: total(contingent),
  };
}
