import { aggregateByYear, buildSchedule } from '@northgate/loan-math';
import { describe, expect, it } from 'vitest';
import { scheduleToCsv, yearlyToCsv } from './schedule-csv.ts';

const schedule = buildSchedule({
  principalCents: 30_000_000,
  annualRatePercent: 6.5,
  termMonths: 360,
  kind: 'fixed',
  startYear: 2026,
  startMonth: 1,
});

describe('schedule CSV', () => {
  it('monthly: a header, one CRLF-terminated line per payment, plain numbers', () => {
    const csv = scheduleToCsv(schedule.rows);
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Payment number,Date,Payment,Interest,Principal,Extra principal,Balloon,Balance');
    expect(lines[1]).toBe('1,2026-01,1896.20,1625.00,271.20,0.00,0.00,299728.80');
    expect(lines.at(-2)).toMatch(/^360,2055-12,.*,0\.00$/);
    expect(lines).toHaveLength(362);
  });

  it('yearly: one line per loan year with the year range', () => {
    const lines = yearlyToCsv(aggregateByYear(schedule.rows)).split('\r\n');
    expect(lines[0]).toBe(
      'Loan year,From,To,Payments,Interest,Principal (incl. extra and balloon),Extra principal,End balance',
    );
    expect(lines[1]).toMatch(/^1,2026-01,2026-12,22754\.40,/);
    expect(lines).toHaveLength(32);
  });
});
