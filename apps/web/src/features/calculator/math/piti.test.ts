import { describe, expect, it } from 'vitest';
import { buildSchedule } from './amortization.ts';
import { loanToValue, pitiBreakdown, pmiOverSchedule } from './piti.ts';

describe('PITI', () => {
  it('$300k loan on $375k (80.00% LTV), tax 1.2%, insurance $1,200, HOA $50, PMI 0.5%: $2,546.20', () => {
    expect(loanToValue(300_000, 375_000)).toBe(0.8);
    const piti = pitiBreakdown(189_620, 30_000_000, 37_500_000, {
      annualTaxCents: 0.012 * 37_500_000,
      annualInsuranceCents: 120_000,
      monthlyHoaCents: 5_000,
      pmiRatePercent: 0.5,
    });
    expect(piti).toEqual({ principalAndInterest: 189_620, tax: 37_500, insurance: 10_000, hoa: 5_000, pmi: 12_500, total: 254_620 });
  });

  it('no PMI when the loan starts at or below 78% of value', () => {
    const piti = pitiBreakdown(100_000, 29_250_000, 37_500_000, { annualTaxCents: 0, annualInsuranceCents: 0, monthlyHoaCents: 0, pmiRatePercent: 0.5 });
    expect(piti.pmi).toBe(0);
  });

  it('PMI drops at the first payment whose opening balance is at or below 78% of the original value', () => {
    const schedule = buildSchedule({ principalCents: 30_000_000, annualRatePercent: 6.5, termMonths: 360, kind: 'fixed', startYear: 2026, startMonth: 1 });
    const pmi = pmiOverSchedule(schedule.rows, 30_000_000, 37_500_000, 0.5);
    const limit = 0.78 * 37_500_000;
    const drop = pmi.dropsAtPeriod ?? 0;
    expect(drop).toBeGreaterThan(1);
    expect(schedule.rows[drop - 2]?.balance).toBeLessThanOrEqual(limit);
    expect(schedule.rows[drop - 3]?.balance).toBeGreaterThan(limit);
    expect(pmi.months).toBe(drop - 1);
    expect(pmi.total).toBe(pmi.months * 12_500);
    // Extra payments reach 78% sooner.
    const faster = buildSchedule({
      principalCents: 30_000_000, annualRatePercent: 6.5, termMonths: 360, kind: 'fixed', startYear: 2026, startMonth: 1,
      extra: { monthlyCents: 50_000, yearlyCents: 0, oneTimeCents: 0, oneTimePeriod: 1 },
    });
    expect(pmiOverSchedule(faster.rows, 30_000_000, 37_500_000, 0.5).months).toBeLessThan(pmi.months);
  });
});
