import {
  address,
  amountOf,
  dollars,
  emptyAddress,
  optionalCount,
  optionalDollars,
  optionalString,
  requiredString,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice, askList, askYesNo } from '../shared/ask.ts';
import { thisYear } from '../shared/calendar.ts';
import { accountLast4, isBlank, list, year } from './rules.ts';

/**
 * Permanent loan application, step assetsAndLiabilities (docs/product/flow-fields.md, Flow 3; classic 1003 section VI).
 */

export const accountTypes = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
  { value: 'moneyMarket', label: 'Money market' },
  { value: 'certificateOfDeposit', label: 'Certificate of deposit (CD)' },
  { value: 'brokerageCash', label: 'Cash in a brokerage account' },
] as const;

export const reoStatuses = [
  { value: 'retained', label: 'Keeping it (not rented out)' },
  { value: 'rental', label: 'Rental held for income' },
  { value: 'pendingSale', label: 'Sale pending' },
  { value: 'sold', label: 'Sold' },
] as const;

export const reoPropertyTypes = [
  { value: 'singleFamily', label: 'Single-family home' },
  { value: 'condo', label: 'Condo or townhouse' },
  { value: 'twoToFour', label: '2–4 unit' },
  { value: 'multifamily', label: 'Apartment building (5+ units)' },
  { value: 'land', label: 'Land' },
  { value: 'commercial', label: 'Commercial or mixed-use' },
] as const;

export const liabilityTypes = [
  { value: 'revolving', label: 'Credit card or store card' },
  { value: 'auto', label: 'Car loan or lease' },
  { value: 'student', label: 'Student loan' },
  { value: 'installment', label: 'Other installment loan' },
  { value: 'other', label: 'Other debt' },
] as const;

export const MAX_ACCOUNTS = 8;
export const MAX_STOCKS = 8;
export const MAX_AUTOMOBILES = 5;
export const MAX_OTHER_ASSETS = 5;
export const MAX_REAL_ESTATE = 10;
export const MAX_LIABILITIES = 15;
export const MAX_ALTERNATE_NAMES = 5;

/** The last four digits of an account number (optional everywhere): masked in every copy. */
const lastFourOfAccount = () =>
  ask('text', accountLast4(), {
    question: 'Last 4 digits of the account number',
    hint: 'Just enough to tell your accounts apart.',
    optional: true,
    sensitivity: 'masked',
    input: { numberOnly: true, maxLength: 4, width: 'short', autoComplete: 'off' },
  });

/** A short free-text answer (a name, a description) typed without the browser's suggestions. */
const shortText = (max: number, question: string, hint?: string) =>
  ask('text', requiredString({ max }), {
    question,
    ...(hint !== undefined && { hint }),
    input: { autoComplete: 'off' },
  });

const account = v.object({
  accountType: askChoice(accountTypes, { question: 'Type of account' }),
  institutionName: shortText(100, 'Bank or credit union'),
  accountLast4: lastFourOfAccount(),
  balance: ask('money', dollars(), { question: 'Balance' }),
});
export type Account = {
  accountType: string;
  institutionName: string;
  accountLast4: string;
  balance: string;
};
export const emptyAccount: Account = {
  accountType: '',
  institutionName: '',
  accountLast4: '',
  balance: '',
};

const stockOrBond = v.object({
  description: shortText(
    100,
    'Company or fund name',
    'For example, a brokerage account at Fidelity or savings bonds.',
  ),
  value: ask('money', dollars(), { question: 'Current value' }),
});
export type StockOrBond = { description: string; value: string };
export const emptyStockOrBond: StockOrBond = { description: '', value: '' };

const automobile = v.object({
  makeAndModel: shortText(60, 'Make and model', 'For example, Honda Civic.'),
  year: ask(
    'year',
    year(1900, () => thisYear() + 1, 'Enter a model year no later than next year'),
    {
      question: 'Year',
      input: { width: 'short', autoComplete: 'off' },
    },
  ),
  value: ask('money', dollars(), { question: 'Value today' }),
});
export type Automobile = { makeAndModel: string; year: string; value: string };
export const emptyAutomobile: Automobile = { makeAndModel: '', year: '', value: '' };

const otherAsset = v.object({
  description: shortText(100, 'What it is'),
  value: ask('money', dollars(), { question: 'Value today' }),
});
export type OtherAsset = { description: string; value: string };
export const emptyOtherAsset: OtherAsset = { description: '', value: '' };

