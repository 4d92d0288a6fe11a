import {
  address,
  amountOf,
  checkWhen,
  count,
  dollars,
  emptyAddress,
  messages,
  optionalCount,
  optionalDollars,
  optionalString,
} from '@northgate/validators';
import * as v from 'valibot';
import type { FieldContext } from '@northgate/form-engine/core';
import { ask, askChoice, askChoiceWhen } from '../shared/ask.ts';
import { thisYear } from '../shared/calendar.ts';
import { cleanedWhenValid, optionalYear, requiredIf, type Input } from '../shared/rules.ts';
import { propertyTypes } from '../short-quiz/request-loan.ts';
import { dropUnasked } from './rules.ts';

/**
 * Long form, step subjectProperty (docs/product/flow-fields.md, Flow 2; classic 1003 II and the bridge
 * lenders' intake checklist): the property the loan is for. A borrower still searching gives the
 * area and a budget instead of an address.
 */

export const acquisitionStages = [
  { value: 'owned', label: 'I own it already' },
  { value: 'underContract', label: 'I have it under contract' },
  { value: 'searching', label: 'I am still looking' },
] as const;

export const propertyConditions = [
  { value: 'turnkey', label: 'Ready to use (turnkey)' },
  { value: 'light', label: 'Needs light work (paint, floors, fixtures)' },
  { value: 'moderate', label: 'Needs moderate work (kitchen, baths, systems)' },
  { value: 'heavy', label: 'Needs heavy work (structure, layout, additions)' },
  { value: 'tearDown', label: 'Tear down, or land to build on' },
] as const;

export const occupancies = [
  { value: 'vacant', label: 'Vacant' },
  { value: 'tenantOccupied', label: 'Rented to tenants' },
  { value: 'ownerOccupied', label: 'Lived in by the owner' },
] as const;

const BATHROOMS = /^\d{1,2}(\.5)?$/;

const located = (input: Input) => input.acquisition !== 'searching';

/** What the property costs the borrower: the purchase price, or its value today if owned (0 until given). */
export function subjectPropertyCost(values: Input | undefined): number {
  return amountOf((values ?? {}).purchasePriceOrValue);
}

/** What the price or value is called at each stage. */
const priceQuestions: Record<string, string> = {
  owned: 'What it is worth today, as it is',
  underContract: 'Purchase price',
  searching: 'Price you expect to pay',
};

const isLocated = ({ step }: FieldContext) => located(step);

export const subjectPropertySchema = v.pipe(
  v.object({
    acquisition: askChoice(acquisitionStages, {
      question: 'Do you have the property yet?',
      input: { control: 'radio' },
    }),
    address: ask(
      'address',
      cleanedWhenValid(address(), () => ({ ...emptyAddress })),
      {
        question: 'Property address',
        when: isLocated,
      },
    ),
    searchArea: ask('text', optionalString({ max: 100 }), {
      question: 'Where are you looking?',
      hint: 'A city, county or neighborhood and the state.',
      when: (context) => !isLocated(context),
      input: { autoComplete: 'off' },
    }),
    purchasePriceOrValue: ask('money', dollars({ min: 1 }), {
      question: ({ step }) => priceQuestions[step.acquisition as string] ?? 'Purchase price or value',
    }),
    existingLiens: ask('money', optionalDollars(), {
      question: 'Loans secured by it today',
      hint: 'Enter 0 if it is owned free and clear.',
      when: ({ step }) => step.acquisition === 'owned',
    }),
    propertyType: askChoice(propertyTypes, { question: 'Type of property' }),
    units: ask('number', count({ min: 1, max: 500 }), {
      question: 'Number of units',
      input: { width: 'short' },
    }),
    condition: askChoice(propertyConditions, { question: 'Its condition' }),
    currentOccupancy: askChoiceWhen(occupancies, {
      question: 'Who lives there now?',
      when: isLocated,
    }),
    yearBuilt: ask(
      'year',
      optionalYear(1700, () => thisYear() + 2, 'Enter a year no later than two years from now'),
      { question: 'Year built', optional: true, input: { width: 'short' } },
    ),
    squareFeet: ask('number', optionalCount({ min: 1, max: 10_000_000 }), {
      question: 'Living area, in square feet',
      optional: true,
      input: { width: 'short' },
    }),
    bedrooms: ask('number', optionalCount({ min: 0, max: 500 }), {
      question: 'Bedrooms',
      optional: true,
      input: { width: 'short' },
    }),
    bathrooms: ask(
      'number',
      v.pipe(
        optionalString({ max: 4 }),
        v.check(
          (value) => value === '' || BATHROOMS.test(value),
          'Enter whole or half baths, such as 2 or 2.5',
        ),
      ),
      {
        question: 'Bathrooms',
        hint: 'Such as 2 or 2.5.',
        optional: true,
        input: { decimal: true, width: 'short' },
      },
    ),
    lotSize: ask('text', optionalString({ max: 50 }), {
      question: 'Lot size',
      hint: 'Such as 5,000 sq ft or 0.5 acres.',
      optional: true,
      input: { width: 'medium', autoComplete: 'off' },
    }),
  }),
  checkWhen('address', located, address()),
  requiredIf('searchArea', 'acquisition', ['searching']),
  requiredIf('existingLiens', 'acquisition', ['owned']),
  requiredIf('currentOccupancy', 'acquisition', ['owned', 'underContract'], messages.choiceRequired),
  dropUnasked([
    { fields: ['address'], asked: located },
    { fields: ['searchArea'], asked: (input) => !located(input) },
    { fields: ['currentOccupancy'], asked: located },
    { fields: ['existingLiens'], asked: (input) => input.acquisition === 'owned' },
  ]),
);

export const subjectPropertyInitialValues = {
  acquisition: '',
  address: { ...emptyAddress },
  searchArea: '',
  propertyType: '',
  units: '',
  yearBuilt: '',
  squareFeet: '',
  lotSize: '',
  bedrooms: '',
  bathrooms: '',
  condition: '',
  currentOccupancy: '',
  purchasePriceOrValue: '',
  existingLiens: '',
};
