/**
 * Amortization schedule, in integer cents. Method (pinned so results are reproducible to the cent):
 * - monthly rate r = annual percent / 1200; the level payment P is the standard annuity payment
 *   rounded half-up to the cent (P = L/n when r = 0);
 * - each row: interest = round(B × r) half-up; scheduled principal = P − interest; extra principal
 *   is added on top (the payment stays the same and the term shortens); the balance falls by both;
 * - the last payment (the end of the term, or whenever the balance runs out) clears the balance
 *   exactly, so every schedule ends at zero and the principal paid adds up to the loan.
 */
import { roundHalfUp } from './money.ts';
import { monthlyRate, paymentCents } from './payment.ts';

export type LoanKind = 'fixed' | 'interestOnly' | 'balloon';

export interface ExtraPayments {
  /** Added to every payment, in cents. */
  monthlyCents: number;
  /** Added to every 12th payment (12, 24, 36 …), in cents. */
  yearlyCents: number;
  /** A single lump sum, in cents, added to payment number `oneTimePeriod`. */
  oneTimeCents: number;
  oneTimePeriod: number;
}

export interface LoanTerms {
  principalCents: number;
  /** Nominal annual rate in percent, e.g. 6.5. */
  annualRatePercent: number;
  /** Amortization term in months. */
  termMonths: number;
  kind: LoanKind;
  /** Interest-only months before amortization starts (kind 'interestOnly'); ≥ term means the whole principal is due at the end. */
  interestOnlyMonths?: number;
  /** Balloon due date in months (kind 'balloon'): the loan amortizes over the term but is due here. */
  balloonMonths?: number;
  extra?: ExtraPayments;
  /** First payment date (calendar year, month 1–12). */
  startYear: number;
  startMonth: number;
}

export interface ScheduleRow {
  period: number;
  year: number;
  month: number;
  /** Everything paid in this row: interest + principal + extra + balloon. */
  payment: number;
  interest: number;
  /** Scheduled principal. */
  principal: number;
  extra: number;
  /** Lump sum that retires the loan at its due date (balloon or end of an interest-only loan). */
  balloon: number;
  /** Balance after this row. */
  balance: number;
}

export interface Schedule {
  rows: ScheduleRow[];
  /** The level principal-and-interest payment (cents); for an interest-only loan, the payment after the interest-only period. */
  amortizingPayment: number;
  /** The first month's interest-only payment (cents), 0 when the loan has no interest-only period. */
  interestOnlyPayment: number;
  totalInterest: number;
  /** Scheduled principal + extra + balloon: always equals the loan. */
  totalPrincipal: number;
  totalExtra: number;
  balloon: number;
  totalPaid: number;
  payoffPeriod: number;
  payoffYear: number;
  payoffMonth: number;
}

export const NO_EXTRA: ExtraPayments = { monthlyCents: 0, yearlyCents: 0, oneTimeCents: 0, oneTimePeriod: 1 };

/** The calendar month `offset` months after (year, month). */
export function addMonths(year: number, month: number, offset: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Builds the full schedule. All money in and out is integer cents. */
export function buildSchedule(terms: LoanTerms): Schedule {
  const term = Math.max(1, Math.floor(terms.termMonths));
  const r = monthlyRate(terms.annualRatePercent);
  const extra = terms.extra ?? NO_EXTRA;
  const ioMonths =
    terms.kind === 'interestOnly' ? Math.max(0, Math.floor(terms.interestOnlyMonths ?? term)) : 0;
  const pureInterestOnly = terms.kind === 'interestOnly' && ioMonths >= term;
  const dueAt =
    terms.kind === 'balloon' ? Math.min(term, Math.max(1, Math.floor(terms.balloonMonths ?? term))) : term;
  const lastPeriod = pureInterestOnly ? term : dueAt;

  let balance = Math.max(0, Math.round(terms.principalCents));
  let level = ioMonths > 0 ? 0 : paymentCents(balance, terms.annualRatePercent, term);
  const firstAmortizing = level;
  const interestOnlyFirst = ioMonths > 0 ? roundHalfUp(balance * r) : 0;

  const rows: ScheduleRow[] = [];
  let totalInterest = 0;
  let totalPrincipal = 0;
  let totalExtra = 0;
  let balloonPaid = 0;
  let amortizingPayment = firstAmortizing;
  const startIndex = terms.startYear * 12 + (terms.startMonth - 1);

  for (let period = 1; period <= lastPeriod && balance > 0; period++) {
    const interest = roundHalfUp(balance * r);
    let principal: number;
    if (period <= ioMonths) {
      principal = 0;
    } else {
      if (level === 0) {
        // First amortizing month after an interest-only period: amortize what is left over the remaining term.
        level = paymentCents(balance, terms.annualRatePercent, term - ioMonths);
        amortizingPayment = level;
      }
      principal = Math.min(balance, Math.max(0, level - interest));
    }
    let balloon = 0;
    if (period === term && !pureInterestOnly) principal = balance; // the last payment clears the balance
    let due = extra.monthlyCents;
    if (period % 12 === 0) due += extra.yearlyCents;
    if (period === extra.oneTimePeriod) due += extra.oneTimeCents;
    const extraPaid = Math.max(0, Math.min(due, balance - principal));
    if (period === lastPeriod && (terms.kind === 'balloon' || pureInterestOnly)) {
      balloon = balance - principal - extraPaid;
    }
    balance -= principal + extraPaid + balloon;
    totalInterest += interest;
    totalPrincipal += principal + extraPaid + balloon;
    totalExtra += extraPaid;
    balloonPaid += balloon;
    const index = startIndex + period - 1;
    rows.push({
      period,
      year: Math.floor(index / 12),
      month: (index % 12) + 1,
      payment: interest + principal + extraPaid + balloon,
      interest,
      principal,
      extra: extraPaid,
      balloon,
      balance,
    });
  }

  const last = rows[rows.length - 1];
  return {
    rows,
    amortizingPayment,
    interestOnlyPayment: interestOnlyFirst,
    totalInterest,
    totalPrincipal,
    totalExtra,
    balloon: balloonPaid,
    totalPaid: totalInterest + totalPrincipal,
    payoffPeriod: last?.period ?? 0,
    payoffYear: last?.year ?? terms.startYear,
    payoffMonth: last?.month ?? terms.startMonth,
  };
}

export interface YearRow {
  /** Loan year: payments 1–12 are year 1. */
  loanYear: number;
  fromYear: number;
  fromMonth: number;
  toYear: number;
  toMonth: number;
  payments: number;
  interest: number;
  /** Scheduled principal + extra + balloon. */
  principal: number;
  extra: number;
  endBalance: number;
}

/** Aggregates a schedule by loan year (12 payments each; the last year may be shorter). */
export function aggregateByYear(rows: readonly ScheduleRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of rows) {
    const loanYear = Math.ceil(row.period / 12);
    let current = years[years.length - 1];
    if (!current || current.loanYear !== loanYear) {
      current = {
        loanYear,
        fromYear: row.year,
        fromMonth: row.month,
        toYear: row.year,
        toMonth: row.month,
        payments: 0,
        interest: 0,
        principal: 0,
        extra: 0,
        endBalance: row.balance,
      };
      years.push(current);
    }
    current.toYear = row.year;
    current.toMonth = row.month;
    current.payments += row.payment;
    current.interest += row.interest;
    current.principal += row.principal + row.extra + row.balloon;
    current.extra += row.extra;
    current.endBalance = row.balance;
  }
  return years;
}
