import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aggregateByYear,
  balanceAfter,
  buildSchedule,
  interestOnlyPayment,
  monthlyPayment,
  scheduleToCsv,
  totalInterestFormula,
  yearlyToCsv,
  type LoanTerms,
} from './amortization.ts';

const base: LoanTerms = {
  principalCents: 30_000_000,
  annualRatePercent: 6.5,
  termMonths: 360,
  kind: 'fixed',
  startYear: 2026,
  startMonth: 1,
};

/** Independent oracle: the same pinned method in exact BigInt arithmetic (rate given as a fraction). */
function bigintTotalInterest(principalCents: bigint, rateNum: bigint, rateDen: bigint, payment: bigint, n: number): bigint {
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

describe('level payment (section C reference numbers)', () => {
  it.each([
    [300_000, 6.5, 360, 1896.2],
    [300_000, 7.0, 360, 1995.91],
    [300_000, 6.5, 180, 2613.32],
    [400_000, 6.0, 360, 2398.2],
    [200_000, 5, 180, 1581.59],
    [200_000, 5, 360, 1073.64],
    [100_000, 0, 120, 833.33],
  ])('$%d at %d%% over %d months is $%d', (loan, rate, months, expected) => {
    expect(monthlyPayment(loan, rate, months)).toBe(expected);
  });

  it('interest-only payments', () => {
    expect(interestOnlyPayment(300_000, 6.5)).toBe(1625);
    expect(interestOnlyPayment(250_000, 11)).toBe(2291.67);
  });
});

describe('schedule', () => {
  it('month 1 of $300k at 6.5%: interest 1,625.00, principal 271.20, balance 299,728.80', () => {
    const { rows } = buildSchedule(base);
    expect(rows[0]).toMatchObject({ interest: 162_500, principal: 27_120, balance: 29_972_880, payment: 189_620 });
  });

  it('total interest: pinned schedule method, within the stated tolerance of the formula value', () => {
    const schedule = buildSchedule(base);
    // Half-up cent rounding each month, last payment clears the balance: $382,636.71, confirmed by
    // an exact BigInt oracle. Section C quotes $382,636.74 for "a table with cent rounding" and the
    // formula value $382,633.47 with a ±$5 tolerance; both are honoured below.
    expect(schedule.totalInterest).toBe(38_263_671);
    expect(BigInt(schedule.totalInterest)).toBe(bigintTotalInterest(30_000_000n, 65n, 12_000n, 189_620n, 360));
    expect(Math.abs(schedule.totalInterest / 100 - 382_636.74)).toBeLessThanOrEqual(0.05);
    expect(totalInterestFormula(300_000, 6.5, 360)).toBe(382_633.47);
    expect(Math.abs(schedule.totalInterest / 100 - totalInterestFormula(300_000, 6.5, 360))).toBeLessThanOrEqual(5);
    expect(schedule.rows).toHaveLength(360);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
    expect(schedule.payoffYear).toBe(2055);
    expect(schedule.payoffMonth).toBe(12);
  });

  it('CFPB anchor: $200k at 5% over 30 years, total interest $186,511.57 (formula, exact payment)', () => {
    expect(totalInterestFormula(200_000, 5, 360)).toBe(186_511.57);
    const schedule = buildSchedule({ ...base, principalCents: 20_000_000, annualRatePercent: 5 });
    expect(Math.abs(schedule.totalInterest / 100 - 186_511.57)).toBeLessThanOrEqual(5);
  });

  it('zero rate: $100k over 10 years pays $833.33 and the last payment clears the balance', () => {
    const schedule = buildSchedule({ ...base, principalCents: 10_000_000, annualRatePercent: 0, termMonths: 120 });
    expect(schedule.amortizingPayment).toBe(83_333);
    expect(schedule.totalInterest).toBe(0);
    expect(schedule.rows.at(-1)?.payment).toBe(10_000_000 - 83_333 * 119);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
  });

  it('5-year balloon on a 30-year amortization: $280,832.93 by formula, the cent-rounded schedule owes $280,833.26', () => {
    expect(balanceAfter(300_000, 6.5, 360, 60)).toBe(280_832.93);
    const schedule = buildSchedule({ ...base, kind: 'balloon', balloonMonths: 60 });
    expect(schedule.rows).toHaveLength(60);
    expect(schedule.balloon).toBe(28_083_326);
    // The schedule pays $1,896.20, a fraction of a cent less than the exact payment, so it owes a little more.
    expect(balanceAfter(300_000, 6.5, 360, 60, 1896.2)).toBeCloseTo(280_833.22, 2);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
    expect(schedule.totalPrincipal).toBe(30_000_000);
  });

  it('interest-only for the whole term: $1,625.00 a month and the principal due at the end', () => {
    const schedule = buildSchedule({ ...base, kind: 'interestOnly', interestOnlyMonths: 360, termMonths: 12 });
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
    const extra = buildSchedule({ ...base, extra: { monthlyCents: 20_000, yearlyCents: 100_000, oneTimeCents: 500_000, oneTimePeriod: 6 } });
    expect(extra.amortizingPayment).toBe(plain.amortizingPayment);
    expect(extra.rows.length).toBeLessThan(plain.rows.length);
    expect(extra.totalInterest).toBeLessThan(plain.totalInterest);
    expect(extra.rows[5]?.extra).toBe(520_000);
    expect(extra.rows[11]?.extra).toBe(120_000);
    expect(extra.totalPrincipal).toBe(30_000_000);
    expect(extra.rows.at(-1)?.balance).toBe(0);
  });

  it('yearly aggregation adds up and CSV has one line per row', () => {
    const schedule = buildSchedule(base);
    const years = aggregateByYear(schedule.rows);
    expect(years).toHaveLength(30);
    expect(years.reduce((s, y) => s + y.interest, 0)).toBe(schedule.totalInterest);
    expect(years.reduce((s, y) => s + y.principal, 0)).toBe(30_000_000);
    expect(years[0]).toMatchObject({ loanYear: 1, fromYear: 2026, fromMonth: 1, toYear: 2026, toMonth: 12 });
    const csv = scheduleToCsv(schedule.rows).split('\r\n');
    expect(csv[0]).toBe('Payment number,Date,Payment,Interest,Principal,Extra principal,Balloon,Balance');
    expect(csv[1]).toBe('1,2026-01,1896.20,1625.00,271.20,0.00,0.00,299728.80');
    expect(csv).toHaveLength(362);
    expect(yearlyToCsv(years).split('\r\n')[1]).toMatch(/^1,2026-01,2026-12,22754\.40,/);
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
