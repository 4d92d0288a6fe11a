import {
  address,
  checkWhen,
  dollars,
  emptyAddress,
  inTheFuture,
  messages,
  optionalDate,
  optionalDollars,
  optionalString,
  percentage,
  requiredString,
  requiredWhen,
} from '@northgate/validators';
import * as v from 'valibot';
import type { FieldContext } from '@northgate/form-engine/core';
import { ask, askChoice, askList, askYesNo } from '../shared/ask.ts';
import { cleanedWhenValid, entryList, filled, requiredIf, type Input } from './rules.ts';

/**
 * Business loan application, step propertyInfo (docs/product/flow-fields.md, Flow 5: the shape of SBA Form 1919).
 */

export const propertyStatuses = [
  { value: 'buying', label: 'We are buying it with this loan' },
  { value: 'owned', label: 'The business or one of its owners already owns it' },
  { value: 'leased', label: 'The business leases it' },
] as const;

/** Property statuses where the borrower owns (or is buying) the property. */
export const OWNED_PROPERTY_STATUSES: readonly string[] = ['buying', 'owned'];

export const commercialPropertyTypes = [
  { value: 'office', label: 'Office' },
  { value: 'retail', label: 'Retail or storefront' },
  { value: 'restaurant', label: 'Restaurant or bar' },
  { value: 'industrial', label: 'Industrial, warehouse or workshop' },
  { value: 'medical', label: 'Medical or dental office' },
  { value: 'hotel', label: 'Hotel or motel' },
  { value: 'autoService', label: 'Auto repair, car wash or gas station' },
  { value: 'mixedUse', label: 'Mixed-use (business space with apartments)' },
  { value: 'multifamily', label: 'Apartment building (5 or more units)' },
  { value: 'land', label: 'Land' },
  { value: 'other', label: 'Other' },
] as const;

export const collateralTypes = [
  { value: 'realEstate', label: 'Real estate' },
  { value: 'equipment', label: 'Equipment or vehicles' },
  { value: 'inventory', label: 'Inventory' },
  { value: 'receivables', label: 'Accounts receivable (money customers owe the business)' },
  { value: 'other', label: 'Other' },
] as const;

export const MAX_COLLATERAL_ITEMS = 10;

const collateralItem = v.object({
  type: askChoice(collateralTypes, { question: 'Type', input: { width: 'full' } }),
  description: ask('text', requiredString({ max: 200 }), {
    question: 'Description',
    hint: 'For example: the address of a property, or the make and model of equipment.',
    input: { autoComplete: 'off' },
  }),
  value: ask('money', dollars({ min: 1, minMessage: 'Enter what it is worth today' }), {
    question: 'What it is worth today',
  }),
  owed: ask('money', dollars(), { question: 'Amount owed against it', hint: 'Enter 0 if nothing is owed.' }),
});

export type CollateralItem = { type: string; description: string; value: string; owed: string };
export const emptyCollateralItem: CollateralItem = { type: '', description: '', value: '', owed: '' };

const collateralList = entryList(
  collateralItem,
  MAX_COLLATERAL_ITEMS,
  'Add each item you will offer as collateral',
  `Add at most ${MAX_COLLATERAL_ITEMS} items`,
);

const occupancyShare = percentage({ min: 1, max: 100 });
const leaseEnd = optionalDate(inTheFuture);

const involved = ({ step }: FieldContext) => step.realEstateInvolved === 'yes';
const owns = ({ step }: FieldContext) => ownsProperty(step);
const leases = ({ step }: FieldContext) => leasesProperty(step);

