import {
  address,
  count,
  dollars,
  emptyAddress,
  messages,
  optionalCount,
  optionalDollars,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice, askYesNo } from '../shared/ask.ts';
import { thisYear } from '../shared/calendar.ts';

/**
 * Investment (DSCR) loan application, step subjectPropertyInformation (docs/product/flow-fields.md,
 * Flow 4): the rental property; units asked by property type.
 */

export const rentalPropertyTypes = [
  { value: 'sfr', label: 'Single-family home' },
  { value: '2-4', label: '2–4 unit' },
  { value: 'warrantableCondo', label: 'Condo (warrantable)' },
  { value: 'nonWarrantableCondo', label: 'Condo (non-warrantable)' },
  { value: 'townhome', label: 'Townhome / PUD' },
  { value: '5-10', label: '5–10 unit' },
  { value: 'mixedUse', label: 'Mixed-use' },
] as const;

/** Units each property type may have. */
export const UNIT_RANGE: Readonly<Record<string, readonly [number, number]>> = {
  sfr: [1, 1],
  '2-4': [2, 4],
  warrantableCondo: [1, 1],
  nonWarrantableCondo: [1, 1],
  townhome: [1, 1],
  '5-10': [5, 10],
  mixedUse: [2, 10],
};

/** How many units the property has, as the rental-income step lists them (1 until known). */
export function unitCount(property: { propertyType?: unknown; units?: unknown } | undefined): number {
  const range = UNIT_RANGE[property?.propertyType as string];
  if (range === undefined || range[1] === 1) return 1;
  const units = Number(property?.units);
  return Number.isInteger(units) && units >= range[0] && units <= range[1] ? units : range[0];
}

/** The unit range of a multi-unit property type; undefined for a single-unit or unknown type. */
export function multiUnitRange(propertyType: unknown): readonly [number, number] | undefined {
  const range = UNIT_RANGE[propertyType as string];
  return range !== undefined && range[1] > 1 ? range : undefined;
}

export const subjectPropertyInformationSchema = v.pipe(
  v.object({
    address: ask('address', address(), { question: 'Property address' }),
    propertyType: askChoice(rentalPropertyTypes, { question: 'Property type' }),
    // Asked only for multi-unit types; a single-unit type counts as one unit whatever is stored.
    units: ask('number', optionalCount({ min: 1, max: 10 }), {
      question: 'Number of units',
      hint: ({ step }) => {
        const range = multiUnitRange(step.propertyType);
        return range === undefined ? '' : `${range[0]} to ${range[1]} for this type of property.`;
      },
      when: ({ step }) => multiUnitRange(step.propertyType) !== undefined,
      input: { width: 'short' },
    }),
    yearBuilt: ask(
      'year',
      v.pipe(
        count({ min: 1700, max: 9999 }),
        v.check((value) => Number(value) <= thisYear() + 2, 'Enter a year no later than two years from now'),
      ),
      { question: 'Year built', input: { width: 'short', maxLength: 4 } },
    ),
    squareFeet: ask('number', count({ min: 200, max: 100_000 }), {
      question: 'Living area, in square feet',
      input: { commas: true, width: 'medium' },
    }),
    bedrooms: ask('number', count({ min: 0, max: 50 }), { question: 'Bedrooms', input: { width: 'short' } }),
    bathrooms: ask(
      'number',
      v.pipe(
        v.optional(v.string(), ''),
        v.trim(),
        v.nonEmpty(messages.required),
        v.regex(/^\d{1,2}(\.5)?$/, 'Enter whole or half baths, such as 2 or 2.5'),
      ),
      { question: 'Bathrooms', hint: 'For example 2.5', input: { decimal: true, width: 'short' } },
    ),
    rural: askYesNo({
      question: 'Is the property in a rural area?',
      hint: 'Outside a town, on more than 2 acres, or far from comparable homes.',
    }),
    annualTaxes: ask('money', dollars(), { question: 'Property taxes per year' }),
    annualInsurance: ask(
      'money',
      dollars({ min: 1, minMessage: 'Enter the yearly premium; every loan needs hazard insurance' }),
      { question: 'Hazard insurance per year' },
    ),
    annualFloodInsurance: ask('money', optionalDollars(), {
      question: 'Flood insurance per year',
      optional: true,
    }),
    monthlyHoa: ask('money', optionalDollars(), { question: 'HOA or condo dues per month', optional: true }),
  }),
  requiredWhen(
    'units',
    ['propertyType', 'units'],
    (input) => {
      const range = UNIT_RANGE[input.propertyType as string];
      if (range === undefined || range[1] === 1) return true;
      const units = Number(input.units);
      return input.units !== '' && units >= range[0] && units <= range[1];
    },
    'Enter the number of units; it must fit the property type',
  ),
);

export const subjectPropertyInformationInitialValues = {
  address: { ...emptyAddress },
  propertyType: '',
  units: '',
  yearBuilt: '',
  squareFeet: '',
  bedrooms: '',
  bathrooms: '',
  rural: '',
  annualTaxes: '',
  annualInsurance: '',
  annualFloodInsurance: '',
  monthlyHoa: '',
};
