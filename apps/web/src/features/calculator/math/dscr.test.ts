import { describe, expect, it } from 'vitest';
import { interestOnlyPayment, monthlyPayment } from './amortization.ts';
import { commercialDscr, dscr, maxLoanForDscr, qualifyingRent } from './dscr.ts';

describe('DSCR', () => {
  it('rent $2,500 / PITIA $2,421.20 = 1.033', () => {
    const pitia = monthlyPayment(300_000, 6.5, 360) + 375 + 100 + 50;
    expect(pitia).toBeCloseTo(2_421.2, 10);
    expect(dscr(2_500, pitia)).toBe(1.033);
  });

  it('7.5% interest-only on $300k (PITIA $2,400.00) = 1.042', () => {
    const pitia = interestOnlyPayment(300_000, 7.5) + 375 + 100 + 50;
    expect(pitia).toBe(2_400);
    expect(dscr(2_500, pitia)).toBe(1.042);
  });

  it('maximum loan at DSCR 1.00 (rent $2,500, escrow and dues $525, 7.5%, 30 years) = $282,459.81', () => {
    expect(maxLoanForDscr({ monthlyRent: 2_500, targetDscr: 1, monthlyEscrowAndDues: 525, annualRatePercent: 7.5, termMonths: 360 })).toBe(282_459.81);
    // Interest-only qualification carries more loan; escrow above the rent leaves nothing.
    expect(maxLoanForDscr({ monthlyRent: 2_500, targetDscr: 1, monthlyEscrowAndDues: 525, annualRatePercent: 7.5, termMonths: 360, interestOnly: true })).toBe(316_000);
    expect(maxLoanForDscr({ monthlyRent: 500, targetDscr: 1.2, monthlyEscrowAndDues: 525, annualRatePercent: 7.5, termMonths: 360 })).toBe(0);
  });

  it('commercial DSCR NOI $100,000 / debt service $81,783 = 1.223', () => {
    expect(commercialDscr(100_000, 81_783)).toBe(1.223);
    expect(commercialDscr(1, 0)).toBeNull();
    expect(dscr(1, 0)).toBeNull();
  });

  it('qualifying rent: lower of lease and market when leased, 90% of market when vacant', () => {
    expect(qualifyingRent({ leased: true, actualRent: 2_600, marketRent: 2_500 })).toBe(2_500);
    expect(qualifyingRent({ leased: true, actualRent: 2_400, marketRent: 2_500 })).toBe(2_400);
    expect(qualifyingRent({ leased: true, actualRent: 2_400, marketRent: 0 })).toBe(2_400);
    expect(qualifyingRent({ leased: false, actualRent: 0, marketRent: 2_500 })).toBe(2_250);
  });
});
