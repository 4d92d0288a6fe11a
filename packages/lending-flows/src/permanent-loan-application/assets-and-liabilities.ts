import {
  address,
  amountOf,
  choice,
  dollars,
  emptyAddress,
  optionalCount,
  optionalDollars,
  optionalString,
  requiredString,
  requiredWhen,
  yesNo,
} from '@northgate/validators';
import * as v from 'valibot';
import { thisYear } from '../shared/calendar.ts';
import { accountLast4, isBlank, list, sumOf, year } from './rules.ts';

/**
 * Permanent loan application, step assetsAndLiabilities (design/flow-fields.md, Flow 3; classic 1003 section VI).
 */

export const permanentAccountTypes = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
  { value: 'moneyMarket', label: 'Money market' },
  { value: 'certificateOfDeposit', label: 'Certificate of deposit (CD)' },
  { value: 'brokerageCash', label: 'Cash in a brokerage account' },
] as const;

export const permanentReoStatuses = [
  { value: 'retained', label: 'Keeping it (not rented out)' },
  { value: 'rental', label: 'Rental held for income' },
  { value: 'pendingSale', label: 'Sale pending' },
  { value: 'sold', label: 'Sold' },
] as const;

export const permanentReoPropertyTypes = [
  { value: 'singleFamily', label: 'Single-family home' },
  { value: 'condo', label: 'Condo or townhouse' },
  { value: 'twoToFour', label: '2–4 unit' },
  { value: 'multifamily', label: 'Apartment building (5+ units)' },
  { value: 'land', label: 'Land' },
  { value: 'commercial', label: 'Commercial or mixed-use' },
] as const;

export const permanentLiabilityTypes = [
  { value: 'revolving', label: 'Credit card or store card' },
  { value: 'auto', label: 'Car loan or lease' },
  { value: 'student', label: 'Student loan' },
  { value: 'installment', label: 'Other installment loan' },
  { value: 'other', label: 'Other debt' },
] as const;

export const MAX_PERMANENT_ACCOUNTS = 8;
export const MAX_PERMANENT_STOCKS = 8;
export const MAX_PERMANENT_AUTOMOBILES = 5;
export const MAX_PERMANENT_OTHER_ASSETS = 5;
export const MAX_PERMANENT_REAL_ESTATE = 10;
export const MAX_PERMANENT_LIABILITIES = 15;
export const MAX_PERMANENT_ALTERNATE_NAMES = 5;

const account = v.object({
  accountType: choice(permanentAccountTypes),
  institutionName: requiredString({ max: 100 }),
  accountLast4: accountLast4(),
  balance: dollars(),
});
export type PermanentAccount = {
  accountType: string;
  institutionName: string;
  accountLast4: string;
  balance: string;
};
export const emptyPermanentAccount: PermanentAccount = {
  accountType: '',
  institutionName: '',
  accountLast4: '',
  balance: '',
};

const stockOrBond = v.object({ description: requiredString({ max: 100 }), value: dollars() });
export type PermanentStockOrBond = { description: string; value: string };
export const emptyPermanentStockOrBond: PermanentStockOrBond = { description: '', value: '' };

const automobile = v.object({
  makeAndModel: requiredString({ max: 60 }),
  year: year(1900, () => thisYear() + 1, 'Enter a model year no later than next year'),
  value: dollars(),
});
export type PermanentAutomobile = { makeAndModel: string; year: string; value: string };
export const emptyPermanentAutomobile: PermanentAutomobile = { makeAndModel: '', year: '', value: '' };

const otherAsset = v.object({ description: requiredString({ max: 100 }), value: dollars() });
export type PermanentOtherAsset = { description: string; value: string };
export const emptyPermanentOtherAsset: PermanentOtherAsset = { description: '', value: '' };

