import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './rehab-draws.ts';

describe('money fields in cents', () => {
  it('reads dollars and cents as typed, and refuses what is not an amount', () => {
    expect(dollarsToCents('12500')).toBe(1_250_000);
    expect(dollarsToCents('$12,500.5')).toBe(1_250_050);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('1.005')).toBeUndefined();
    expect(dollarsToCents('')).toBeUndefined();
    expect(dollarsToCents('-5')).toBeUndefined();
  });
  it('writes cents back for a field', () => {
    expect(centsToDollars(1_250_050)).toBe('12500.50');
    expect(centsToDollars(1_250_000)).toBe('12500');
    expect(centsToDollars(7)).toBe('0.07');
  });
});
