import { describe, expect, it } from 'vitest';
import {
  drawnInterest,
  dutchInterest,
  EXPERIENCE_TIERS,
  fixAndFlipMaxLoan,
  flipProfit,
  loanToArv,
  loanToCost,
  seventyPercentRule,
} from './fix-and-flip.ts';
import { formatPercent } from './money.ts';

describe('fix-and-flip', () => {
  const caps = { maxLtp: 0.9, maxRehab: 1, maxLtc: 1, maxLtarv: 0.75 };

  it('purchase $200k, rehab $50k, ARV $350k, 90% + 100%: loan $230,000, LTC 92.00%, LTARV 65.71%', () => {
    const limits = fixAndFlipMaxLoan(200_000, 50_000, 350_000, caps);
    expect(limits.maxLoan).toBe(230_000);
    expect(limits.binding).toBe('purchaseAndRehab');
    expect(limits.initialAdvance).toBe(180_000);
    expect(limits.rehabHoldback).toBe(50_000);
    expect(formatPercent(loanToCost(230_000, 200_000, 50_000))).toBe('92.00%');
    expect(formatPercent(loanToArv(230_000, 350_000))).toBe('65.71%');
    // The "1–4 flips" tier gives the same loan for this deal.
    expect(fixAndFlipMaxLoan(200_000, 50_000, 350_000, EXPERIENCE_TIERS.some.caps).maxLoan).toBe(230_000);
  });

  it('the smallest of the three limits binds', () => {
    const first = fixAndFlipMaxLoan(200_000, 50_000, 300_000, EXPERIENCE_TIERS.none.caps);
    expect(first).toMatchObject({ purchaseAndRehabLimit: 220_000, costLimit: 225_000, arvLimit: 210_000, maxLoan: 210_000, binding: 'arv' });
    expect(first.initialAdvance).toBe(160_000);
    const pro = fixAndFlipMaxLoan(200_000, 50_000, 400_000, EXPERIENCE_TIERS.experienced.caps);
    expect(pro).toMatchObject({ costLimit: 237_500, maxLoan: 237_500, binding: 'cost' });
  });

  it('70% rule: 0.70 × $350k − $50k = $195,000', () => {
    expect(seventyPercentRule(350_000, 50_000)).toBe(195_000);
  });

  it('Dutch interest: 6 months on the full $230k at 11% = $12,650; drawn interest starts at $1,650 a month on $180k', () => {
    expect(dutchInterest(230_000, 11, 6)).toBe(12_650);
    const drawn = drawnInterest(180_000, 50_000, 11, 6, 4);
    expect(drawn.firstMonth).toBe(1_650);
    expect(drawn.monthly).toEqual([1_650, 1_764.58, 1_879.17, 1_993.75, 2_108.33, 2_108.33]);
    expect(drawn.total).toBe(11_504.16);
    expect(drawn.total).toBeLessThan(12_650);
  });

  it('profit and ROI', () => {
    const result = flipProfit({
      purchase: 200_000, rehab: 50_000, arv: 350_000, loan: 230_000, initialAdvance: 180_000, rehabHoldback: 50_000,
      annualRatePercent: 11, points: 2, holdMonths: 6, drawMonths: 4, interestMethod: 'dutch',
      buyClosingCosts: 4_000, monthlyHoldingCosts: 500, sellingCostPercent: 6,
    });
    expect(result).toMatchObject({ interest: 12_650, pointsCost: 4_600, otherHolding: 3_000, sellingCosts: 21_000 });
    expect(result.totalCost).toBe(295_250);
    expect(result.profit).toBe(54_750);
    expect(result.cashInvested).toBe(44_250);
    expect(result.roi).toBeCloseTo(54_750 / 44_250, 12);
    expect(result.annualizedRoi).toBeCloseTo((54_750 / 44_250) * 2, 12);
  });
});
