import {
  address,
  amountOf,
  checkWhen,
  choice,
  count,
  dollars,
  emptyAddress,
  messages,
  optionalChoice,
  optionalCount,
  optionalDollars,
  optionalString,
} from '@northgate/validators';
import * as v from 'valibot';
import { thisYear } from '../shared/calendar.ts';
import { cleanedWhenValid, optionalYear, requiredIf, type Input } from '../shared/rules.ts';
import { propertyTypes } from '../short-quiz/request-loan.ts';
import { dropUnasked } from './rules.ts';

/**
 * Long form, step subjectProperty (design/flow-fields.md, Flow 2; classic 1003 II and the bridge
 * lenders' intake checklist): the property the loan is for. A borrower still searching gives the
 * area and a budget instead of an address.
 */

export const longFormAcquisitionStages = [
  { value: 'owned', label: 'I own it already' },
  { value: 'underContract', label: 'I have it under contract' },
  { value: 'searching', label: 'I am still looking' },
] as const;

export const longFormPropertyConditions = [
  { value: 'turnkey', label: 'Ready to use (turnkey)' },
  { value: 'light', label: 'Needs light work (paint, floors, fixtures)' },
  { value: 'moderate', label: 'Needs moderate work (kitchen, baths, systems)' },
  { value: 'heavy', label: 'Needs heavy work (structure, layout, additions)' },
  { value: 'tearDown', label: 'Tear down, or land to build on' },
] as const;

export const longFormOccupancies = [
  { value: 'vacant', label: 'Vacant' },
  { value: 'tenantOccupied', label: 'Rented to tenants' },
  { value: 'ownerOccupied', label: 'Lived in by the owner' },
] as const;

const BATHROOMS = /^\d{1,2}(\.5)?$/;

const located = (input: Input) => input.acquisition !== 'searching';

/** What the property costs the borrower: the purchase price, or its value today if owned (0 until given). */
export function longFormSubjectPropertyCost(values: Input | undefined): number {
  return amountOf((values ?? {}).purchasePriceOrValue);
}

export const longFormSubjectPropertySchema = v.pipe(
  v.object({
    acquisition: choice(longFormAcquisitionStages),
    address: cleanedWhenValid(address(), () => ({ ...emptyAddress })),
    searchArea: optionalString({ max: 100 }),
    propertyType: choice(propertyTypes),
    units: count({ min: 1, max: 500 }),
    yearBuilt: optionalYear(1700, () => thisYear() + 2, 'Enter a year no later than two years from now'),
    squareFeet: optionalCount({ min: 1, max: 10_000_000 }),
    lotSize: optionalString({ max: 50 }),
    bedrooms: optionalCount({ min: 0, max: 500 }),
    bathrooms: v.pipe(
      optionalString({ max: 4 }),
      v.check(
        (value) => value === '' || BATHROOMS.test(value),
        'Enter whole or half baths, such as 2 or 2.5',
      ),
    ),
    condition: choice(longFormPropertyConditions),
    currentOccupancy: optionalChoice(longFormOccupancies),
    purchasePriceOrValue: dollars({ min: 1 }),
    existingLiens: optionalDollars(),
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

export const longFormSubjectPropertyInitialValues = {
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
