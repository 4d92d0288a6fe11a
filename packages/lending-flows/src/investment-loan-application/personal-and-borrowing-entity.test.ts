import { adult, isoToday, yearsBefore } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import { requireStep } from '@northgate/form-engine/core';
import { totalOwnership } from './personal-and-borrowing-entity.ts';
import { flow, messagesOf, problems } from './validation.fixture.ts';

describe('personalAndBorrowingEntity', () => {
  it('asks for every required answer with the spec messages', () => {
    const untouched = requireStep(flow, 'personalAndBorrowingEntity').initialValues;
    expect(messagesOf('personalAndBorrowingEntity', untouched)).toMatchObject({
      firstName: 'Value is required',
      email: 'Value is required',
      mobilePhone: 'Value is required',
      dateOfBirth: 'The value is required',
      ssnOrItin: 'Value is required',
      citizenship: 'The value is required',
      entityName: 'Value is required',
      entityType: 'The value is required',
      ein: 'Value is required',
    });
  });

  it('refuses a borrower under 18, and takes one who turns 18 today', () => {
    expect(adult.test('2008-11-22', '2026-11-22')).toBe(true);
    expect(adult.test('2008-11-23', '2026-11-22')).toBe(false);
    // Eighteen years before a leap day is Feb 28.
    expect(yearsBefore('2028-02-29', 18)).toBe('2010-02-28');
    expect(problems('personalAndBorrowingEntity', { dateOfBirth: yearsBefore(isoToday(), 17) })).toEqual({
      dateOfBirth: 'You must be 18 or older to apply',
    });
    expect(problems('personalAndBorrowingEntity', { dateOfBirth: '1990-02-30' })).toEqual({
      dateOfBirth: 'Enter a real date',
    });
  });

  it('checks SSN, ITIN and EIN shapes', () => {
    expect(problems('personalAndBorrowingEntity', { ssnOrItin: '912701234' })).toEqual({}); // an ITIN
    expect(problems('personalAndBorrowingEntity', { ssnOrItin: '000123456' })).toEqual({
      ssnOrItin: 'Enter a valid Social Security number or ITIN',
    });
    expect(problems('personalAndBorrowingEntity', { ein: '12345' })).toEqual({
      ein: 'Enter the 9-digit EIN, for example 12-3456789',
    });
  });

  it('needs the ownership shares to add up to 100%', () => {
    expect(problems('personalAndBorrowingEntity', { ownershipPct: '50' })).toEqual({
      ownershipPct: 'The ownership shares must add up to 100%',
    });
    expect(
      problems('personalAndBorrowingEntity', {
        ownershipPct: '33.333',
        coOwners: [
          { name: 'A B', email: 'a@example.test', ownershipPct: '33.333' },
          { name: 'C D', email: 'c@example.test', ownershipPct: '33.334' },
        ],
      }),
    ).toEqual({});
    expect(totalOwnership({ ownershipPct: '60', coOwners: [{ ownershipPct: '40' }] })).toBe(100);
  });

  it('reports a co-owner problem at the co-owner, even while the total is off', () => {
    expect(
      problems('personalAndBorrowingEntity', {
        ownershipPct: '60',
        coOwners: [{ name: '', email: 'not-an-email', ownershipPct: '40' }],
      }),
    ).toEqual({
      'coOwners.0.name': 'Value is required',
      'coOwners.0.email': 'Value is not a valid email address',
    });
  });
});
