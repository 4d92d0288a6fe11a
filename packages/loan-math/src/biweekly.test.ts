import { describe, expect, it } from 'vitest';
import {
  addDays,
  aggregateBiweeklyByYear,
  biweeklyPaymentCents,
  buildBiweeklySchedule,
  compareBiweekly,
} from './biweekly.ts';
import { buildSchedule } from './schedule.ts';

const firstPayment = { year: 2026, month: 1, day: 1 };
const loan = { principalCents: 30_000_000, annualRatePercent: 6.5, termMonths: 360, firstPayment };

/** Independent oracle: the pinned method in exact BigInt arithmetic (6.5% / 26 = 65 / 26,000 a payment). */
function bigintBiweekly(principal: bigint, rateNum: bigint, rateDen: bigint, payment: bigint) {
  let balance = principal;
  let interestTotal = 0n;
  let payments = 0;
  let last = 0n;
  while (balance > 0n) {
    const num = balance * rateNum;
    let interest = num / rateDen;
    if ((num % rateDen) * 2n >= rateDen) interest += 1n;
    const principalPaid = payment - interest > balance ? balance : payment - interest;
    balance -= principalPaid;
    interestTotal += interest;
    payments += 1;
    last = interest + principalPaid;
  }
  return { interestTotal, payments, last };
}

describe('bi-weekly payments', () => {
  it('half of $1,896.20 every two weeks pays $300,000 at 6.5% off in 628 payments (BigInt oracle)', () => {
    const schedule = buildBiweeklySchedule(loan);
    expect(schedule.payment).toBe(94_810);
    const oracle = bigintBiweekly(30_000_000n, 65n, 26_000n, 94_810n);
    expect(schedule.payoffPeriod).toBe(oracle.payments);
    expect(schedule.payoffPeriod).toBe(628);
    expect(BigInt(schedule.totalInterest)).toBe(oracle.interestTotal);
    expect(BigInt(schedule.rows.at(-1)?.payment ?? 0)).toBe(oracle.last);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
    // Principal paid adds up to the loan.
    expect(schedule.rows.reduce((sum, r) => sum + r.principal, 0)).toBe(30_000_000);
  });

  it('the number of payments agrees with the closed form n = −ln(1 − L·r/P) / ln(1 + r)', () => {
    const r = 0.065 / 26;
    const closedForm = Math.ceil(-Math.log(1 - (300_000 * r) / 948.1) / Math.log(1 + r));
    expect(buildBiweeklySchedule(loan).payoffPeriod).toBe(closedForm);
  });

  it('falls every 14 days: payment 628 is 8,778 days after the first, on 13 January 2050', () => {
    const schedule = buildBiweeklySchedule(loan);
    expect(schedule.rows[1]?.date).toEqual({ year: 2026, month: 1, day: 15 });
    const expected = new Date(Date.UTC(2026, 0, 1) + 627 * 14 * 86_400_000);
    expect(schedule.payoffDate).toEqual({
      year: expected.getUTCFullYear(),
      month: expected.getUTCMonth() + 1,
      day: expected.getUTCDate(),
    });
    expect(schedule.payoffDate).toEqual({ year: 2050, month: 1, day: 13 });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('against the monthly schedule: 71 months sooner and the interest difference of the two schedules', () => {
    const monthly = buildSchedule({
      principalCents: 30_000_000,
      annualRatePercent: 6.5,
      termMonths: 360,
      kind: 'fixed',
      startYear: 2026,
      startMonth: 1,
    });
    const biweekly = buildBiweeklySchedule(loan);
    const comparison = compareBiweekly(monthly, biweekly);
    // Monthly payoff December 2055, bi-weekly January 2050: 5 years 11 months.
    expect(comparison.monthsSaved).toBe((2055 - 2050) * 12 + (12 - 1));
    expect(comparison.interestSaved).toBe(monthly.totalInterest - biweekly.totalInterest);
    expect(comparison.interestSaved).toBe(8_812_326);
  });

  it('rounds the half payment half-up and handles a zero rate', () => {
    // $1,073.64 a month ($200,000, 5%, 30 years) halves to $536.82; $833.33 at 0% halves to $416.67.
    expect(biweeklyPaymentCents(20_000_000, 5, 360)).toBe(53_682);
    expect(biweeklyPaymentCents(10_000_000, 0, 120)).toBe(41_667);
    const zero = buildBiweeklySchedule({
      ...loan,
      principalCents: 10_000_000,
      annualRatePercent: 0,
      termMonths: 120,
    });
    expect(zero.totalInterest).toBe(0);
    expect(zero.payoffPeriod).toBe(Math.ceil(10_000_000 / 41_667));
    expect(zero.rows.at(-1)?.balance).toBe(0);
  });

  it('groups 26 payments a loan year, and the years add up to the schedule', () => {
    const schedule = buildBiweeklySchedule(loan);
    const years = aggregateBiweeklyByYear(schedule.rows);
    expect(years).toHaveLength(Math.ceil(628 / 26));
    expect(years.reduce((sum, y) => sum + y.interest, 0)).toBe(schedule.totalInterest);
    expect(years.reduce((sum, y) => sum + y.principal, 0)).toBe(30_000_000);
    expect(years[0]).toMatchObject({ fromYear: 2026, fromMonth: 1, toYear: 2026, toMonth: 12 });
    expect(years.at(-1)?.endBalance).toBe(0);
  });
});