const realEstate = v.pipe(
  v.object({
    address: address(),
    status: choice(permanentReoStatuses),
    propertyType: choice(permanentReoPropertyTypes),
    presentMarketValue: dollars({ min: 1 }),
    mortgagesAndLiens: dollars(),
    grossRentalIncome: optionalDollars(),
    mortgagePayments: optionalDollars(),
    insuranceMaintenanceTaxes: optionalDollars(),
  }),
  requiredWhen(
    'grossRentalIncome',
    ['status', 'grossRentalIncome'],
    (input) => input.status !== 'rental' || amountOf(input.grossRentalIncome) > 0,
    'Enter the monthly rent this property brings in',
  ),
  requiredWhen(
    'mortgagePayments',
    ['mortgagesAndLiens', 'mortgagePayments'],
    (input) => amountOf(input.mortgagesAndLiens) === 0 || amountOf(input.mortgagePayments) > 0,
    'Enter the monthly mortgage payment',
  ),
);
export type PermanentRealEstate = {
  address: typeof emptyAddress;
  status: string;
  propertyType: string;
  presentMarketValue: string;
  mortgagesAndLiens: string;
  grossRentalIncome: string;
  mortgagePayments: string;
  insuranceMaintenanceTaxes: string;
};
export const emptyPermanentRealEstate: PermanentRealEstate = {
  address: { ...emptyAddress },
  status: '',
  propertyType: '',
  presentMarketValue: '',
  mortgagesAndLiens: '',
  grossRentalIncome: '',
  mortgagePayments: '',
  insuranceMaintenanceTaxes: '',
};

/** Net monthly rental income of one property: gross rent less mortgage payments and upkeep. */
export function permanentNetRentalIncome(property: Partial<PermanentRealEstate>): number {
  return (
    amountOf(property.grossRentalIncome) -
    amountOf(property.mortgagePayments) -
    amountOf(property.insuranceMaintenanceTaxes)
  );
}

const liability = v.object({
  liabilityType: choice(permanentLiabilityTypes),
  creditorName: requiredString({ max: 100 }),
  accountLast4: accountLast4(),
  monthlyPayment: dollars(),
  monthsLeftToPay: optionalCount({ min: 0, max: 480 }),
  unpaidBalance: dollars(),
  payOffAtClosing: choice(yesNo),
});
export type PermanentLiability = {
  liabilityType: string;
  creditorName: string;
  accountLast4: string;
  monthlyPayment: string;
  monthsLeftToPay: string;
  unpaidBalance: string;
  payOffAtClosing: string;
};
export const emptyPermanentLiability: PermanentLiability = {
  liabilityType: '',
  creditorName: '',
  accountLast4: '',
  monthlyPayment: '',
  monthsLeftToPay: '',
  unpaidBalance: '',
  payOffAtClosing: '',
};

const alternateName = v.object({
  alternateName: requiredString({ max: 100 }),
  creditorName: requiredString({ max: 100 }),
  accountLast4: accountLast4(),
});
export type PermanentAlternateName = { alternateName: string; creditorName: string; accountLast4: string };
export const emptyPermanentAlternateName: PermanentAlternateName = {
  alternateName: '',
  creditorName: '',
  accountLast4: '',
};

