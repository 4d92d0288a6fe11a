/**
 * The figures the results panel shows, as labelled rows: the result boxes render them, and the
 * results CSV writes the same rows, so a figure on screen and in the download cannot disagree.
 */
import { formatCents, formatPercent } from '@northgate/loan-math';
import { dayName, monthName, yearsLabel } from './labels.ts';
import type { MortgageResult, MortgageSettings } from './mortgage-model.ts';

export interface ResultRow {
  label: string;
  value: string;
  /** Stable hook for tests that read the figure on screen. */
  testId?: string;
}

const months = (m: number) => `${m.toFixed(1)} months`;

/** The payment, its parts and the loan's totals. */
export function paymentRows(s: MortgageSettings, m: MortgageResult): ResultRow[] {
  const monthly = m.biweekly ? ', paying monthly' : '';
  const rows: ResultRow[] = [
    { label: 'Loan amount', value: formatCents(m.loanCents) },
    { label: 'Loan-to-value', value: formatPercent(m.ltv) },
    { label: 'Interest rate', value: `${s.rate}%` },
    { label: 'Term', value: `${s.term} years` },
    { label: 'Monthly principal and interest', value: formatCents(m.firstPayment) },
    { label: 'Property tax a month', value: formatCents(m.piti.tax) },
    { label: 'Insurance a month', value: formatCents(m.piti.insurance) },
    { label: 'HOA a month', value: formatCents(m.piti.hoa) },
    { label: 'PMI a month', value: formatCents(m.piti.pmi) },
    { label: 'Total monthly payment (PITI)', value: formatCents(m.piti.total) },
    { label: `Total interest${monthly}`, value: formatCents(m.schedule.totalInterest) },
    { label: `Payoff date${monthly}`, value: monthName(m.payoff.year, m.payoff.month) },
    { label: 'APR', value: m.apr === null ? '—' : `${m.apr.toFixed(3)}%` },
  ];
  if (m.schedule.totalExtra > 0) {
    rows.push(
      { label: 'Interest saved by extra payments', value: formatCents(m.interestSaved) },
      { label: 'Paid off sooner by', value: yearsLabel(m.monthsSaved) },
    );
  }
  return rows;
}

/** Bi-weekly payments against the monthly schedule. */
export function biweeklyRows(m: MortgageResult): ResultRow[] {
  if (!m.biweekly) return [];
  const { schedule, comparison } = m.biweekly;
  return [
    { label: 'Payment every two weeks', value: formatCents(schedule.payment), testId: 'biweekly-payment' },
    { label: 'Number of payments', value: String(schedule.payoffPeriod), testId: 'biweekly-count' },
    { label: 'Last payment', value: dayName(schedule.payoffDate), testId: 'biweekly-payoff' },
    {
      label: 'Paid off sooner than monthly by',
      value: yearsLabel(comparison.monthsSaved),
      testId: 'biweekly-sooner',
    },
    {
      label: 'Interest saved against monthly payments',
      value: formatCents(comparison.interestSaved),
      testId: 'biweekly-interest-saved',
    },
  ];
}

/** Buying down the rate with points: saving, cost, break-even and the verdict. */
export function buydownRows(s: MortgageSettings, m: MortgageResult): ResultRow[] {
  const b = m.buydown;
  if (!b) return [];
  return [
    { label: `Payment at ${s.par}% without points`, value: formatCents(b.paymentWithout) },
    { label: `Payment at ${s.rate}% with ${s.points} points`, value: formatCents(b.paymentWith) },
    { label: 'Monthly saving', value: formatCents(Math.max(0, b.monthlySaving)), testId: 'buydown-saving' },
    { label: 'Cost of the points', value: formatCents(b.cost), testId: 'buydown-cost' },
    {
      label: 'Break-even',
      value: b.breakEvenMonths === null ? 'Never: the payment does not fall' : months(b.breakEvenMonths),
      testId: 'buydown-break-even',
    },
    {
      label: `Saving less cost after ${s.keep} years`,
      value: formatCents(b.netAtExit),
      testId: 'buydown-net',
    },
  ];
}

/** Rows as CSV (RFC 4180, CRLF): Figure,Value, values quoted where they contain a comma. */
export function resultsToCsv(rows: readonly ResultRow[]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return ['Figure,Value', ...rows.map((r) => `${cell(r.label)},${cell(r.value)}`)].join('\r\n') + '\r\n';
}
