import { describe, expect, it } from 'vitest';
import {
  computeDscr,
  computeMortgage,
  MORTGAGE_DEFAULTS,
  nextMonth,
  type MortgageSettings,
} from './mortgage-model.ts';
import { computeFlip } from './flip-model.ts';

// These check the model's wiring from the page's settings (units, defaults, years to months); the
// formulas and section C's reference table are tested once, in @northgate/loan-math.
const settings: MortgageSettings = { ...MORTGAGE_DEFAULTS, start: '2026-01' };

describe('mortgage model', () => {
  it('defaults: $375k, 20% down, 6.5%, 30 years → the section C PITI of $2,546.20', () => {
    const m = computeMortgage(settings);
    expect(m.loanCents).toBe(30_000_000);
    expect(m.ltv).toBe(0.8);
    expect(m.firstPayment).toBe(189_620);
    expect(m.piti.total).toBe(254_620);
    expect(m.apr).not.toBeNull();
    expect(m.payoff).toEqual({ year: 2055, month: 12 });
  });

  it('loan-amount basis, points and fees raise the APR, extras save interest', () => {
    const m = computeMortgage({ ...settings, basis: 'loan', loan: 300_000, points: 2, fees: 2_500, xm: 200 });
    expect(m.pointsCostCents).toBe(600_000);
    expect(m.prepaidFinanceChargesCents).toBe(850_000);
    expect(m.apr?.toFixed(3)).toBe('6.779');
    expect(m.interestSaved).toBeGreaterThan(0);
    expect(m.monthsSaved).toBeGreaterThan(0);
  });

  it('down payment as an amount; balloon and interest-only', () => {
    expect(computeMortgage({ ...settings, down: 75_000, downUnit: 'amount' }).loanCents).toBe(30_000_000);
    expect(computeMortgage({ ...settings, kind: 'balloon', due: 5 }).schedule.balloon).toBe(28_083_326);
    const io = computeMortgage({ ...settings, kind: 'interestOnly', io: 10, rate: 7.5 });
    expect(io.firstPayment).toBe(187_500);
  });

  it('DSCR with 7.5% interest-only on $300k: 1.042 (no PMI on an investor loan)', () => {
    const s: MortgageSettings = {
      ...settings,
      kind: 'interestOnly',
      rate: 7.5,
      tax: 4_500,
      taxUnit: 'amount',
      hoa: 50,
      pmi: 0,
      target: 1,
    };
    const d = computeDscr(s, computeMortgage(s));
    expect(d.pitia).toBe(2_400);
    expect(d.dscr).toBe(1.042);
    const a = computeDscr({ ...s, kind: 'fixed' }, computeMortgage({ ...s, kind: 'fixed' }));
    expect(a.maxLoan).toBe(282_459.81);
  });

  it('fix-and-flip defaults reproduce the reference deal', () => {
    const f = computeFlip(settings);
    expect(f.limits.maxLoan).toBe(230_000);
    expect(f.maxOffer).toBe(195_000);
    expect(f.dutch.interest).toBe(12_650);
    expect(f.drawn.interest).toBeLessThan(12_650);
  });

  it('nextMonth rolls the year', () => {
    expect(nextMonth(new Date(2026, 11, 15))).toBe('2027-01');
    expect(nextMonth(new Date(2026, 0, 31))).toBe('2026-02');
  });
});
