import { describe, expect, it } from 'vitest';
import { problems } from './validation.fixture.ts';

describe('incomeInformation', () => {
  it('needs the lease rent only for a leased unit', () => {
    expect(
      problems('incomeInformation', { unitRents: [{ leased: 'yes', monthlyRent: '', marketRent: '1600' }] }),
    ).toEqual({ 'unitRents.0.monthlyRent': 'Enter the rent in the current lease' });
  });

  it('needs a year of revenue for a short-term rental', () => {
    expect(problems('incomeInformation', { rentalType: 'shortTerm' })).toEqual({
      trailing12MonthRevenue:
        'Short-term rentals qualify on 12 months of booking history: enter the gross revenue',
    });
    expect(
      problems('incomeInformation', {
        rentalType: 'shortTerm',
        trailing12MonthRevenue: '48000',
        listingUrl: 'airbnb',
      }),
    ).toEqual({ listingUrl: 'Enter the full web address, starting with https://' });
  });
});
