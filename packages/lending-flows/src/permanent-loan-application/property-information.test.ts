import { describe, expect, it } from 'vitest';
import {
  constructionTotal,
  transactionLtv,
  transactionTotalCosts,
  transactionValue,
} from './transaction-details.ts';
import { initialValuesOf, messagesOf, problems } from './validation.fixture.ts';

describe('propertyInformation', () => {
  it('asks for the property, the purpose, occupancy and title', () => {
    expect(messagesOf('propertyInformation', initialValuesOf('propertyInformation'))).toEqual({
      'subjectPropertyAddress.street': 'Value is required',
      'subjectPropertyAddress.city': 'Value is required',
      'subjectPropertyAddress.state': 'The value is required',
      'subjectPropertyAddress.zip': 'Value is required',
      yearBuilt: 'Value is required',
      purposeOfLoan: 'The value is required',
      propertyWillBe: 'The value is required',
      titleHeldInNames: 'Value is required',
      mannerTitleHeld: 'The value is required',
      estateHeldIn: 'The value is required',
    });
  });

  it('checks units and the year built', () => {
    expect(problems('propertyInformation', { numberOfUnits: '5' })).toEqual({
      numberOfUnits: 'The maximum value allowed is 4',
    });
    expect(problems('propertyInformation', { yearBuilt: String(new Date().getFullYear() + 3) })).toEqual({
      yearBuilt: 'Enter a year no later than two years from now',
    });
  });

  it('needs an explanation when the purpose is Other', () => {
    expect(problems('propertyInformation', { purposeOfLoan: 'other' })).toEqual({
      purposeOfLoanOther: 'Tell us what the loan is for',
    });
    expect(
      problems('propertyInformation', { purposeOfLoan: 'other', purposeOfLoanOther: 'Buy out a co-owner' }),
    ).toEqual({});
  });

  it('asks a purchase where the down payment comes from, and to explain Other', () => {
    expect(problems('propertyInformation', { downPaymentSources: [] })).toEqual({
      downPaymentSources: 'Choose at least one source',
    });
    expect(problems('propertyInformation', { downPaymentSources: ['other'] })).toEqual({
      downPaymentSourceOther: 'Tell us where the rest of the money comes from',
    });
    expect(
      problems('propertyInformation', {
        downPaymentSources: ['other'],
        downPaymentSourceOther: 'Bonus from work',
      }),
    ).toEqual({});
    expect(problems('propertyInformation', { downPaymentSources: ['lottery'] })).toEqual({
      'downPaymentSources.0': 'The value is required',
    });
  });

  const refinance = {
    purposeOfLoan: 'refinance',
    downPaymentSources: [],
    yearAcquired: '2015',
    originalCost: '240000',
    existingLiens: '180000',
    purposeOfRefinance: 'rateTerm',
    improvementsStatus: 'none',
    presentValue: '480000',
    refinancePayoff: '178500',
  };

  it('asks the refinance-only questions for a refinance, and not for a purchase', () => {
    expect(problems('propertyInformation', { purposeOfLoan: 'refinance', downPaymentSources: [] })).toEqual({
      yearAcquired: 'Value is required',
      originalCost: 'Value is required',
      existingLiens: 'Value is required',
      purposeOfRefinance: 'The value is required',
      improvementsStatus: 'The value is required',
      presentValue: 'Enter what the home is worth today',
      refinancePayoff: 'Enter the amount to pay off, or 0',
    });
    expect(problems('propertyInformation', refinance)).toEqual({});
    // A purchase leaves them all unasked.
    expect(problems('propertyInformation', { purposeOfLoan: 'purchase' })).toEqual({});
  });

  it('asks a refinance with improvements what they are and what they cost', () => {
    expect(problems('propertyInformation', { ...refinance, improvementsStatus: 'made' })).toEqual({
      describeImprovements: 'Describe the improvements',
      improvementsCost: 'Enter what the improvements cost',
    });
    expect(
      problems('propertyInformation', {
        ...refinance,
        improvementsStatus: 'toBeMade',
        describeImprovements: 'New roof and kitchen',
        improvementsCost: '45000',
      }),
    ).toEqual({});
    expect(
      problems('propertyInformation', { ...refinance, yearAcquired: String(new Date().getFullYear() + 1) }),
    ).toEqual({
      yearAcquired: 'Enter a year no later than this year',
    });
  });

  it('asks the construction-only questions for construction and construction-permanent', () => {
    for (const purposeOfLoan of ['construction', 'constructionPermanent']) {
      expect(problems('propertyInformation', { purposeOfLoan, downPaymentSources: [] })).toEqual({
        yearAcquired: 'Value is required',
        originalCost: 'Value is required',
        existingLiens: 'Value is required',
        presentValueOfLot: 'Value is required',
        costOfImprovements: 'Value is required',
        downPaymentSources: 'Choose at least one source',
      });
    }
    expect(
      problems('propertyInformation', {
        purposeOfLoan: 'constructionPermanent',
        yearAcquired: '2022',
        originalCost: '90000',
        existingLiens: '0',
        presentValueOfLot: '110000',
        costOfImprovements: '380000',
      }),
    ).toEqual({});
    // The refinance questions stay unasked.
    expect(constructionTotal({ presentValueOfLot: '110000', costOfImprovements: '380000' })).toBe(490_000);
  });

  it('needs the lease expiry date for a leasehold, in the future', () => {
    expect(problems('propertyInformation', { estateHeldIn: 'leasehold' })).toEqual({
      leaseholdExpirationDate: 'The value is required',
    });
    expect(
      problems('propertyInformation', { estateHeldIn: 'leasehold', leaseholdExpirationDate: '2001-01-01' }),
    ).toEqual({
      leaseholdExpirationDate: 'Enter a date in the future',
    });
    expect(
      problems('propertyInformation', { estateHeldIn: 'leasehold', leaseholdExpirationDate: '2089-06-30' }),
    ).toEqual({});
    expect(
      problems('propertyInformation', { estateHeldIn: 'feeSimple', leaseholdExpirationDate: '' }),
    ).toEqual({});
  });

  it('asks section VII: the purchase price for a purchase, the value and payoff for a refinance', () => {
    expect(problems('propertyInformation', { purchasePrice: '' })).toEqual({
      purchasePrice: 'Enter the purchase price',
    });
    expect(problems('propertyInformation', { ...refinance, presentValue: '', refinancePayoff: '' })).toEqual({
      presentValue: 'Enter what the home is worth today',
      refinancePayoff: 'Enter the amount to pay off, or 0',
    });
    expect(problems('propertyInformation', { ...refinance, refinancePayoff: '0' })).toEqual({});
  });

  it('measures the LTV against the price, the value today, or the lot and the build', () => {
    const purchase = {
      purposeOfLoan: 'purchase',
      purchasePrice: '400,000',
      alterationsImprovements: '20000',
    };
    expect(transactionValue(purchase)).toBe(400_000);
    expect(transactionLtv(purchase, '300000')).toBe(0.75);
    expect(transactionTotalCosts({ ...purchase, estimatedClosingCosts: '8000' })).toBe(428_000);
    const refinance = { purposeOfLoan: 'refinance', presentValue: '500000', refinancePayoff: '200000' };
    expect(transactionLtv(refinance, '400000')).toBe(0.8);
    expect(transactionTotalCosts(refinance)).toBe(200_000);
    const build = {
      purposeOfLoan: 'construction',
      presentValueOfLot: '100000',
      costOfImprovements: '300000',
    };
    expect(transactionLtv(build, '320000')).toBe(0.8);
    expect(transactionLtv({ purposeOfLoan: 'other' }, '300000')).toBeNull();
    expect(transactionLtv(purchase, '')).toBeNull();
  });
});