export interface PermanentBalanceSheet {
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
export function permanentBalanceSheet(values: Record<string, unknown> | undefined): PermanentBalanceSheet {
  const s = values ?? {};
  const liquidAssets =
    amountOf(s.cashDepositAmount) +
    sumOf<PermanentAccount>(s.accounts, (entry) => entry.balance) +
    sumOf<PermanentStockOrBond>(s.stocksAndBonds, (entry) => entry.value) +
    amountOf(s.lifeInsuranceNetCashValue);
  const realEstateValue = sumOf<PermanentRealEstate>(s.realEstateOwned, (entry) => entry.presentMarketValue);
  const totalAssets =
    liquidAssets +
    realEstateValue +
    amountOf(s.vestedRetirement) +
    amountOf(s.netWorthOfBusinesses) +
    sumOf<PermanentAutomobile>(s.automobiles, (entry) => entry.value) +
    sumOf<PermanentOtherAsset>(s.otherAssets, (entry) => entry.value);
  const totalMonthlyPayments =
    sumOf<PermanentLiability>(s.liabilities, (entry) => entry.monthlyPayment) +
    sumOf<PermanentRealEstate>(s.realEstateOwned, (entry) => entry.mortgagePayments) +
    amountOf(s.alimonyMonthlyPayment) +
    amountOf(s.jobRelatedExpenseMonthly);
  const totalLiabilities =
    sumOf<PermanentLiability>(s.liabilities, (entry) => entry.unpaidBalance) +
    sumOf<PermanentRealEstate>(s.realEstateOwned, (entry) => entry.mortgagesAndLiens);
  return {
    liquidAssets,
    realEstateValue,
    totalAssets,
    totalMonthlyPayments,
    totalLiabilities,
    netWorth: totalAssets - totalLiabilities,
  };
}

/**
 * One statement of assets and liabilities. With a co-borrower this would gain the classic
 * form's "completed jointly / not jointly" answer; with one borrower it does not apply.
 */
export const permanentAssetsAndLiabilitiesSchema = v.pipe(
  v.object({
    cashDepositHeldBy: optionalString({ max: 100 }),
    cashDepositAmount: optionalDollars(),
    accounts: list(account, MAX_PERMANENT_ACCOUNTS, 'accounts'),
    stocksAndBonds: list(stockOrBond, MAX_PERMANENT_STOCKS, 'stocks or bonds'),
    lifeInsuranceNetCashValue: optionalDollars(),
    lifeInsuranceFaceAmount: optionalDollars(),
    vestedRetirement: optionalDollars(),
    netWorthOfBusinesses: optionalDollars(),
    automobiles: list(automobile, MAX_PERMANENT_AUTOMOBILES, 'vehicles'),
    otherAssets: list(otherAsset, MAX_PERMANENT_OTHER_ASSETS, 'other assets'),
    realEstateOwned: list(realEstate, MAX_PERMANENT_REAL_ESTATE, 'properties'),
    liabilities: list(liability, MAX_PERMANENT_LIABILITIES, 'debts'),
    alimonyOwedTo: optionalString({ max: 100 }),
    alimonyMonthlyPayment: optionalDollars(),
    jobRelatedExpenseDescription: optionalString({ max: 100 }),
    jobRelatedExpenseMonthly: optionalDollars(),
    alternateNames: list(alternateName, MAX_PERMANENT_ALTERNATE_NAMES, 'names'),
  }),
  requiredWhen(
    'cashDepositHeldBy',
    ['cashDepositAmount', 'cashDepositHeldBy'],
    (input) => amountOf(input.cashDepositAmount) === 0 || !isBlank(input.cashDepositHeldBy),
    'Tell us who holds your deposit, such as the title or escrow company',
  ),
  requiredWhen(
    'alimonyOwedTo',
    ['alimonyMonthlyPayment', 'alimonyOwedTo'],
    (input) => amountOf(input.alimonyMonthlyPayment) === 0 || !isBlank(input.alimonyOwedTo),
    'Tell us who you make these payments to',
  ),
  requiredWhen(
    'jobRelatedExpenseDescription',
    ['jobRelatedExpenseMonthly', 'jobRelatedExpenseDescription'],
    (input) => amountOf(input.jobRelatedExpenseMonthly) === 0 || !isBlank(input.jobRelatedExpenseDescription),
    'Describe the expense, such as child care or union dues',
  ),
);

export const permanentAssetsAndLiabilitiesInitialValues = {
  cashDepositHeldBy: '',
  cashDepositAmount: '',
  accounts: [] as PermanentAccount[],
  stocksAndBonds: [] as PermanentStockOrBond[],
  lifeInsuranceNetCashValue: '',
  lifeInsuranceFaceAmount: '',
  vestedRetirement: '',
  netWorthOfBusinesses: '',
  automobiles: [] as PermanentAutomobile[],
  otherAssets: [] as PermanentOtherAsset[],
  realEstateOwned: [] as PermanentRealEstate[],
  liabilities: [] as PermanentLiability[],
  alimonyOwedTo: '',
  alimonyMonthlyPayment: '',
  jobRelatedExpenseDescription: '',
  jobRelatedExpenseMonthly: '',
  alternateNames: [] as PermanentAlternateName[],
};
