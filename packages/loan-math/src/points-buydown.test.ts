import { describe, expect, it } from 'vitest';
import { pointsBuydown } from './points-buydown.ts';

const base = {
  loanCents: 30_000_000,
  termMonths: 360,
  rateWithoutPoints: 7,
  rateWithPoints: 6.5,
  points: 2,
  monthsKept: 84,
};

/** The break-even a second way: tenths of a month in integer arithmetic, half-up. */
function tenthsOfMonths(cost: bigint, saving: bigint): number {
  const num = cost * 10n;
  let tenths = num / saving;
  if ((num % saving) * 2n >= saving) tenths += 1n;
  return Number(tenths) / 10;
}

describe('buying down the rate with points', () => {
  it('2 points to go from 7% to 6.5% on $300,000: $99.71 a month saved, $6,000 cost, break-even 60.2 months', () => {
    const buydown = pointsBuydown(base);
    // $1,995.91 and $1,896.20 are the reference payments (docs/product/flow-fields.md, section C).
    expect(buydown.paymentWithout).toBe(199_591);
    expect(buydown.paymentWith).toBe(189_620);
    expect(buydown.monthlySaving).toBe(9_971);
    expect(buydown.cost).toBe(600_000);
    expect(buydown.breakEvenMonths).toBe(tenthsOfMonths(600_000n, 9_971n));
    expect(buydown.breakEvenMonths).toBe(60.2);
  });

  it('the break-even month is the first whose running savings cover the cost', () => {
    const buydown = pointsBuydown(base);
    let month = 0;
    let saved = 0;
    while (saved < buydown.cost) {
      month += 1;
      saved += buydown.monthlySaving;
    }
    expect(month).toBe(61);
    expect(Math.ceil(buydown.breakEvenMonths ?? 0)).toBe(month);
  });

  it('keeping the loan 7 years pays; selling after 4 years does not', () => {
    const kept = pointsBuydown(base);
    expect(kept.paysOffBeforeExit).toBe(true);
    expect(kept.netAtExit).toBe(9_971 * 84 - 600_000);
    const sold = pointsBuydown({ ...base, monthsKept: 48 });
    expect(sold.paysOffBeforeExit).toBe(false);
    expect(sold.netAtExit).toBe(9_971 * 48 - 600_000);
    expect(sold.netAtExit).toBeLessThan(0);
  });

  it('no break-even when the rate with points is not lower', () => {
    const buydown = pointsBuydown({ ...base, rateWithPoints: 7 });
    expect(buydown.monthlySaving).toBe(0);
    expect(buydown.breakEvenMonths).toBeNull();
    expect(buydown.paysOffBeforeExit).toBe(false);
  });
});
