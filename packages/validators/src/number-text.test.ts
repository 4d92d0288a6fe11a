import { describe, expect, it } from 'vitest';
import { groupedNumber, wholeDollarsText } from './number-text.ts';

describe('number text without Intl', () => {
  it('groups a number as en-US does', () => {
    for (const value of [
      0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 10_000_000_000, 2.5, 1234.5678, -45_000, 0.125,
    ]) {
      expect(groupedNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('writes whole dollars as the currency format does', () => {
    const usd = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    for (const value of [0, 50_000, 3_000_000, 10_000_000, 149_999.6, -2500]) {
      expect(wholeDollarsText(value)).toBe(usd.format(value));
    }
  });
});
