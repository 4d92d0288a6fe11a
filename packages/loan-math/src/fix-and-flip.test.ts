import { fixAndFlipTiers } from '@northgate/lending-policy';
import { describe, expect, it } from 'vitest';
import { drawnInterest, dutchInterest, fixAndFlipMaxLoan, flipProfit } from './fix-and-flip.ts';

describe('fix-and-flip', () => {
  it('funds the rehab in full and advances the rest toward the purchase', () => {
    const limits = fixAndFlipMaxLoan(200_000, 50_000, 350_000, fixAndFlipTiers.some.caps);
    expect(limits).toMatchObject({
      binding: 'purchaseAndRehab',
      initialAdvance: 180_000,
      rehabHoldback: 50_000,
    });
  });

  it('the smallest of the three limits binds', () => {
    const first = fixAndFlipMaxLoan(200_000, 50_000, 300_000, fixAndFlipTiers.none.caps);
    expect(first).toMatchObject({
      purchaseAndRehabLimit: 220_000,
      costLimit: 225_000,
      arvLimit: 210_000,
      maxLoan: 210_000,
      binding: 'arv',
    });
    expect(first.initialAdvance).toBe(160_000);
    const pro = fixAndFlipMaxLoan(200_000, 50_000, 400_000, fixAndFlipTiers.experienced.caps);
    expect(pro).toMatchObject({ costLimit: 237_500, maxLoan: 237_500, binding: 'cost' });
  });

  it('interest on drawn funds rises with each draw and costs less than Dutch interest', () => {
    const drawn = drawnInterest(180_000, 50_000, 11, 6, 4);
    expect(drawn.monthly).toEqual([1_650, 1_764.58, 1_879.17, 1_993.75, 2_108.33, 2_108.33]);
    expect(drawn.total).toBe(11_504.16);
    expect(drawn.total).toBeLessThan(dutchInterest(230_000, 11, 6));
  });

  it('profit and ROI', () => {
    const result = flipProfit({
      purchase: 200_000,
      rehab: 50_000,
      arv: 350_000,
      loan: 230_000,
      initialAdvance: 180_000,
      rehabHoldback: 50_000,
      annualRatePercent: 11,
      points: 2,
      holdMonths: 6,
      drawMonths: 4,
      interestMethod: 'dutch',
      buyClosingCosts: 4_000,
      monthlyHoldingCosts: 500,
      sellingCostPercent: 6,
    });
    expect(result).toMatchObject({
      interest: 12_650,
      pointsCost: 4_600,
      otherHolding: 3_000,
      sellingCosts: 21_000,
    });
    expect(result.totalCost).toBe(295_250);
    expect(result.profit).toBe(54_750);
    expect(result.cashInvested).toBe(44_250);
    expect(result.roi).toBeCloseTo(54_750 / 44_250, 12);
    expect(result.annualizedRoi).toBeCloseTo((54_750 / 44_250) * 2, 12);
  });
});
