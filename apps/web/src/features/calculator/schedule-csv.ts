/**
 * The amortization table as CSV for download: RFC 4180, CRLF line ends, plain numbers without
 * currency symbols (so a spreadsheet reads them as numbers).
 */
import type { BiweeklyRow, ScheduleRow, YearRow } from '@northgate/loan-math';
import { isoDay } from './labels.ts';

const plain = (cents: number): string => (cents / 100).toFixed(2);
const ym = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;

/** Monthly schedule as CSV. */
export function scheduleToCsv(rows: readonly ScheduleRow[]): string {
  const lines = ['Payment number,Date,Payment,Interest,Principal,Extra principal,Balloon,Balance'];
  for (const r of rows) {
    lines.push(
      [
        r.period,
        ym(r.year, r.month),
        plain(r.payment),
        plain(r.interest),
        plain(r.principal),
        plain(r.extra),
        plain(r.balloon),
        plain(r.balance),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

/** Bi-weekly schedule as CSV: one row a payment, dated to the day. */
export function biweeklyToCsv(rows: readonly BiweeklyRow[]): string {
  const lines = ['Payment number,Date,Payment,Interest,Principal,Balance'];
  for (const r of rows) {
    lines.push(
      [
        r.period,
        isoDay(r.date),
        plain(r.payment),
        plain(r.interest),
        plain(r.principal),
        plain(r.balance),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

/** Yearly schedule as CSV. */
export function yearlyToCsv(years: readonly YearRow[]): string {
  const lines = [
    'Loan year,From,To,Payments,Interest,Principal (incl. extra and balloon),Extra principal,End balance',
  ];
  for (const y of years) {
    lines.push(
      [
        y.loanYear,
        ym(y.fromYear, y.fromMonth),
        ym(y.toYear, y.toMonth),
        plain(y.payments),
        plain(y.interest),
        plain(y.principal),
        plain(y.extra),
        plain(y.endBalance),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}
