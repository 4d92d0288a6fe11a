import { describe, expect, it } from 'vitest';
import { bindingText, capFieldsFor, capRows, computeFlip } from './flip-model.ts';
import { MORTGAGE_DEFAULTS, type MortgageSettings } from './mortgage-model.ts';

const settings: MortgageSettings = { ...MORTGAGE_DEFAULTS, mode: 'flip', start: '2026-01' };

describe('fix-and-flip model', () => {
  it('a tier preset ignores the cap fields and uses its own caps', () => {
    const f = computeFlip({ ...settings, tier: 'some', cltc: 50 });
    expect(f.limits.maxLoan).toBe(230_000);
    expect(bindingText(f)).toBe('purchase and rehab caps');
  });

  it('caps a lender quoted: 85% of cost binds at $212,500, with the room each other cap leaves', () => {
    const f = computeFlip({ ...settings, tier: 'custom', cltp: 90, crehab: 100, cltc: 85, carv: 70 });
    expect(f.limits.maxLoan).toBe(212_500);
    expect(bindingText(f)).toBe('loan-to-cost cap');
    expect(capRows(f).map((r) => r.value)).toEqual([
      '$230,000.00, $17,500.00 of room',
      '$212,500.00, binds',
      '$245,000.00, $32,500.00 of room',
    ]);
    expect(capRows(f)[1]?.label).toBe('85% of total cost (loan-to-cost)');
  });

  it('a preset fills the cap fields with its percentages', () => {
    expect(capFieldsFor('experienced')).toEqual({ cltp: '95', crehab: '100', cltc: '95', carv: '75' });
  });
});
