import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  floorMoney,
  formatCents,
  formatPercent,
  formatUsd,
  formatUsdWhole,
  fromCents,
  roundHalfUp,
  roundMoney,
  roundTo,
  toCents,
} from './money.ts';

describe('rounding', () => {
  it('rounds half-up, ties away from zero, despite binary noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundHalfUp(0.5)).toBe(1);
    expect(roundHalfUp(-0.5)).toBe(-1);
    expect(roundHalfUp(0.49)).toBe(0);
    expect(toCents(1_896.2)).toBe(189_620);
    expect(roundTo(1.0325, 3)).toBe(1.033);
    expect(formatUsd(roundMoney(-0.004))).toBe('$0.00');
  });

  it('floors to the cent for limits that must not be exceeded', () => {
    expect(floorMoney(282_459.819)).toBe(282_459.81);
    expect(floorMoney(0.29)).toBe(0.29);
  });

  it('cents round-trip and rounding is idempotent (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (dollars) => {
        const once = roundMoney(dollars);
        expect(roundMoney(once)).toBe(once);
        expect(Math.abs(once - dollars)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(floorMoney(dollars)).toBeLessThanOrEqual(dollars + 1e-6);
      }),
    );
  });
});

describe('formatting', () => {
  it('US dollars with and without cents, from dollars or integer cents', () => {
    expect(formatUsd(1_896.2)).toBe('$1,896.20');
    expect(formatUsd(-12.5)).toBe('-$12.50');
    expect(formatUsdWhole(282_459.81)).toBe('$282,460');
    expect(formatCents(254_620)).toBe('$2,546.20');
  });

  it('percentages of a ratio, half-up', () => {
    expect(formatPercent(0.92)).toBe('92.00%');
    expect(formatPercent(230_000 / 350_000)).toBe('65.71%');
    expect(formatPercent(0.125, 0)).toBe('13%');
  });
});
