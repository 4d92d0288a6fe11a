/**
 * Bi-weekly payments (docs/product/flow-fields.md, section C): half the monthly payment every two weeks,
 * 26 payments a year, so the borrower pays the equivalent of 13 monthly payments a year and the
 * loan ends years early. Method, pinned like the monthly schedule's:
 * - the bi-weekly payment is the monthly level payment (cents) halved, rounded half-up;
 * - the rate per payment is the annual rate / 26; each row's interest = round(B × r) half-up;
 * - the last payment is whatever clears the balance (interest + what is left);
 * - payments fall every 14 days from the first payment date.
 */
import { roundHalfUp } from './money.ts';
import { paymentCents } from './payment.ts';
import type { YearRow } from './schedule.ts';

export const BIWEEKLY_PAYMENTS_PER_YEAR = 26;
const DAY_MS = 86_400_000;

export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

export interface BiweeklyRow {
  period: number;
  date: CalendarDate;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface BiweeklySchedule {
  rows: BiweeklyRow[];
  /** The level bi-weekly payment, cents. */
  payment: number;
  totalInterest: number;
  totalPaid: number;
  payoffPeriod: number;
  payoffDate: CalendarDate;
}

export interface BiweeklyTerms {
  principalCents: number;
  annualRatePercent: number;
  /** The monthly loan's term, which sets the monthly payment that is halved. */
  termMonths: number;
  firstPayment: CalendarDate;
}

/** Rate per bi-weekly payment from an annual percentage. */
export function biweeklyRate(annualRatePercent: number): number {
  return annualRatePercent / (100 * BIWEEKLY_PAYMENTS_PER_YEAR);
}

/** Half the monthly level payment, in cents, rounded half-up. */
export function biweeklyPaymentCents(
  principalCents: number,
  annualRatePercent: number,
  termMonths: number,
): number {
  return roundHalfUp(paymentCents(principalCents, annualRatePercent, termMonths) / 2);
}

/** The date `days` days after `date` (calendar arithmetic in UTC, so no daylight-saving drift). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Builds the bi-weekly schedule, every amount in integer cents. */
export function buildBiweeklySchedule(terms: BiweeklyTerms): BiweeklySchedule {
  const r = biweeklyRate(terms.annualRatePercent);
  const payment = biweeklyPaymentCents(terms.principalCents, terms.annualRatePercent, terms.termMonths);
  // Never longer than the monthly term: a safety bound, reached only by a payment too small to amortize.
  const maxPeriods = Math.ceil((Math.max(1, terms.termMonths) * BIWEEKLY_PAYMENTS_PER_YEAR) / 12);
  let balance = Math.max(0, Math.round(terms.principalCents));
  const rows: BiweeklyRow[] = [];
  let totalInterest = 0;
  for (let period = 1; period <= maxPeriods && balance > 0; period++) {
    const interest = roundHalfUp(balance * r);
    let principal = Math.min(balance, Math.max(0, payment - interest));
    if (period === maxPeriods) principal = balance;
    balance -= principal;
    totalInterest += interest;
    rows.push({
      period,
      date: addDays(terms.firstPayment, (period - 1) * 14),
      payment: interest + principal,
      interest,
      principal,
      balance,
    });
  }
  const last = rows[rows.length - 1];
  return {
    rows,
    payment,
    totalInterest,
    totalPaid: totalInterest + Math.max(0, Math.round(terms.principalCents)),
    payoffPeriod: last?.period ?? 0,
    payoffDate: last?.date ?? terms.firstPayment,
  };
}

export interface BiweeklyComparison {
  /** Interest the monthly schedule charges beyond the bi-weekly one, cents. */
  interestSaved: number;
  /** Calendar months between the monthly payoff and the bi-weekly payoff. */
  monthsSaved: number;
}

/**
 * Bi-weekly against the monthly schedule of the same loan: the interest saved and how many
 * calendar months earlier the loan is paid off (payoff month of the monthly schedule less the
 * month of the last bi-weekly payment).
 */
export function compareBiweekly(
  monthly: { totalInterest: number; payoffYear: number; payoffMonth: number },
  biweekly: BiweeklySchedule,
): BiweeklyComparison {
  const monthlyIndex = monthly.payoffYear * 12 + monthly.payoffMonth - 1;
  const biweeklyIndex = biweekly.payoffDate.year * 12 + biweekly.payoffDate.month - 1;
  return {
    interestSaved: monthly.totalInterest - biweekly.totalInterest,
    monthsSaved: Math.max(0, monthlyIndex - biweeklyIndex),
  };
}

/** Aggregates a bi-weekly schedule by loan year (26 payments each; the last year may be shorter). */
export function aggregateBiweeklyByYear(rows: readonly BiweeklyRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of rows) {
    const loanYear = Math.ceil(row.period / BIWEEKLY_PAYMENTS_PER_YEAR);
    let current = years[years.length - 1];
    if (!current || current.loanYear !== loanYear) {
      current = {
        loanYear,
        fromYear: row.date.year,
        fromMonth: row.date.month,
        toYear: row.date.year,
        toMonth: row.date.month,
        payments: 0,
        interest: 0,
        principal: 0,
        extra: 0,
        endBalance: row.balance,
      };
      years.push(current);
    }
    current.toYear = row.date.year;
    current.toMonth = row.date.month;
    current.payments += row.payment;
    current.interest += row.interest;
    current.principal += row.principal;
    current.endBalance = row.balance;
  }
  return years;
}
