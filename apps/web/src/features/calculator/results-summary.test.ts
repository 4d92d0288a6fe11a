import { describe, expect, it } from 'vitest';
import { computeMortgage, MORTGAGE_DEFAULTS, type MortgageSettings } from './mortgage-model.ts';
import { biweeklyRows, buydownRows, paymentRows, resultsToCsv } from './results-summary.ts';
import { biweeklyToCsv } from './schedule-csv.ts';

const settings: MortgageSettings = { ...MORTGAGE_DEFAULTS, start: '2026-01' };

describe('results rows and CSV', () => {
  it('bi-weekly on the defaults: $948.10 every two weeks, 628 payments, 5 yr 11 mo sooner', () => {
    const m = computeMortgage({ ...settings, freq: 'biweekly', xm: 100 });
    const values = Object.fromEntries(biweeklyRows(m).map((r) => [r.testId, r.value]));
    expect(values).toEqual({
      'biweekly-payment': '$948.10',
      'biweekly-count': '628',
      'biweekly-payoff': 'Jan 13, 2050',
      'biweekly-sooner': '5 yr 11 mo',
      'biweekly-interest-saved': '$88,123.26',
    });
    // Extra payments do not apply while paying bi-weekly.
    expect(m.schedule.totalExtra).toBe(0);
    expect(biweeklyRows(computeMortgage({ ...settings, freq: 'biweekly', kind: 'balloon' }))).toEqual([]);
  });

  it('the bi-weekly schedule CSV is dated to the day', () => {
    const m = computeMortgage({ ...settings, freq: 'biweekly' });
    const lines = biweeklyToCsv(m.biweekly?.schedule.rows ?? []).split('\r\n');
    expect(lines[0]).toBe('Payment number,Date,Payment,Interest,Principal,Balance');
    expect(lines[1]).toBe('1,2026-01-01,948.10,750.00,198.10,299801.90');
    expect(lines[628]).toMatch(/^628,2050-01-13,.*,0\.00$/);
  });

  it('points: 7% without, 6.5% with 2 points, kept 7 years', () => {
    const s = { ...settings, par: 7, points: 2, keep: 7 };
    const rows = buydownRows(s, computeMortgage(s));
    const values = Object.fromEntries(rows.filter((r) => r.testId).map((r) => [r.testId, r.value]));
    expect(values).toEqual({
      'buydown-saving': '$99.71',
      'buydown-cost': '$6,000.00',
      'buydown-break-even': '60.2 months',
      'buydown-net': '$2,375.64',
    });
    expect(buydownRows(settings, computeMortgage(settings))).toEqual([]);
  });

  it('writes every row as Figure,Value, quoting a value with a comma', () => {
    const csv = resultsToCsv(paymentRows(settings, computeMortgage(settings)));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Figure,Value');
    expect(lines).toContain('Monthly principal and interest,"$1,896.20"');
    expect(lines).toContain('Total monthly payment (PITI),"$2,546.20"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
