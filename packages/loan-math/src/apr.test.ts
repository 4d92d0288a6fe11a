import { describe, expect, it } from 'vitest';
import { levelPaymentApr, pointsBreakEvenMonths, presentValue, solveApr } from './apr.ts';
import { exactPayment } from './payment.ts';

describe('points', () => {
  it('break-even months = cost / payment saving, rounded up; none when the payment does not fall', () => {
    expect(pointsBreakEvenMonths(6_000, 1_995.91, 1_896.2)).toBe(61);
    expect(pointsBreakEvenMonths(6_000, 1_896.2, 1_896.2)).toBeNull();
  });
});

describe('APR', () => {
  it('with no finance charges the APR is the note rate (to the payment rounding)', () => {
    const apr = levelPaymentApr(1_896.2, 360, 300_000, 0);
    expect(apr).not.toBeNull();
    expect(Math.abs((apr ?? 0) - 6.5)).toBeLessThan(0.0005);
  });

  it('is the rate at which the payment on (L − F) over n equals the actual payment', () => {
    const apr = levelPaymentApr(1_896.2, 360, 300_000, 6_000 + 2_500) ?? 0;
    // Check the definition directly: the payment on the amount financed at the APR is $1,896.20.
    expect(exactPayment(291_500, apr, 360)).toBeCloseTo(1_896.2, 6);
    expect(apr).toBeGreaterThan(6.5);
    expect(apr.toFixed(3)).toBe('6.779');
  });

  it('works for irregular payment streams (balloon) and refuses impossible inputs', () => {
    const payments = [...new Array<number>(59).fill(1_896.2), 1_896.2 + 280_833.26];
    const apr = solveApr(payments, 300_000) ?? 0;
    expect(Math.abs(apr - 6.5)).toBeLessThan(0.001);
    expect(presentValue(payments, apr / 1200)).toBeCloseTo(300_000, 4);
    expect(solveApr([100, 100], 500)).toBeNull();
    expect(solveApr([100], 0)).toBeNull();
  });
});
