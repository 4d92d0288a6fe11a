import {
  address,
  checkWhen,
  choice,
  dollars,
  emptyAddress,
  inTheFuture,
  messages,
  optionalChoice,
  optionalDate,
  optionalDollars,
  optionalString,
  percentage,
  requiredString,
  requiredWhen,
  yesNo,
} from '@northgate/validators';
import * as v from 'valibot';
import { cleanedWhenValid, entryList, filled, requiredIf, type Input } from './rules.ts';

/**
 * Business loan application, step propertyInfo (design/flow-fields.md, Flow 5: the shape of SBA Form 1919).
 */

export const businessPropertyStatuses = [
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

export const businessCollateralTypes = [
  { value: 'realEstate', label: 'Real estate' },
  { value: 'equipment', label: 'Equipment or vehicles' },
  { value: 'inventory', label: 'Inventory' },
  { value: 'receivables', label: 'Accounts receivable (money customers owe the business)' },
  { value: 'other', label: 'Other' },
] as const;

export const MAX_COLLATERAL_ITEMS = 10;

const collateralItem = v.object({
  type: choice(businessCollateralTypes),
  description: requiredString({ max: 200 }),
  value: dollars({ min: 1, minMessage: 'Enter what it is worth today' }),
  owed: dollars(),
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

export const propertyInfoSchema = v.pipe(
  v.object({
    realEstateInvolved: choice(yesNo),
    propertyStatus: optionalChoice(businessPropertyStatuses),
    propertyAddress: cleanedWhenValid(address(), () => ({ ...emptyAddress })),
    propertyType: optionalChoice(commercialPropertyTypes),
    purchasePrice: optionalDollars(),
    estimatedValue: optionalDollars(),
    amountOwed: optionalDollars(),
    businessOccupancyPct: cleanedWhenValid(occupancyShare, () => ''),
    landlordName: optionalString({ max: 120 }),
    monthlyRent: optionalDollars({ max: 10_000_000 }),
    leaseEndDate: cleanedWhenValid(leaseEnd, () => ''),
    offeringCollateral: choice(yesNo),
    collateral: cleanedWhenValid(collateralList, () => []),
  }),
  requiredIf('propertyStatus', 'realEstateInvolved', ['yes'], messages.choiceRequired),
  checkWhen('propertyAddress', (input) => input.realEstateInvolved === 'yes', address()),
  requiredIf('propertyType', 'realEstateInvolved', ['yes'], messages.choiceRequired),
  requiredWhen(
    'purchasePrice',
    ['realEstateInvolved', 'propertyStatus', 'purchasePrice'],
    (input) => !businessOwnsProperty(input) || filled(input.purchasePrice),
    messages.required,
  ),
  requiredWhen(
    'estimatedValue',
    ['realEstateInvolved', 'propertyStatus', 'estimatedValue'],
    (input) => !businessOwnsProperty(input) || filled(input.estimatedValue),
    messages.required,
  ),
  requiredWhen(
    'amountOwed',
    ['realEstateInvolved', 'propertyStatus', 'amountOwed'],
    (input) =>
      !(input.realEstateInvolved === 'yes' && input.propertyStatus === 'owned') || filled(input.amountOwed),
    messages.required,
  ),
  checkWhen('businessOccupancyPct', businessOwnsProperty, occupancyShare),
  requiredWhen(
    'landlordName',
    ['realEstateInvolved', 'propertyStatus', 'landlordName'],
    (input) => !businessLeasesProperty(input) || filled(input.landlordName),
    messages.required,
  ),
  requiredWhen(
    'monthlyRent',
    ['realEstateInvolved', 'propertyStatus', 'monthlyRent'],
    (input) => !businessLeasesProperty(input) || filled(input.monthlyRent),
    messages.required,
  ),
  checkWhen('leaseEndDate', businessLeasesProperty, leaseEnd),
  checkWhen('collateral', (input) => input.offeringCollateral === 'yes', collateralList),
);

/** Whether the answers describe a property the borrower owns or is buying. */
export function businessOwnsProperty(input: Input): boolean {
  return (
    input.realEstateInvolved === 'yes' && OWNED_PROPERTY_STATUSES.includes(input.propertyStatus as string)
  );
}

/** Whether the answers describe a property the business leases. */
export function businessLeasesProperty(input: Input): boolean {
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
