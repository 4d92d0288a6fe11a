import { describe, expect, it } from 'vitest';
import {
  costApproach,
  incomeApproach,
  salesComparison,
  type Comparable,
  type Subject,
} from './approaches.ts';

const subject: Subject = { sqft: 2_000, beds: 3, baths: 2, yearBuilt: 2000, condition: 'average' };
const twin: Comparable = {
  price: 400_000,
  sqft: 2_000,
  beds: 3,
  baths: 2,
  yearBuilt: 2000,
  condition: 'average',
};

describe('sales comparison', () => {
  it('an identical comparable gives its own price', () => {
    const result = salesComparison(subject, [twin]);
    expect(result?.value).toBe(400_000);
    expect(result?.pricePerSqft).toBe(200);
    expect(result?.dispersion).toBe(0);
  });

  it('adjusts toward the subject: fewer beds/baths, worse condition and older comparables are adjusted up', () => {
    const comp: Comparable = {
      price: 400_000,
      sqft: 2_000,
      beds: 2,
      baths: 1.5,
      yearBuilt: 1990,
      condition: 'fair',
    };
    const result = salesComparison(subject, [comp]);
    // +7,500 bed +2,500 half bath +20,000 condition (5%) +10,000 age (10 y × 0.25%)
    expect(result?.comparables[0]?.adjustment).toBeCloseTo(40_000, 6);
    expect(result?.value).toBeCloseTo(440_000, 6);
  });

  it('caps the age adjustment at 15% and ignores unusable comparables', () => {
    const old: Comparable = { ...twin, yearBuilt: 1900 };
    const result = salesComparison(subject, [old, { ...twin, price: 0 }, { ...twin, sqft: 0 }]);
    expect(result?.comparables).toHaveLength(1);
    expect(result?.value).toBeCloseTo(460_000, 6);
  });

  it('weights comparables that need less adjustment more, and reports dispersion', () => {
    const near = { ...twin, price: 400_000 };
    const far = { ...twin, price: 500_000, condition: 'excellent' as const, beds: 5 };
    const result = salesComparison(subject, [near, far]);
    expect(result).not.toBeNull();
    const [a, b] = result?.comparables ?? [];
    expect(a?.weight).toBeGreaterThan(b?.weight ?? 1);
    expect(result?.dispersion).toBeGreaterThan(0);
    expect(salesComparison({ ...subject, sqft: 0 }, [twin])).toBeNull();
    expect(salesComparison(subject, [])).toBeNull();
  });
});

describe('income approach', () => {
  it('value = NOI / cap rate', () => {
    const result = incomeApproach({
      monthlyRent: 3_000,
      vacancyPercent: 5,
      annualExpenses: 9_200,
      capRatePercent: 6.5,
    });
    expect(result?.grossAnnualRent).toBe(36_000);
    expect(result?.effectiveGrossIncome).toBe(34_200);
    expect(result?.netOperatingIncome).toBe(25_000);
    expect(result?.value).toBeCloseTo(384_615.38, 2);
    expect(
      incomeApproach({ monthlyRent: 1_000, vacancyPercent: 0, annualExpenses: 20_000, capRatePercent: 6 }),
    ).toBeNull();
    expect(
      incomeApproach({ monthlyRent: 1_000, vacancyPercent: 0, annualExpenses: 0, capRatePercent: 0 }),
    ).toBeNull();
  });
});

describe('cost approach', () => {
  it('land + replacement cost − age-life depreciation adjusted by condition', () => {
    const result = costApproach(subject, { landValue: 100_000, costPerSqft: 200 }, 2030);
    // 30 years old, average: 30/60 = 50% depreciation of 400,000.
    expect(result?.depreciationShare).toBe(0.5);
    expect(result?.value).toBe(300_000);
    const good = costApproach(
      { ...subject, condition: 'good' },
      { landValue: 100_000, costPerSqft: 200 },
      2030,
    );
    expect(good?.value).toBeCloseTo(330_000, 6);
    const ancient = costApproach(
      { ...subject, yearBuilt: 1850, condition: 'poor' },
      { landValue: 0, costPerSqft: 200 },
      2030,
    );
    expect(ancient?.depreciationShare).toBe(0.8);
    expect(costApproach(subject, { landValue: 1, costPerSqft: 0 }, 2030)).toBeNull();
  });
});
