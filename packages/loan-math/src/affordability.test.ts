import { describe, expect, it } from 'vitest';
import { debtToIncome, dtiPercent, maxLoanForDti } from './affordability.ts';

/** A percentage with two decimals a second way: basis points of a ratio of integer cents, half-up. */
function percentTwoDecimals(numeratorCents: bigint, denominatorCents: bigint): number {
  const num = numeratorCents * 10_000n;
  let units = num / denominatorCents;
  if ((num % denominatorCents) * 2n >= denominatorCents) units += 1n;
  return Number(units) / 100;
}

/** Payment per dollar a second way: 1 / Σ (1 + r)^−k over the term. */
function paymentPerDollar(annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 1200;
  let annuity = 0;
  for (let k = 1; k <= months; k++) annuity += (1 + r) ** -k;
  return 1 / annuity;
}

describe('debt-to-income', () => {
  it('PITI $2,546.20 and $500 of other debts on $8,000 a month: 31.83% front-end, 38.08% back-end', () => {
    const ratios = debtToIncome(800_000, 254_620, 50_000);
    expect(dtiPercent(ratios.frontEnd ?? 0)).toBe(percentTwoDecimals(254_620n, 800_000n));
    expect(dtiPercent(ratios.backEnd ?? 0)).toBe(percentTwoDecimals(304_620n, 800_000n));
    expect(dtiPercent(ratios.frontEnd ?? 0)).toBe(31.83);
    expect(dtiPercent(ratios.backEnd ?? 0)).toBe(38.08);
  });

  it('rounds a ratio to two decimals half-up and has no ratio without income', () => {
    // 1 / 8 = 12.5%; 1 / 3 = 33.33%; 2 / 3 = 66.67%.
    expect(dtiPercent(1 / 8)).toBe(12.5);
    expect(dtiPercent(2 / 3)).toBe(percentTwoDecimals(2n, 3n));
    expect(debtToIncome(0, 100, 0)).toEqual({ frontEnd: null, backEnd: null });
  });
});

describe('largest loan for a back-end ratio', () => {
  const inputs = {
    monthlyIncome: 10_000,
    otherMonthlyDebts: 500,
    backEndRatio: 0.36,
    monthlyEscrowAndDues: 525,
    annualRatePercent: 6.5,
    termMonths: 360,
  };

  it('36% of $10,000 less $500 of debts leaves $3,100 for housing; less $525 escrow, $2,575 of P&I', () => {
    const result = maxLoanForDti(inputs);
    expect(result.maxHousing).toBe(3_100);
    const expected = Math.floor((2_575 / paymentPerDollar(6.5, 360)) * 100) / 100;
    expect(Math.abs(result.maxLoan - expected)).toBeLessThanOrEqual(0.01);
  });

  it('above 78% of the value the loan also carries mortgage insurance', () => {
    const result = maxLoanForDti({ ...inputs, pmiRatePercent: 0.5, propertyValue: 375_000 });
    const expected = Math.floor((2_575 / (paymentPerDollar(6.5, 360) + 0.005 / 12)) * 100) / 100;
    expect(Math.abs(result.maxLoan - expected)).toBeLessThanOrEqual(0.01);
    expect(result.maxLoan).toBeGreaterThan(0.78 * 375_000);
    // When mortgage insurance would pull the loan under the line, the line itself fits.
    const line = maxLoanForDti({ ...inputs, pmiRatePercent: 5, propertyValue: 500_000 });
    expect(line.maxLoan).toBe(390_000);
  });

  it('nothing fits when debts and escrow use up the ratio', () => {
    expect(maxLoanForDti({ ...inputs, otherMonthlyDebts: 3_100 }).maxLoan).toBe(0);
    expect(maxLoanForDti({ ...inputs, monthlyIncome: 0 }).maxLoan).toBe(0);
  });

  it('interest-only: the budget over the monthly rate', () => {
    const result = maxLoanForDti({ ...inputs, interestOnly: true });
    expect(result.maxLoan).toBe(Math.floor((2_575 / (6.5 / 1200)) * 100) / 100);
  });
});
