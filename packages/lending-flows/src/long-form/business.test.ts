import { describe, expect, it } from 'vitest';
import { emptyBusiness, businessShare, businessTotal } from './business.ts';
import { initialValuesOf, messagesOf, problems } from './validation.fixture.ts';

describe('business', () => {
  it('refuses Next with no business and no "none" answer, and "none" with businesses listed', () => {
    expect(messagesOf('business', initialValuesOf('business'))).toEqual({
      businesses: 'Add each business you own part of, or tick “I own no business”',
    });
    expect(problems('business', { businesses: [], noBusinesses: true })).toEqual({});
    expect(problems('business', { noBusinesses: true })).toEqual({
      noBusinesses: 'You ticked “I own no business” but listed some: remove them, or untick the box',
    });
  });

  it('asks each business its name, type, share, line of business, age, revenue and net worth', () => {
    expect(problems('business', { businesses: [emptyBusiness] })).toEqual({
      'businesses.0.businessName': 'Value is required',
      'businesses.0.entityType': 'The value is required',
      'businesses.0.ownershipPct': 'Value is required',
      'businesses.0.industry': 'Value is required',
      'businesses.0.yearsInBusiness': 'Value is required',
      'businesses.0.annualRevenue': 'Value is required',
      'businesses.0.netWorth': 'Value is required',
    });
  });

  it("counts the borrower's share of each business's net worth", () => {
    expect(businessShare({ netWorth: '480000', ownershipPct: '75' })).toBe(360000);
    expect(businessShare({ netWorth: '100000', ownershipPct: '33.333' })).toBe(33333);
    expect(
      businessTotal({
        businesses: [
          { netWorth: '480000', ownershipPct: '75' },
          { netWorth: '50000', ownershipPct: '100' },
        ],
      }),
    ).toBe(410000);
  });
});
