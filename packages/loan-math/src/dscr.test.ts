import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commercialDscr, dscr, maxLoanForDscr, qualifyingRent } from './dscr.ts';
import { exactPayment } from './payment.ts';

const reference = {
  monthlyRent: 2_500,
  targetDscr: 1,
  monthlyEscrowAndDues: 525,
  annualRatePercent: 7.5,
  termMonths: 360,
};

describe('DSCR', () => {
  it('has no value without debt service', () => {
    expect(dscr(1, 0)).toBeNull();
    expect(commercialDscr(1, 0)).toBeNull();
  });

  it('interest-only qualification carries more loan; escrow above the rent leaves nothing', () => {
    expect(maxLoanForDscr({ ...reference, interestOnly: true })).toBe(316_000);
    expect(maxLoanForDscr({ ...reference, monthlyRent: 500, targetDscr: 1.2 })).toBe(0);
    expect(maxLoanForDscr({ ...reference, targetDscr: 0 })).toBe(0);
  });

  it('the maximum loan meets the target and one more cent would not (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 800, max: 50_000 }),
        fc.double({ min: 0.75, max: 1.5, noNaN: true }),
        fc.integer({ min: 0, max: 600 }),
        fc.double({ min: 1, max: 15, noNaN: true }),
        fc.constantFrom(180, 240, 360, 480),
        (monthlyRent, targetDscr, monthlyEscrowAndDues, annualRatePercent, termMonths) => {
          const loan = maxLoanForDscr({
            monthlyRent,
            targetDscr,
            monthlyEscrowAndDues,
            annualRatePercent,
            termMonths,
          });
          const coverage = (l: number) =>
            monthlyRent / (exactPayment(l, annualRatePercent, termMonths) + monthlyEscrowAndDues);
          if (loan === 0) return;
          expect(coverage(loan)).toBeGreaterThanOrEqual(targetDscr - 1e-9);
          expect(coverage(loan + 0.02)).toBeLessThan(targetDscr);
        },
      ),
    );
  });

  it('qualifying rent: lower of lease and market when leased, 90% of market when vacant', () => {
    expect(qualifyingRent({ leased: true, actualRent: 2_600, marketRent: 2_500 })).toBe(2_500);
    expect(qualifyingRent({ leased: true, actualRent: 2_400, marketRent: 2_500 })).toBe(2_400);
    expect(qualifyingRent({ leased: true, actualRent: 2_400, marketRent: 0 })).toBe(2_400);
    expect(qualifyingRent({ leased: false, actualRent: 0, marketRent: 2_500 })).toBe(2_250);
  });
});
