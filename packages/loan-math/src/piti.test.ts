import { describe, expect, it } from 'vitest';
import { pitiBreakdown, pmiOverSchedule } from './piti.ts';
import { buildSchedule, type LoanTerms } from './schedule.ts';

const loan: LoanTerms = {
  principalCents: 30_000_000,
  annualRatePercent: 6.5,
  termMonths: 360,
  kind: 'fixed',
  startYear: 2026,
  startMonth: 1,
};

describe('PITI', () => {
  it('no PMI when the loan starts at or below 78% of value', () => {
    const piti = pitiBreakdown(100_000, 29_250_000, 37_500_000, {
      annualTaxCents: 0,
      annualInsuranceCents: 0,
      monthlyHoaCents: 0,
      pmiRatePercent: 0.5,
    });
    expect(piti.pmi).toBe(0);
    expect(pmiOverSchedule(buildSchedule(loan).rows, 29_250_000, 37_500_000, 0.5)).toEqual({
      monthly: 0,
      months: 0,
      total: 0,
      dropsAtPeriod: null,
    });
  });

  it('PMI drops at the first payment whose opening balance is at or below 78% of the original value', () => {
    const schedule = buildSchedule(loan);
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
      ...loan,
      extra: { monthlyCents: 50_000, yearlyCents: 0, oneTimeCents: 0, oneTimePeriod: 1 },
    });
    expect(pmiOverSchedule(faster.rows, 30_000_000, 37_500_000, 0.5).months).toBeLessThan(pmi.months);
  });
});
