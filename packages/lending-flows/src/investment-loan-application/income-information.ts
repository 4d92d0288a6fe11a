import {
  amountOf,
  choice,
  dollars,
  optionalDollars,
  optionalString,
  requiredWhen,
  yesNo,
} from '@northgate/validators';
import * as v from 'valibot';

/**
 * Investment (DSCR) loan application, step incomeInformation (design/flow-fields.md, Flow 4): rent
 * per unit, qualified on the property's rent rather than the borrower's income.
 */

export const rentalTypes = [
  { value: 'longTerm', label: 'Long-term (leases of 12 months or more)' },
  { value: 'midTerm', label: 'Mid-term (furnished, 1–11 months)' },
  { value: 'shortTerm', label: 'Short-term or vacation rental' },
] as const;

export const MAX_UNITS = 10;

/**
 * The rate the rental-income step estimates the DSCR with until the borrower changes it: a
 * typical 30-year DSCR rate, shown as an editable assumption, never as a quote.
 */
export const DSCR_ESTIMATE_RATE = '7.5';
/** Our program minimum; a lower DSCR can still qualify with a smaller loan. */
export const DSCR_MINIMUM = 1;

const unitRent = v.pipe(
  v.object({
    leased: choice(yesNo),
    monthlyRent: optionalDollars({ max: 1_000_000 }),
    marketRent: dollars({ min: 1, max: 1_000_000, minMessage: 'Enter the rent the unit would get today' }),
  }),
  requiredWhen(
    'monthlyRent',
    ['leased', 'monthlyRent'],
    (input) => input.leased !== 'yes' || amountOf(input.monthlyRent) > 0,
    'Enter the rent in the current lease',
  ),
);

export type UnitRent = { leased: string; monthlyRent: string; marketRent: string };
export const emptyUnitRent: UnitRent = { leased: '', monthlyRent: '', marketRent: '' };

export const incomeInformationSchema = v.pipe(
  v.object({
    rentalType: choice(rentalTypes),
    unitRents: v.pipe(
      v.array(unitRent),
      v.minLength(1, 'Add the rent for at least one unit'),
      v.maxLength(MAX_UNITS, `Add at most ${MAX_UNITS} units`),
    ),
    trailing12MonthRevenue: optionalDollars(),
    listingUrl: v.pipe(
      optionalString({ max: 300 }),
      v.check(
        (value) => value === '' || /^https?:\/\/\S+\.\S+$/.test(value),
        'Enter the full web address, starting with https://',
      ),
    ),
    otherMonthlyIncome: optionalDollars({ max: 1_000_000 }),
    estimateRate: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.check((value) => value === '' || /^\d{1,2}(\.\d{1,3})?$/.test(value), 'Enter a rate such as 7.5'),
    ),
  }),
  requiredWhen(
    'trailing12MonthRevenue',
    ['rentalType', 'trailing12MonthRevenue'],
    (input) => input.rentalType !== 'shortTerm' || amountOf(input.trailing12MonthRevenue) > 0,
    'Short-term rentals qualify on 12 months of booking history: enter the gross revenue',
  ),
);

export const incomeInformationInitialValues = {
  rentalType: '',
  unitRents: [{ ...emptyUnitRent }] as UnitRent[],
  trailing12MonthRevenue: '',
  listingUrl: '',
  otherMonthlyIncome: '',
  estimateRate: DSCR_ESTIMATE_RATE,
};
