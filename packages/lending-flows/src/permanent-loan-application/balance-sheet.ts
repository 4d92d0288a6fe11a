import { amountOf } from '@northgate/validators';
import type {
  Account,
  Automobile,
  Liability,
  OtherAsset,
  RealEstate,
  StockOrBond,
} from './assets-and-liabilities.ts';
import { sumOf } from './rules.ts';

// Permanent loan application, section VI worked out: what the assets and liabilities step adds up to.

export interface BalanceSheet {
  /** Cash deposit, accounts, stocks and bonds, and life insurance cash value. */
  readonly liquidAssets: number;
  /** Market value of the real estate owned. */
  readonly realEstateValue: number;
  /** Total assets (a). */
  readonly totalAssets: number;
  /** Monthly payments of the debts, real estate mortgages, alimony and job-related expenses. */
  readonly totalMonthlyPayments: number;
  /** Total liabilities (b): unpaid balances of the debts plus the real estate mortgages and liens. */
  readonly totalLiabilities: number;
  /** Net worth (a − b). */
  readonly netWorth: number;
}

/** The computed lines of section VI from the assetsAndLiabilities answers, in whole dollars. */
export function balanceSheet(values: Record<string, unknown> | undefined): BalanceSheet {
  const s = values ?? {};
  const liquidAssets =
    amountOf(s.cashDepositAmount) +
    sumOf<Account>(s.accounts, (entry) => entry.balance) +
    sumOf<StockOrBond>(s.stocksAndBonds, (entry) => entry.value) +
    amountOf(s.lifeInsuranceNetCashValue);
  const realEstateValue = sumOf<RealEstate>(s.realEstateOwned, (entry) => entry.presentMarketValue);
  const totalAssets =
    liquidAssets +
    realEstateValue +
    amountOf(s.vestedRetirement) +
    amountOf(s.netWorthOfBusinesses) +
    sumOf<Automobile>(s.automobiles, (entry) => entry.value) +
    sumOf<OtherAsset>(s.otherAssets, (entry) => entry.value);
  const totalMonthlyPayments =
    sumOf<Liability>(s.liabilities, (entry) => entry.monthlyPayment) +
    sumOf<RealEstate>(s.realEstateOwned, (entry) => entry.mortgagePayments) +
    amountOf(s.alimonyMonthlyPayment) +
    amountOf(s.jobRelatedExpenseMonthly);
  const totalLiabilities =
    sumOf<Liability>(s.liabilities, (entry) => entry.unpaidBalance) +
    sumOf<RealEstate>(s.realEstateOwned, (entry) => entry.mortgagesAndLiens);
  return {
    liquidAssets,
    realEstateValue,
    totalAssets,
    totalMonthlyPayments,
    totalLiabilities,
    netWorth: totalAssets - totalLiabilities,
  };
}
