import { describe, expect, it } from 'vitest';
import { problems } from './validation.fixture.ts';

describe('loanRequestInformation', () => {
  it('caps the loan at 80% of the value for a purchase and 75% for cash-out', () => {
    expect(problems('loanRequestInformation', { loanAmount: '320000' })).toEqual({});
    expect(problems('loanRequestInformation', { loanAmount: '320001' })).toEqual({
      loanAmount: expect.stringContaining('above our limit'),
    });
    const cashOut = {
      loanPurpose: 'cashOut',
      cashOutAmount: '50000',
      acquisitionDate: '2019-05-01',
      originalPurchasePrice: '250000',
      existingLienBalance: '150000',
    };
    expect(problems('loanRequestInformation', { ...cashOut, loanAmount: '300000' })).toEqual({});
    expect(problems('loanRequestInformation', { ...cashOut, loanAmount: '300001' })).toEqual({
      loanAmount: expect.stringContaining('75% for cash-out'),
    });
  });

  it('keeps the loan within the rental program, as its landing page publishes it', () => {
    const outside = { loanAmount: 'We lend from $100,000 to $3,000,000 on a rental property' };
    expect(problems('loanRequestInformation', { loanAmount: '99999' })).toEqual(outside);
    expect(problems('loanRequestInformation', { loanAmount: '3000001' })).toEqual(outside);
    expect(problems('loanRequestInformation', { propertyValue: '4000000', loanAmount: '3000000' })).toEqual(
      {},
    );
  });

  it('asks refinances about the current loan, and cash-out for the amount', () => {
    expect(problems('loanRequestInformation', { loanPurpose: 'cashOut', loanAmount: '280000' })).toEqual({
      cashOutAmount: 'Enter how much cash you want to take out',
      acquisitionDate: 'The value is required',
      originalPurchasePrice: 'Value is required',
      existingLienBalance: 'Value is required',
    });
    // A purchase never asks for them.
    expect(problems('loanRequestInformation', { loanPurpose: 'purchase' })).toEqual({});
  });

  it('wants a closing date in the future', () => {
    expect(problems('loanRequestInformation', { targetCloseDate: '2001-01-01' })).toEqual({
      targetCloseDate: 'Enter a date in the future',
    });
  });
});
