import {
  address,
  amountOf,
  date,
  dollars,
  emptyAddress,
  inThePast,
  messages,
  optionalDollars,
  optionalString,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice } from '../shared/ask.ts';
import { accountLast4, entriesOf, filled, sumOf, type Input } from '../shared/rules.ts';
import { propertyTypes } from '../short-quiz/request-loan.ts';
import { askChoiceWhen, dropUnasked, schedule } from './rules.ts';

/**
 * Long form, step investmentProperty (docs/product/flow-fields.md, Flow 2): the schedule of real estate
 * owned other than the home, with SBA Form 413 §4's columns and the 1003 REO schedule's rent.
 * A property sold already is not listed (it is no longer owned); one being sold is, as pending.
 */

export const propertyStatuses = [
  { value: 'retained', label: 'Keeping it' },
  { value: 'pendingSale', label: 'Sale pending' },
] as const;

export const propertyMortgageStatuses = [
  { value: 'current', label: 'Up to date' },
  { value: 'delinquent', label: 'Behind on payments' },
] as const;

export const vestings = [
  { value: 'individual', label: 'In my name' },
  { value: 'joint', label: 'Jointly with someone else' },
  { value: 'entity', label: 'In a company I own' },
] as const;

export const MAX_PROPERTIES = 20;

const mortgaged = (input: Input) => amountOf(input.mortgageBalance) > 0;

// The mortgage's details are asked only while the property has a mortgage balance.
const whileMortgaged = ({ parent }: { parent: Input }) => mortgaged(parent);

const property = v.pipe(
  v.object({
    address: ask('address', address(), { question: 'Address' }),
    propertyType: askChoice(propertyTypes, { question: 'Type of property' }),
    vesting: askChoice(vestings, { question: 'Whose name is it in?' }),
    status: askChoice(propertyStatuses, { question: 'Are you keeping it?' }),
    dateAcquired: ask('date', date(inThePast), { question: 'Date you bought it' }),
    originalCost: ask('money', dollars({ min: 1 }), { question: 'What you paid' }),
    presentMarketValue: ask('money', dollars({ min: 1 }), { question: 'Market value today' }),
    mortgageBalance: ask('money', dollars(), {
      question: 'Mortgage balance',
      hint: 'Every loan secured by it. Enter 0 if it is owned free and clear.',
    }),
    mortgageHolderName: ask('text', optionalString({ max: 100 }), {
      question: 'Mortgage lender',
      when: whileMortgaged,
      input: { autoComplete: 'off' },
    }),
    mortgageAccountLast4: ask('text', accountLast4(), {
      question: 'Last 4 digits of the loan number',
      optional: true,
      sensitivity: 'masked',
      when: whileMortgaged,
      input: { numberOnly: true, maxLength: 4, width: 'short', autoComplete: 'off' },
    }),
    monthlyPayment: ask('money', optionalDollars(), {
      question: 'Mortgage payment, per month',
      when: whileMortgaged,
    }),
    mortgageStatus: askChoiceWhen(propertyMortgageStatuses, {
      question: 'Is the mortgage up to date?',
      when: whileMortgaged,
    }),
    grossMonthlyRent: ask('money', optionalDollars(), {
      question: 'Rent collected, per month',
      hint: 'Leave blank if it is not rented.',
      optional: true,
    }),
    monthlyExpenses: ask('money', optionalDollars(), {
      question: 'Taxes, insurance, HOA and upkeep, per month',
      optional: true,
    }),
  }),
  requiredWhen(
    'mortgageHolderName',
    ['mortgageBalance', 'mortgageHolderName'],
    (input) => !mortgaged(input) || filled(input.mortgageHolderName),
    'Enter who holds the mortgage',
  ),
  requiredWhen(
    'monthlyPayment',
    ['mortgageBalance', 'monthlyPayment'],
    (input) => !mortgaged(input) || amountOf(input.monthlyPayment) > 0,
    'Enter the monthly mortgage payment',
  ),
  requiredWhen(
    'mortgageStatus',
    ['mortgageBalance', 'mortgageStatus'],
    (input) => !mortgaged(input) || filled(input.mortgageStatus),
    messages.choiceRequired,
  ),
  dropUnasked([
    {
      fields: ['mortgageHolderName', 'mortgageAccountLast4', 'monthlyPayment', 'mortgageStatus'],
      asked: mortgaged,
    },
  ]),
);

export type Property = {
  address: typeof emptyAddress;
  propertyType: string;
  vesting: string;
  status: string;
  dateAcquired: string;
  originalCost: string;
  presentMarketValue: string;
  mortgageBalance: string;
  mortgageHolderName: string;
  mortgageAccountLast4: string;
  monthlyPayment: string;
  mortgageStatus: string;
  grossMonthlyRent: string;
  monthlyExpenses: string;
};

export const emptyProperty: Property = {
  address: { ...emptyAddress },
  propertyType: '',
  vesting: '',
  status: '',
  dateAcquired: '',
  originalCost: '',
  presentMarketValue: '',
  mortgageBalance: '',
  mortgageHolderName: '',
  mortgageAccountLast4: '',
  monthlyPayment: '',
  mortgageStatus: '',
  grossMonthlyRent: '',
  monthlyExpenses: '',
};

/** One property's monthly net rent (rent less mortgage payment and expenses; negative for a loss) and equity. */
export function propertyFigures(entry: Partial<Property> | undefined) {
  const s = entry ?? {};
  return {
    netMonthlyRent:
      amountOf(s.grossMonthlyRent) -
      (mortgaged(s) ? amountOf(s.monthlyPayment) : 0) -
      amountOf(s.monthlyExpenses),
    equity: amountOf(s.presentMarketValue) - amountOf(s.mortgageBalance),
  };
}

/** The schedule's totals: market value, mortgages, equity and monthly net rent of every property listed. */
export function propertyTotals(values: Input | undefined) {
  const entries = (values ?? {}).properties;
  const marketValue = sumOf<Property>(entries, (entry) => entry.presentMarketValue);
  const mortgages = sumOf<Property>(entries, (entry) => entry.mortgageBalance);
  const netMonthlyRent = entriesOf<Property>(entries).reduce(
    (total, entry) => total + propertyFigures(entry).netMonthlyRent,
    0,
  );
  return { marketValue, mortgages, equity: marketValue - mortgages, netMonthlyRent };
}

const properties = schedule({
  list: 'properties',
  none: 'noProperties',
  entry: property,
  max: MAX_PROPERTIES,
  noun: 'properties',
  question: 'Properties you own besides your home',
  hint: 'Rentals, land, commercial buildings and properties you are selling. If you already own the property you want to finance, list it here too.',
  itemNoun: 'Property',
  noneLabel: 'I own no investment property',
  missing: 'Add each property you own, or tick “I own no investment property”',
  contradicted: 'You ticked “I own no investment property” but listed some: remove them, or untick the box',
});

export const investmentPropertySchema = v.pipe(v.object(properties.fields), ...properties.checks);

export const investmentPropertyInitialValues = {
  properties: [] as Property[],
  noProperties: false,
};
