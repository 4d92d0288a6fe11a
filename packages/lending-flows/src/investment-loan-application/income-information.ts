import { amountOf, dollars, optionalDollars, optionalString, requiredWhen } from '@northgate/validators';
import { DSCR_ESTIMATE_RATE } from '@northgate/lending-policy';
import * as v from 'valibot';
import { ask, askChoice, askList, askYesNo } from '../shared/ask.ts';

/**
 * Investment (DSCR) loan application, step incomeInformation (docs/product/flow-fields.md, Flow 4): rent
 * per unit, qualified on the property's rent rather than the borrower's income.
 */

export const rentalTypes = [
  { value: 'longTerm', label: 'Long-term (leases of 12 months or more)' },
  { value: 'midTerm', label: 'Mid-term (furnished, 1–11 months)' },
  { value: 'shortTerm', label: 'Short-term or vacation rental' },
] as const;

export const MAX_UNITS = 10;

/** Whether the rents list one unit only (a single-family home): its questions then speak of the property. */
const oneUnit = (step: Readonly<Record<string, unknown>>) =>
  !Array.isArray(step.unitRents) || step.unitRents.length <= 1;

const unitRent = v.pipe(
  v.object({
    leased: askYesNo({
      question: ({ step }) => (oneUnit(step) ? 'Is the property leased now?' : 'Is this unit leased now?'),
    }),
    monthlyRent: ask('money', optionalDollars({ max: 1_000_000 }), {
      question: 'Rent in the current lease, per month',
      when: ({ parent }) => parent.leased === 'yes',
    }),
    marketRent: ask(
      'money',
      dollars({ min: 1, max: 1_000_000, minMessage: 'Enter the rent the unit would get today' }),
      {
        question: 'Market rent, per month',
        hint: 'What similar homes nearby rent for. The appraiser confirms it.',
      },
    ),
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

const shortTerm = ({ step }: { step: Readonly<Record<string, unknown>> }) => step.rentalType === 'shortTerm';

export const incomeInformationSchema = v.pipe(
  v.object({
    rentalType: askChoice(rentalTypes, { question: 'How is the property rented?' }),
    unitRents: askList(
      v.pipe(
        v.array(unitRent),
        v.minLength(1, 'Add the rent for at least one unit'),
        v.maxLength(MAX_UNITS, `Add at most ${MAX_UNITS} units`),
      ),
      { question: 'Rent for each unit', itemNoun: 'Unit' },
    ),
    trailing12MonthRevenue: ask('money', optionalDollars(), {
      question: 'Gross booking revenue, last 12 months',
      when: shortTerm,
    }),
    listingUrl: ask(
      'url',
      v.pipe(
        optionalString({ max: 300 }),
        v.check(
          (value) => value === '' || /^https?:\/\/\S+\.\S+$/.test(value),
          'Enter the full web address, starting with https://',
        ),
      ),
      {
        question: 'Link to the listing',
        hint: 'For example https://www.airbnb.com/rooms/12345',
        optional: true,
        when: shortTerm,
      },
    ),
    otherMonthlyIncome: ask('money', optionalDollars({ max: 1_000_000 }), {
      question: 'Other income from the property, per month',
      hint: 'Parking, storage or laundry. We note it; it does not count toward the DSCR.',
      optional: true,
    }),
    estimateRate: ask(
      'percent',
      v.pipe(
        v.optional(v.string(), ''),
        v.trim(),
        v.check((value) => value === '' || /^\d{1,2}(\.\d{1,3})?$/.test(value), 'Enter a rate such as 7.5'),
      ),
      {
        question: 'Interest rate to estimate with, in percent',
        hint: 'A typical rate for this loan today. Change it to see how the rate moves the DSCR; your quote sets the real one.',
      },
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
  // The rate the estimate starts from, shown as an editable assumption, never as a quote.
  estimateRate: String(DSCR_ESTIMATE_RATE),
};
