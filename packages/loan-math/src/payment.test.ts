import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money.ts';
import {
  balanceAfter,
  exactPayment,
  interestOnlyPayment,
  monthlyPayment,
  offerPayment,
  paymentCents,
  totalInterestFormula,
} from './payment.ts';

const loan = fc.integer({ min: 1_000, max: 5_000_000 });
const rate = fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 25, noNaN: true }));
const months = fc.integer({ min: 1, max: 480 });

describe('level payment', () => {
  it('in dollars is the payment in cents of the loan in cents', () => {
    expect(paymentCents(30_000_000, 6.5, 360)).toBe(toCents(monthlyPayment(300_000, 6.5, 360)));
  });

  it('pays off the loan: the balance after the last payment is zero, and never negative before', () => {
    fc.assert(
      fc.property(loan, rate, months, (l, r, n) => {
        expect(balanceAfter(l, r, n, 0)).toBe(l);
        expect(balanceAfter(l, r, n, n)).toBe(0);
        const k = Math.floor(n / 2);
        expect(balanceAfter(l, r, n, k)).toBeGreaterThanOrEqual(0);
        expect(balanceAfter(l, r, n, k)).toBeLessThanOrEqual(l);
      }),
    );
  });

  it('costs at least the interest, and more over a shorter term (fast-check)', () => {
    fc.assert(
      fc.property(loan, rate, fc.integer({ min: 2, max: 480 }), (l, r, n) => {
        const payment = monthlyPayment(l, r, n);
        expect(payment).toBeGreaterThanOrEqual(interestOnlyPayment(l, r));
        expect(payment * n).toBeGreaterThanOrEqual(l - n * 0.005);
        expect(exactPayment(l, r, n - 1)).toBeGreaterThan(exactPayment(l, r, n));
        expect(totalInterestFormula(l, r, n)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('rounds an exact half cent up, whatever the binary representation', () => {
    // $150,042 over 240 months at 0% is exactly $625.175 a month.
    expect(monthlyPayment(150_042, 0, 240)).toBe(625.18);
  });

  it('a zero or negative term pays the whole loan at once', () => {
    expect(exactPayment(1_000, 5, 0)).toBe(1_000);
  });
});

describe("an offer's payment", () => {
  it('is the interest alone when interest only, whatever the term', () => {
    // $250,000 at 10.5%: 250,000 × 0.105 / 12 = 2,187.50.
    expect(offerPayment(250_000, 10.5, 12, 'interest_only')).toBe(2_187.5);
    expect(offerPayment(250_000, 10.5, 360, 'interest_only')).toBe(2_187.5);
  });

  it('is the level principal and interest when amortising', () => {
    expect(offerPayment(250_000, 10.5, 360, 'amortising')).toBe(monthlyPayment(250_000, 10.5, 360));
    expect(offerPayment(250_000, 10.5, 360, 'amortising')).toBe(2_286.85);
  });
});
