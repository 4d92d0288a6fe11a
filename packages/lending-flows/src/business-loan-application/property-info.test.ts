import { describe, it } from 'vitest';
import {
  blankAddress,
  blankAddressMessages,
  CHOOSE,
  expectShown,
  expectValid,
  nextYearDate,
  REQUIRED,
  validBusinessAnswers,
} from './validation.fixture.ts';

describe('propertyInfo', () => {
  const base = validBusinessAnswers.propertyInfo;
  const noProperty = {
    realEstateInvolved: 'no',
    propertyStatus: '',
    propertyAddress: blankAddress,
    propertyType: '',
    purchasePrice: '',
    estimatedValue: '',
    amountOwed: '',
    businessOccupancyPct: '',
    landlordName: '',
    monthlyRent: '',
    leaseEndDate: '',
  };
  const leased = {
    ...noProperty,
    realEstateInvolved: 'yes',
    propertyStatus: 'leased',
    propertyAddress: base.propertyAddress,
    propertyType: 'retail',
    landlordName: 'Wharf Street Holdings',
    monthlyRent: '6,200',
    leaseEndDate: '',
  };

  it('accepts a complete answer set, and two Nos', () => {
    expectValid('propertyInfo');
    expectValid('propertyInfo', { ...noProperty, offeringCollateral: 'no', collateral: [] });
  });

  it.each(['realEstateInvolved', 'offeringCollateral'])('asks %s', (field) => {
    expectShown('propertyInfo', { [field]: '' }, { [field]: CHOOSE });
  });

  it('asks what the property is, where, and what kind after a Yes', () => {
    expectShown(
      'propertyInfo',
      { ...noProperty, realEstateInvolved: 'yes' },
      { propertyStatus: CHOOSE, propertyType: CHOOSE, ...blankAddressMessages('propertyAddress') },
    );
  });

  it('asks for the price, value and the business’s share of a property it is buying', () => {
    expectShown(
      'propertyInfo',
      { purchasePrice: '', estimatedValue: '', businessOccupancyPct: '' },
      { purchasePrice: REQUIRED, estimatedValue: REQUIRED, businessOccupancyPct: REQUIRED },
    );
    expectShown('propertyInfo', { businessOccupancyPct: '0' }, { businessOccupancyPct: 'Enter at least 1%' });
  });

  it('also asks what is owed on a property already owned', () => {
    expectShown('propertyInfo', { propertyStatus: 'owned' }, { amountOwed: REQUIRED });
    expectValid('propertyInfo', { propertyStatus: 'owned', amountOwed: '0' });
  });

  it('asks for the landlord and rent of a leased property, and an end date in the future if any', () => {
    expectValid('propertyInfo', leased);
    expectShown(
      'propertyInfo',
      { ...leased, landlordName: '', monthlyRent: '' },
      { landlordName: REQUIRED, monthlyRent: REQUIRED },
    );
    expectShown(
      'propertyInfo',
      { ...leased, leaseEndDate: '2020-01-31' },
      { leaseEndDate: 'Enter a date in the future' },
    );
    expectValid('propertyInfo', { ...leased, leaseEndDate: nextYearDate });
    // A date typed before switching to Buying is hidden, and does not block the borrower.
    expectValid('propertyInfo', { leaseEndDate: '2020-01-31' });
  });

  it('asks for the collateral after a Yes, and checks each item', () => {
    expectShown(
      'propertyInfo',
      { collateral: [] },
      { collateral: 'Add each item you will offer as collateral' },
    );
    expectShown(
      'propertyInfo',
      { collateral: [{ type: '', description: '', value: '', owed: '' }] },
      {
        'collateral.0.type': CHOOSE,
        'collateral.0.description': REQUIRED,
        'collateral.0.value': REQUIRED,
        'collateral.0.owed': REQUIRED,
      },
    );
    expectShown(
      'propertyInfo',
      { collateral: [{ type: 'inventory', description: 'Flour and packaging', value: '0', owed: '0' }] },
      {
        'collateral.0.value': 'Enter what it is worth today',
      },
    );
    expectValid('propertyInfo', {
      offeringCollateral: 'no',
      collateral: [{ type: '', description: '', value: '', owed: '' }],
    });
  });
});
