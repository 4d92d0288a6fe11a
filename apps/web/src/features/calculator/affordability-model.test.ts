import { describe, expect, it } from 'vitest';
import { affordRows, computeAffordability } from './affordability-model.ts';
import { computeMortgage, MORTGAGE_DEFAULTS, type MortgageSettings } from './mortgage-model.ts';

// Wiring only: the ratios and the largest loan are pinned in @northgate/loan-math.
const settings: MortgageSettings = { ...MORTGAGE_DEFAULTS, mode: 'afford', start: '2026-01', inc: 8_000 };

describe('affordability model', () => {
  it('the defaults’ PITI of $2,546.20 and $500 of debts on $8,000: 31.83% and 38.08%', () => {
    const a = computeAffordability(settings, computeMortgage(settings));
    expect(a).toMatchObject({ frontEnd: 31.83, backEnd: 38.08, housing: 2_546.2, maxHousing: 2_380 });
    expect(a.frontEndGuide).toBe('above');
    expect(a.backEndGuide).toBe('above');
    expect(a.qualifiedMortgageGuide).toBe('within');
    expect(a.maxLoan).toBeGreaterThan(0);
    expect(a.maxLoan).toBeLessThan(300_000);
  });

  it('no ratios without income, and the rows say so', () => {
    const s = { ...settings, inc: 0 };
    const a = computeAffordability(s, computeMortgage(s));
    expect(a.frontEnd).toBeNull();
    expect(affordRows(s, a).find((r) => r.testId === 'dti-front')?.value).toBe('—');
    expect(a.maxLoan).toBe(0);
  });
});