export const propertyInfoSchema = v.pipe(
  v.object({
    realEstateInvolved: askYesNo({
      question: 'Is a property part of this loan?',
      hint: 'Answer Yes if the loan will buy, build, renovate or refinance a property, or pay for work on a property the business leases.',
    }),
    propertyStatus: askChoice(propertyStatuses, {
      question: 'Which describes it?',
      optional: (context) => !involved(context),
      when: involved,
      input: { control: 'radio' },
    }),
    propertyAddress: cleanedWhenValid(
      ask('address', address(), { question: 'Property address', when: involved }),
      () => ({ ...emptyAddress }),
    ),
    propertyType: askChoice(commercialPropertyTypes, {
      question: 'Type of property',
      optional: (context) => !involved(context),
      when: involved,
      input: { width: 'full' },
    }),
    purchasePrice: ask('money', optionalDollars(), {
      question: ({ step }) => (step.propertyStatus === 'buying' ? 'Purchase price' : 'What was paid for it'),
      when: owns,
    }),
    estimatedValue: ask('money', optionalDollars(), {
      question: 'What it is worth today',
      hint: 'Your best estimate; an appraisal will confirm it.',
      when: owns,
    }),
    amountOwed: ask('money', optionalDollars(), {
      question: 'How much is owed on it today?',
      hint: 'All mortgages and liens together. Enter 0 if nothing is owed.',
      when: (context) => involved(context) && context.step.propertyStatus === 'owned',
    }),
    businessOccupancyPct: cleanedWhenValid(
      ask('percent', occupancyShare, {
        question: 'How much of the property does the business use, in percent?',
        hint: 'As a share of the floor space, counting what it will use after this loan. Enter 100 if it uses all of it.',
        when: owns,
      }),
      () => '',
    ),
    landlordName: ask('text', optionalString({ max: 120 }), {
      question: 'Landlord’s name',
      when: leases,
      input: { autoComplete: 'off' },
    }),
    monthlyRent: ask('money', optionalDollars({ max: 10_000_000 }), {
      question: 'Monthly rent',
      when: leases,
    }),
    leaseEndDate: cleanedWhenValid(
      ask('date', leaseEnd, {
        question: 'Date the lease ends',
        hint: 'Leave blank if the lease runs month to month.',
        optional: true,
        when: leases,
      }),
      () => '',
    ),
    offeringCollateral: askYesNo({
      question: 'Can you offer collateral for this loan?',
      hint: 'Collateral is property we can claim if the loan is not repaid: the property above, equipment, inventory, or money customers owe the business. Offering it can help you qualify.',
    }),
    collateral: cleanedWhenValid(
      askList(collateralList, {
        question: 'What you are offering',
        hint: 'List each item with what it is worth today and what is still owed on it.',
        itemNoun: 'Item',
        when: ({ step }) => step.offeringCollateral === 'yes',
      }),
      () => [],
    ),
  }),
  requiredIf('propertyStatus', 'realEstateInvolved', ['yes'], messages.choiceRequired),
  checkWhen('propertyAddress', (input) => input.realEstateInvolved === 'yes', address()),
  requiredIf('propertyType', 'realEstateInvolved', ['yes'], messages.choiceRequired),
  requiredWhen(
    'purchasePrice',
    ['realEstateInvolved', 'propertyStatus', 'purchasePrice'],
    (input) => !ownsProperty(input) || filled(input.purchasePrice),
    messages.required,
  ),
  requiredWhen(
    'estimatedValue',
    ['realEstateInvolved', 'propertyStatus', 'estimatedValue'],
    (input) => !ownsProperty(input) || filled(input.estimatedValue),
    messages.required,
  ),
  requiredWhen(
    'amountOwed',
    ['realEstateInvolved', 'propertyStatus', 'amountOwed'],
    (input) =>
      !(input.realEstateInvolved === 'yes' && input.propertyStatus === 'owned') || filled(input.amountOwed),
    messages.required,
  ),
  checkWhen('businessOccupancyPct', ownsProperty, occupancyShare),
  requiredWhen(
    'landlordName',
    ['realEstateInvolved', 'propertyStatus', 'landlordName'],
    (input) => !leasesProperty(input) || filled(input.landlordName),
    messages.required,
  ),
  requiredWhen(
    'monthlyRent',
    ['realEstateInvolved', 'propertyStatus', 'monthlyRent'],
    (input) => !leasesProperty(input) || filled(input.monthlyRent),
    messages.required,
  ),
  checkWhen('leaseEndDate', leasesProperty, leaseEnd),
  checkWhen('collateral', (input) => input.offeringCollateral === 'yes', collateralList),
);

/** Whether the answers describe a property the borrower owns or is buying. */
export function ownsProperty(input: Input): boolean {
  return (
    input.realEstateInvolved === 'yes' && OWNED_PROPERTY_STATUSES.includes(input.propertyStatus as string)
  );
}

/** Whether the answers describe a property the business leases. */
export function leasesProperty(input: Input): boolean {
  return input.realEstateInvolved === 'yes' && input.propertyStatus === 'leased';
}

export const propertyInfoInitialValues = {
  realEstateInvolved: '',
  propertyStatus: '',
  propertyAddress: { ...emptyAddress },
  propertyType: '',
  purchasePrice: '',
  estimatedValue: '',
  amountOwed: '',
  businessOccupancyPct: '',
  landlordName: '',
  monthlyRent: '',
  leaseEndDate: '',
  offeringCollateral: '',
  collateral: [] as CollateralItem[],
};
