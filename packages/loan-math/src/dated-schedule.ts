/**
 * A funded loan's payment schedule with due dates (ADR 0060): the pinned method of `buildSchedule`
 * (schedule.ts), in dollars to the cent, each payment due on the first payment's day of the month
 * (the month's last day when it is shorter). Amortising loans pay level principal and interest;
 * interest-only loans pay the month's interest and the principal as a balloon with the last one.
 */
import { fromCents, toCents } from './money.ts';
import { buildSchedule } from './schedule.ts';

export interface DatedPayment {
  /** 1 for the first payment. */
  number: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** Everything due that day: interest + principal + balloon. */
  payment: number;
  interest: number;
  principal: number;
  /** The principal repaid in one sum with the last payment of an interest-only loan; 0 otherwise. */
  balloon: number;
  /** What is owed after the payment. */
  balance: number;
}

export interface DatedScheduleTerms {
  amount: number;
  ratePercent: number;
  termMonths: number;
  repayment: 'interest_only' | 'amortising';
  /** YYYY-MM-DD. */
  firstPaymentDate: string;
}

export interface DatedSchedule {
  payments: DatedPayment[];
  /** The regular monthly payment (the same as `offerPayment`). */
  monthlyPayment: number;
  /** The balloon of an interest-only loan, 0 for an amortising one. */
  balloon: number;
  totalInterest: number;
  totalPaid: number;
  /** The last payment's due date. */
  maturityDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day `day` of (year, month), or the month's last day when it has fewer days: YYYY-MM-DD. */
export function dueDateIn(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(day, last))}`;
}

export function datedSchedule(terms: DatedScheduleTerms): DatedSchedule {
  const [year, month, day] = terms.firstPaymentDate.split('-').map(Number) as [number, number, number];
  const interestOnly = terms.repayment === 'interest_only';
  const schedule = buildSchedule({
    principalCents: toCents(terms.amount),
    annualRatePercent: terms.ratePercent,
    termMonths: terms.termMonths,
    kind: interestOnly ? 'interestOnly' : 'fixed',
    ...(interestOnly ? { interestOnlyMonths: terms.termMonths } : {}),
    startYear: year,
    startMonth: month,
  });
  const payments = schedule.rows.map((row) => ({
    number: row.period,
    dueDate: dueDateIn(row.year, row.month, day),
    payment: fromCents(row.payment),
    interest: fromCents(row.interest),
    principal: fromCents(row.principal + row.extra),
    balloon: fromCents(row.balloon),
    balance: fromCents(row.balance),
  }));
  return {
    payments,
    monthlyPayment: fromCents(interestOnly ? schedule.interestOnlyPayment : schedule.amortizingPayment),
    balloon: fromCents(schedule.balloon),
    totalInterest: fromCents(schedule.totalInterest),
    totalPaid: fromCents(schedule.totalPaid),
    maturityDate: payments[payments.length - 1]?.dueDate ?? terms.firstPaymentDate,
  };
}
