import { amountOf } from '@northgate/validators';
import type { FlowValues } from '@northgate/form-engine/core';
import { longFormAccountTotals } from './bank-account.ts';
import { longFormBusinessTotal } from './business.ts';
import { longFormContingentLines, longFormIncomeLines } from './income-info.ts';
import { longFormPropertyTotals } from './investment-property.ts';
import { longFormPolicyTotals } from './life-insurance.ts';
import { longFormDebtTotals } from './notes-payable.ts';
import { longFormHomeOwned } from './primary-residence.ts';
import { longFormSecurityTotals } from './securities.ts';

/**
 * The personal financial statement shaped like page 1 of SBA Form 413, worked out from the long
 * form's answers: assets, liabilities and net worth, then the sources of income and contingent
 * liabilities. Every line names the steps its figure comes from, so the summary can link back to
 * them. Pure and React-free: the browser shows it before the signature; the server can rebuild
 * it from a submitted application. Amounts are whole dollars, as the borrower typed them, with
 * anything not (yet) a number counted as 0.
 */

/** The steps that feed the statement, with how the summary names them in its Change links. */
export const longFormStatementSources = {
  primaryResidence: 'your home',
  incomeInfo: 'income',
  investmentProperty: 'investment properties',
  business: 'businesses',
  securities: 'stocks and bonds',
  lifeInsurance: 'life insurance',
  notesPayable: 'notes and debts',
  bankAccount: 'bank accounts and other assets',
} as const;

export type LongFormStatementSource = keyof typeof longFormStatementSources;

export interface StatementLine {
  readonly key: string;
  /** Form 413's words for the line. */
  readonly label: string;
  readonly amount: number;
  /** The steps the amount is worked out from, in flow order. */
  readonly sources: readonly LongFormStatementSource[];
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

const line = (
  key: string,
  label: string,
  amount: number,
  ...sources: LongFormStatementSource[]
): StatementLine => ({ key, label, amount, sources });

const total = (lines: readonly StatementLine[]) => lines.reduce((sum, entry) => sum + entry.amount, 0);

/** The statement for the long form's values (every step's values keyed by step id). */
export function longFormFinancialStatement(values: FlowValues): PersonalFinancialStatement {
  const home = longFormHomeOwned(values.primaryResidence);
  const properties = longFormPropertyTotals(values.investmentProperty);
  const securities = longFormSecurityTotals(values.securities);
  const policies = longFormPolicyTotals(values.lifeInsurance);
  const accounts = longFormAccountTotals(values.bankAccount);
  const debts = longFormDebtTotals(values.notesPayable);
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
      longFormBusinessTotal(values.business),
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
  const incomeLines = longFormIncomeLines.map((entry) =>
    line(entry.key, entry.label, amountOf(income[entry.key]), 'incomeInfo'),
  );
  const contingent = longFormContingentLines.map((entry) =>
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
    income: incomeLines,
    totalIncome: total(incomeLines),
    contingentLiabilities: contingent,
    totalContingentLiabilities: total(contingent),
  };
}
