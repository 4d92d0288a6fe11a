import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment, paymentCents } from './payment.ts';
import { addMonths, aggregateByYear, buildSchedule, type LoanTerms } from './schedule.ts';

const base: LoanTerms = {
  principalCents: 30_000_000,
  annualRatePercent: 6.5,
  termMonths: 360,
  kind: 'fixed',
  startYear: 2026,
  startMonth: 1,
};

/** Independent oracle: the same pinned method in exact BigInt arithmetic (rate given as a fraction). */
function bigintTotalInterest(
  principalCents: bigint,
  rateNum: bigint,
  rateDen: bigint,
  payment: bigint,
  n: number,
): bigint {
  let balance = principalCents;
  let total = 0n;
  for (let k = 1; k <= n && balance > 0n; k++) {
    const num = balance * rateNum;
    let interest = num / rateDen;
    if ((num % rateDen) * 2n >= rateDen) interest += 1n;
    let principal = payment - interest;
    if (k === n || principal > balance) principal = balance;
    total += interest;
    balance -= principal;
  }
  return total;
}

describe('schedule', () => {
  it('follows the pinned method exactly (BigInt oracle) and pays off at the end of the term', () => {
    const schedule = buildSchedule(base);
    // 6.5% a year is 65 / 12,000 a month.
    const oracle = bigintTotalInterest(
      30_000_000n,
      65n,
      12_000n,
      BigInt(paymentCents(30_000_000, 6.5, 360)),
      360,
    );
    expect(BigInt(schedule.totalInterest)).toBe(oracle);
    expect(schedule.rows).toHaveLength(360);
    expect(schedule.rows[0]?.payment).toBe(schedule.amortizingPayment);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
    expect(schedule).toMatchObject({ payoffPeriod: 360, payoffYear: 2055, payoffMonth: 12 });
  });

  it('zero rate: the last payment clears what the rounded payments leave', () => {
    const schedule = buildSchedule({
      ...base,
      principalCents: 10_000_000,
      annualRatePercent: 0,
      termMonths: 120,
    });
    expect(schedule.totalInterest).toBe(0);
    expect(schedule.rows.at(-1)?.payment).toBe(10_000_000 - schedule.amortizingPayment * 119);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
  });

  it('balloon: due at its date, with the principal paid adding up to the loan', () => {
    const schedule = buildSchedule({ ...base, kind: 'balloon', balloonMonths: 60 });
    expect(schedule.rows).toHaveLength(60);
    expect(schedule.rows.at(-1)?.payment).toBe(schedule.amortizingPayment + schedule.balloon);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
    expect(schedule.totalPrincipal).toBe(30_000_000);
  });

  it('interest-only for the whole term: interest every month and the principal due at the end', () => {
    const schedule = buildSchedule({
      ...base,
      kind: 'interestOnly',
      interestOnlyMonths: 360,
      termMonths: 12,
    });
    expect(schedule.interestOnlyPayment).toBe(162_500);
    expect(schedule.rows).toHaveLength(12);
    expect(schedule.rows[0]?.payment).toBe(162_500);
    expect(schedule.balloon).toBe(30_000_000);
    expect(schedule.rows.at(-1)?.payment).toBe(30_162_500);
  });

  it('interest-only period then amortizing over the rest of the term', () => {
    const schedule = buildSchedule({ ...base, kind: 'interestOnly', interestOnlyMonths: 120 });
    expect(schedule.rows[119]?.payment).toBe(162_500);
    expect(schedule.rows[119]?.balance).toBe(30_000_000);
    expect(schedule.amortizingPayment / 100).toBe(monthlyPayment(300_000, 6.5, 240));
    expect(schedule.rows).toHaveLength(360);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
  });

  it('extra payments keep the payment and shorten the term', () => {
    const plain = buildSchedule(base);
    const extra = buildSchedule({
      ...base,
      extra: { monthlyCents: 20_000, yearlyCents: 100_000, oneTimeCents: 500_000, oneTimePeriod: 6 },
    });
    expect(extra.amortizingPayment).toBe(plain.amortizingPayment);
    expect(extra.rows.length).toBeLessThan(plain.rows.length);
    expect(extra.totalInterest).toBeLessThan(plain.totalInterest);
    expect(extra.rows[5]?.extra).toBe(520_000);
    expect(extra.rows[11]?.extra).toBe(120_000);
    expect(extra.totalPrincipal).toBe(30_000_000);
    expect(extra.rows.at(-1)?.balance).toBe(0);
  });

  it('yearly aggregation adds up to the schedule', () => {
    const schedule = buildSchedule(base);
    const years = aggregateByYear(schedule.rows);
    expect(years).toHaveLength(30);
    expect(years.reduce((s, y) => s + y.interest, 0)).toBe(schedule.totalInterest);
    expect(years.reduce((s, y) => s + y.principal, 0)).toBe(30_000_000);
    expect(years[0]).toMatchObject({ loanYear: 1, fromYear: 2026, fromMonth: 1, toYear: 2026, toMonth: 12 });
    expect(years[0]?.payments).toBe(12 * schedule.amortizingPayment);
  });

  it('addMonths rolls the year', () => {
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths(2026, 1, 359)).toEqual({ year: 2055, month: 12 });
  });
});

describe('schedule properties (fast-check)', () => {
  const terms = fc.record({
    principalCents: fc.integer({ min: 1, max: 500_000_000 }),
    annualRatePercent: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 25, noNaN: true })),
    termMonths: fc.integer({ min: 1, max: 480 }),
    kind: fc.constantFrom('fixed' as const, 'interestOnly' as const, 'balloon' as const),
    interestOnlyMonths: fc.integer({ min: 0, max: 480 }),
    balloonMonths: fc.integer({ min: 1, max: 480 }),
    extra: fc.record({
      monthlyCents: fc.integer({ min: 0, max: 500_000 }),
      yearlyCents: fc.integer({ min: 0, max: 5_000_000 }),
      oneTimeCents: fc.integer({ min: 0, max: 50_000_000 }),
      oneTimePeriod: fc.integer({ min: 1, max: 480 }),
    }),
    startYear: fc.integer({ min: 2000, max: 2100 }),
    startMonth: fc.integer({ min: 1, max: 12 }),
  });

  it('always ends at a zero balance, principal paid equals the loan, and no row goes negative', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const s = buildSchedule(t);
        const last = s.rows.at(-1);
        expect(last?.balance).toBe(0);
        expect(s.totalPrincipal).toBe(t.principalCents);
        expect(s.rows.reduce((sum, r) => sum + r.principal + r.extra + r.balloon, 0)).toBe(t.principalCents);
        expect(s.totalPaid).toBe(s.totalInterest + t.principalCents);
        for (const r of s.rows) {
          expect(r.balance).toBeGreaterThanOrEqual(0);
          expect(r.principal).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(r.interest)).toBe(true);
        }
        expect(s.rows.length).toBeLessThanOrEqual(t.termMonths);
      }),
      { numRuns: 300 },
    );
  });

  it('extra payments never lengthen the loan or raise the interest', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const withExtra = buildSchedule({ ...t, kind: 'fixed' });
        const without = buildSchedule({ ...t, kind: 'fixed', extra: undefined });
        expect(withExtra.rows.length).toBeLessThanOrEqual(without.rows.length);
        expect(withExtra.totalInterest).toBeLessThanOrEqual(without.totalInterest);
      }),
      { numRuns: 200 },
    );
  });
});