const realEstate = v.pipe(
  v.object({
    address: ask('address', address(), { question: 'Address' }),
    status: askChoice(reoStatuses, { question: 'What is happening with it?' }),
    propertyType: askChoice(reoPropertyTypes, { question: 'Type of property' }),
    presentMarketValue: ask('money', dollars({ min: 1 }), { question: 'Market value today' }),
    mortgagesAndLiens: ask('money', dollars(), {
      question: 'Mortgages and liens owed',
      hint: 'Enter 0 if it is owned free and clear.',
    }),
    // Optional while nothing is owed on the property: the step marks it so (see the web step).
    mortgagePayments: ask('money', optionalDollars(), { question: 'Mortgage payments, per month' }),
    grossRentalIncome: ask('money', optionalDollars(), {
      question: 'Rent collected, per month',
      when: ({ parent }) => parent.status === 'rental',
    }),
    insuranceMaintenanceTaxes: ask('money', optionalDollars(), {
      question: 'Insurance, maintenance, taxes and other costs, per month',
      optional: true,
    }),
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
export type RealEstate = {
  address: typeof emptyAddress;
  status: string;
  propertyType: string;
  presentMarketValue: string;
  mortgagesAndLiens: string;
  grossRentalIncome: string;
  mortgagePayments: string;
  insuranceMaintenanceTaxes: string;
};
export const emptyRealEstate: RealEstate = {
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
export function netRentalIncome(property: Partial<RealEstate>): number {
  return (
    amountOf(property.grossRentalIncome) -
    amountOf(property.mortgagePayments) -
    amountOf(property.insuranceMaintenanceTaxes)
  );
}

const liability = v.object({
  liabilityType: askChoice(liabilityTypes, { question: 'Type of debt' }),
  creditorName: shortText(100, 'Who do you owe?'),
  accountLast4: lastFourOfAccount(),
  monthlyPayment: ask('money', dollars(), { question: 'Monthly payment' }),
  monthsLeftToPay: ask('number', optionalCount({ min: 0, max: 480 }), {
    question: 'Months left to pay',
    hint: 'Leave blank for credit cards.',
    optional: true,
    input: { width: 'short', autoComplete: 'off' },
  }),
  unpaidBalance: ask('money', dollars(), { question: 'Balance owed' }),
  payOffAtClosing: askYesNo({ question: 'Will you pay it off at or before closing?' }),
});
export type Liability = {
  liabilityType: string;
  creditorName: string;
  accountLast4: string;
  monthlyPayment: string;
  monthsLeftToPay: string;
  unpaidBalance: string;
  payOffAtClosing: string;
};
export const emptyLiability: Liability = {
  liabilityType: '',
  creditorName: '',
  accountLast4: '',
  monthlyPayment: '',
  monthsLeftToPay: '',
  unpaidBalance: '',
  payOffAtClosing: '',
};

const alternateName = v.object({
  alternateName: shortText(100, 'Name used'),
  creditorName: shortText(100, 'Creditor'),
  accountLast4: lastFourOfAccount(),
});
export type AlternateName = { alternateName: string; creditorName: string; accountLast4: string };
export const emptyAlternateName: AlternateName = {
  alternateName: '',
  creditorName: '',
  accountLast4: '',
};

/**
 * One statement of assets and liabilities. With a co-borrower this would gain the classic
 * form's "completed jointly / not jointly" answer; with one borrower it does not apply.
 */
const amountGiven =
  (key: string) =>
  ({ step }: { step: Readonly<Record<string, unknown>> }) =>
    amountOf(step[key]) > 0;

export const assetsAndLiabilitiesSchema = v.pipe(
  v.object({
    cashDepositAmount: ask('money', optionalDollars(), {
      question: 'Earnest money deposit',
      hint: 'Money you have already put down toward the purchase, if any.',
      optional: true,
    }),
    cashDepositHeldBy: ask('text', optionalString({ max: 100 }), {
      question: 'Who holds the deposit?',
      hint: "Usually the title or escrow company, or the seller's agent.",
      when: amountGiven('cashDepositAmount'),
      input: { autoComplete: 'off' },
    }),
    accounts: askList(list(account, MAX_ACCOUNTS, 'accounts'), {
      question: 'Bank, credit union and brokerage cash accounts (optional)',
      label: 'Bank, credit union and brokerage cash accounts',
      hint: "Checking, savings, money market and CDs. Use today's balance.",
      itemNoun: 'Account',
    }),
    stocksAndBonds: askList(list(stockOrBond, MAX_STOCKS, 'stocks or bonds'), {
      question: 'Stocks, bonds and mutual funds (optional)',
      label: 'Stocks, bonds and mutual funds',
      hint: "Outside of retirement accounts. Use today's value.",
      itemNoun: 'Investment',
    }),
    lifeInsuranceNetCashValue: ask('money', optionalDollars(), {
      question: 'Life insurance cash value',
      hint: 'What you would get if you cashed in the policy.',
      optional: true,
    }),
    lifeInsuranceFaceAmount: ask('money', optionalDollars(), {
      question: 'Life insurance face amount',
      hint: 'What the policy pays out.',
      optional: true,
    }),
    vestedRetirement: ask('money', optionalDollars(), {
      question: 'Vested retirement savings',
      hint: 'The part of your 401(k), IRA or pension that is yours to keep, before any tax or penalty.',
      optional: true,
    }),
    netWorthOfBusinesses: ask('money', optionalDollars(), {
      question: 'Net worth of businesses you own',
      hint: 'What your share of the business is worth, less its debts. We may ask for its financial statements.',
      optional: true,
    }),
    automobiles: askList(list(automobile, MAX_AUTOMOBILES, 'vehicles'), {
      question: 'Vehicles you own (optional)',
      label: 'Vehicles you own',
      itemNoun: 'Vehicle',
    }),
    otherAssets: askList(list(otherAsset, MAX_OTHER_ASSETS, 'other assets'), {
      question: 'Anything else of value (optional)',
      label: 'Anything else of value',
      hint: 'For example, money owed to you or valuable collections.',
      itemNoun: 'Asset',
    }),
    realEstateOwned: askList(list(realEstate, MAX_REAL_ESTATE, 'properties'), {
      question: 'Properties you own (optional)',
      label: 'Properties you own',
      hint: 'Include your current home if you own it, and any property you are selling. List the mortgages and home equity loans on these properties here, not under debts below.',
      itemNoun: 'Property',
    }),
    liabilities: askList(list(liability, MAX_LIABILITIES, 'debts'), {
      question: 'Debts you owe (optional)',
      label: 'Debts you owe',
      hint: 'Credit cards, car loans and leases, student loans and other loans. Mortgages go with the property above.',
      itemNoun: 'Debt',
    }),
    alimonyMonthlyPayment: ask('money', optionalDollars(), {
      question: 'Alimony, child support or separate maintenance you pay, per month',
      optional: true,
    }),
    alimonyOwedTo: ask('text', optionalString({ max: 100 }), {
      question: 'Who do you pay it to?',
      when: amountGiven('alimonyMonthlyPayment'),
      input: { autoComplete: 'off' },
    }),
    jobRelatedExpenseMonthly: ask('money', optionalDollars(), {
      question: 'Job-related expenses, per month',
      hint: 'Costs you must pay to be able to work, such as child care or union dues.',
      optional: true,
    }),
    jobRelatedExpenseDescription: ask('text', optionalString({ max: 100 }), {
      question: 'What are the expenses?',
      when: amountGiven('jobRelatedExpenseMonthly'),
      input: { autoComplete: 'off' },
    }),
    alternateNames: askList(list(alternateName, MAX_ALTERNATE_NAMES, 'names'), {
      question: 'Other names you have received credit under (optional)',
      label: 'Other names you have received credit under',
      hint: 'For example, a maiden name. It helps us find all of your credit history.',
      itemNoun: 'Name',
    }),
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

export const assetsAndLiabilitiesInitialValues = {
  cashDepositHeldBy: '',
  cashDepositAmount: '',
  accounts: [] as Account[],
  stocksAndBonds: [] as StockOrBond[],
  lifeInsuranceNetCashValue: '',
  lifeInsuranceFaceAmount: '',
  vestedRetirement: '',
  netWorthOfBusinesses: '',
  automobiles: [] as Automobile[],
  otherAssets: [] as OtherAsset[],
  realEstateOwned: [] as RealEstate[],
  liabilities: [] as Liability[],
  alimonyOwedTo: '',
  alimonyMonthlyPayment: '',
  jobRelatedExpenseDescription: '',
  jobRelatedExpenseMonthly: '',
  alternateNames: [] as AlternateName[],
};
