import { describe, expect, it } from 'vitest';
import { subjectPropertyCost } from './subject-property.ts';
import { initialValuesOf, messagesOf, problems, submitted, valid } from './validation.fixture.ts';

const blankAddress = { street: '', unit: '', city: '', state: '', zip: '' };

describe('subjectProperty', () => {
  it('asks where the purchase stands, the address, the property and its price', () => {
    expect(messagesOf('subjectProperty', initialValuesOf('subjectProperty'))).toEqual({
      acquisition: 'The value is required',
      'address.street': 'Value is required',
      'address.city': 'Value is required',
      'address.state': 'The value is required',
      'address.zip': 'Value is required',
      propertyType: 'The value is required',
      units: 'Value is required',
      condition: 'The value is required',
      purchasePriceOrValue: 'Value is required',
    });
    expect(problems('subjectProperty', { address: blankAddress })).toEqual({
      'address.street': 'Value is required',
      'address.city': 'Value is required',
      'address.state': 'The value is required',
      'address.zip': 'Value is required',
    });
  });

  it('asks a borrower still looking for the area instead of an address and occupancy', () => {
    const searching = { acquisition: 'searching', address: blankAddress, currentOccupancy: '' };
    expect(problems('subjectProperty', searching)).toEqual({ searchArea: 'Value is required' });
    expect(problems('subjectProperty', { ...searching, searchArea: 'Southeast Portland' })).toEqual({});
    expect(submitted('subjectProperty', { acquisition: 'searching', searchArea: 'Portland' })).toMatchObject({
      address: null,
      currentOccupancy: '',
    });
  });

  it('asks an owner for the liens on it', () => {
    expect(problems('subjectProperty', { acquisition: 'owned' })).toEqual({
      existingLiens: 'Value is required',
    });
    expect(problems('subjectProperty', { acquisition: 'owned', existingLiens: '0' })).toEqual({});
  });

  it('checks the year built and the bathrooms', () => {
    expect(problems('subjectProperty', { yearBuilt: '3000', bathrooms: '2.25' })).toEqual({
      yearBuilt: 'Enter a year no later than two years from now',
      bathrooms: 'Enter whole or half baths, such as 2 or 2.5',
    });
  });

  it('gives the price for the leverage figures', () => {
    expect(subjectPropertyCost(valid.subjectProperty)).toBe(425000);
    expect(subjectPropertyCost(undefined)).toBe(0);
  });
});
