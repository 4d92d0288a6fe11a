import { describe, expect, it } from 'vitest';
import { emptyFormerAddress } from '../shared/residence.ts';
import { homeOwned } from './primary-residence.ts';
import { initialValuesOf, messagesOf, problems, submitted, valid } from './validation.fixture.ts';

const renter = {
  ownOrRent: 'rent',
  presentMarketValue: '',
  mortgageBalance: '',
  mortgageHolderName: '',
  monthlyMortgagePayment: '',
  mortgageStatus: '',
};

describe('primaryResidence', () => {
  it('asks the address, own or rent, and how long', () => {
    expect(messagesOf('primaryResidence', initialValuesOf('primaryResidence'))).toEqual({
      'residenceAddress.street': 'Value is required',
      'residenceAddress.city': 'Value is required',
      'residenceAddress.state': 'The value is required',
      'residenceAddress.zip': 'Value is required',
      ownOrRent: 'The value is required',
      yearsAtAddress: 'Value is required',
      monthsAtAddress: 'Value is required',
    });
  });

  it('asks an owner for the value and the mortgage, and its details only when one is owed', () => {
    expect(problems('primaryResidence', { presentMarketValue: '', mortgageBalance: '' })).toEqual({
      presentMarketValue: 'Enter what your home is worth today',
      mortgageBalance: 'Enter what you owe on your home, or 0 if you own it outright',
    });
    expect(
      problems('primaryResidence', {
        mortgageHolderName: '',
        monthlyMortgagePayment: '',
        mortgageStatus: '',
      }),
    ).toEqual({
      mortgageHolderName: 'Enter who holds your mortgage',
      monthlyMortgagePayment: 'Enter your monthly mortgage payment',
      mortgageStatus: 'The value is required',
    });
    expect(
      problems('primaryResidence', {
        mortgageBalance: '0',
        mortgageHolderName: '',
        monthlyMortgagePayment: '',
        mortgageStatus: '',
      }),
    ).toEqual({});
  });

  it('asks a renter only the rent, and a rent-free borrower nothing more', () => {
    expect(problems('primaryResidence', { ...renter, monthlyHousingPayment: '' })).toEqual({
      monthlyHousingPayment: 'Enter what your home costs you each month',
    });
    expect(
      problems('primaryResidence', { ...renter, ownOrRent: 'rentFree', monthlyHousingPayment: '' }),
    ).toEqual({});
  });

  it('does not submit a home value typed before switching to rent, nor count it', () => {
    const values = { ...valid.primaryResidence, ownOrRent: 'rent' };
    expect(submitted('primaryResidence', { ownOrRent: 'rent' })).toMatchObject({
      presentMarketValue: '',
      mortgageBalance: '',
      mortgageHolderName: '',
      monthlyHousingPayment: '3100',
    });
    expect(homeOwned(values)).toEqual({ value: 0, mortgage: 0 });
    expect(homeOwned(valid.primaryResidence)).toEqual({ value: 650000, mortgage: 310000 });
  });

  it('asks former addresses until two years are covered', () => {
    const recent = { yearsAtAddress: '1', monthsAtAddress: '3' };
    expect(problems('primaryResidence', recent)).toEqual({
      formerAddresses: 'Add your previous addresses until they cover the last two years',
    });
    const former = {
      ...emptyFormerAddress,
      address: { street: '9 Birch Road', unit: '', city: 'Eugene', state: 'OR', zip: '97401' },
      housing: 'rent',
      years: '0',
      months: '9',
    };
    expect(problems('primaryResidence', { ...recent, formerAddresses: [former] })).toEqual({});
    expect(
      problems('primaryResidence', { ...recent, formerAddresses: [{ ...former, months: '8' }] }),
    ).toEqual({
      formerAddresses: 'Add your previous addresses until they cover the last two years',
    });
    // Former addresses typed before the years were corrected are not submitted.
    expect(submitted('primaryResidence', { formerAddresses: [former] }).formerAddresses).toEqual([]);
  });
});
