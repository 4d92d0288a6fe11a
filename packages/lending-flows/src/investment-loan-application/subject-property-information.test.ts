import { describe, expect, it } from 'vitest';
import { unitCount } from './subject-property-information.ts';
import { problems } from './validation.fixture.ts';

describe('subjectPropertyInformation', () => {
  it('asks for the number of units only for multi-unit properties, and checks it fits', () => {
    expect(problems('subjectPropertyInformation', { propertyType: 'sfr', units: '' })).toEqual({});
    expect(problems('subjectPropertyInformation', { propertyType: '2-4', units: '6' })).toEqual({
      units: 'Enter the number of units; it must fit the property type',
    });
    expect(unitCount({ propertyType: 'sfr', units: '3' })).toBe(1);
    expect(unitCount({ propertyType: '2-4', units: '3' })).toBe(3);
    expect(unitCount({ propertyType: '5-10', units: '' })).toBe(5);
  });

  it('checks the address, year built and bathrooms', () => {
    expect(
      problems('subjectPropertyInformation', {
        address: { street: '', unit: '', city: 'Albany', state: 'XX', zip: '1220' },
        yearBuilt: String(new Date().getFullYear() + 3),
        bathrooms: '2.25',
      }),
    ).toEqual({
      'address.street': 'Value is required',
      'address.state': 'The value is required',
      'address.zip': 'Enter a 5-digit ZIP code',
      yearBuilt: 'Enter a year no later than two years from now',
      bathrooms: 'Enter whole or half baths, such as 2 or 2.5',
    });
  });

  it('needs hazard insurance', () => {
    expect(problems('subjectPropertyInformation', { annualInsurance: '0' })).toEqual({
      annualInsurance: 'Enter the yearly premium; every loan needs hazard insurance',
    });
  });
});
