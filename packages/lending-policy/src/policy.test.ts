import { describe, expect, it } from 'vitest';
import {
  calculatorDefaults,
  DSCR_MINIMUM,
  dscrText,
  fixAndFlipTiers,
  loanAmounts,
  percentText,
  rangeText,
  rentalLtvCaps,
  rentalLtvText,
} from './index.ts';

describe('lending policy', () => {
  it('writes its limits in the words the site publishes', () => {
    expect(rangeText(loanAmounts.anyProgram)).toBe('$50,000 to $10,000,000');
    expect(rangeText(loanAmounts.rental)).toBe('$100,000 to $3,000,000');
    expect(percentText(0.725)).toBe('72.5%');
    expect(rentalLtvText()).toBe(
      '80% of the value for a purchase or rate/term refinance, 75% for cash-out or delayed financing',
    );
    expect(dscrText(DSCR_MINIMUM)).toBe('1.00');
  });

  it("writes a range as Intl's whole-dollar currency format does", () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    for (const [min, max] of [
      [0, 999],
      [1000, 75_000],
      [125_000, 2_500_000],
      [50_000, 10_000_000],
    ] as const) {
      expect(rangeText({ min, max })).toBe(`${intl.format(min)} to ${intl.format(max)}`);
    }
  });

  it('words a changed cap from the number itself', () => {
    const saved = { ...rentalLtvCaps };
    Object.assign(rentalLtvCaps, { delayedFinancing: 0.7 });
    try {
      expect(rentalLtvText()).toBe(
        '80% of the value for a purchase or rate/term refinance, 75% for cash-out, 70% for delayed financing',
      );
    } finally {
      Object.assign(rentalLtvCaps, saved);
    }
  });

  it('starts the calculator where the application checks: one DSCR for both', () => {
    expect(calculatorDefaults.dscrTarget).toBe(DSCR_MINIMUM);
    expect(Object.keys(fixAndFlipTiers)).toContain(calculatorDefaults.flip.tier);
  });

  it('keeps every range and cap sensible', () => {
    for (const range of Object.values(loanAmounts)) expect(range.min).toBeLessThan(range.max);
    for (const cap of Object.values(rentalLtvCaps)) expect(cap).toBeGreaterThan(0);
    for (const { caps } of Object.values(fixAndFlipTiers)) expect(caps.maxLtarv).toBeLessThan(caps.maxLtc);
  });
});
