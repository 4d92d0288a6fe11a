import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caretForSignificant,
  clampPercent,
  clampPercentString,
  formatBytes,
  formatTaxId,
  formatThousands,
  formatUsPhone,
  formatZip,
  keepDigits,
  maskTaxId,
  normalizeOnBlur,
  normalizeTyped,
  removeLeadingZeros,
  significantBefore,
  stripCommas,
} from './number-format.ts';

describe('formatThousands / stripCommas', () => {
  it('inserts commas every three digits of the integer part', () => {
    expect(formatThousands('1234567')).toBe('1,234,567');
    expect(formatThousands('999')).toBe('999');
    expect(formatThousands('1000')).toBe('1,000');
    expect(formatThousands('1234.567')).toBe('1,234.567');
    expect(formatThousands('')).toBe('');
  });

  it('re-formats a value that already has misplaced commas', () => {
    expect(formatThousands('12,34567')).toBe('1,234,567');
  });

  it('strips every comma', () => {
    expect(stripCommas('1,234,567')).toBe('1234567');
  });

  it('formatting then stripping returns the digits (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,30}$/), (digits) => {
        expect(stripCommas(formatThousands(digits))).toBe(digits);
      }),
    );
  });

  it('never puts more than three digits between commas (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,20}$/), (digits) => {
        const groups = formatThousands(digits).split(',');
        expect(groups[0]!.length).toBeGreaterThanOrEqual(1);
        expect(groups[0]!.length).toBeLessThanOrEqual(3);
        for (const group of groups.slice(1)) expect(group).toHaveLength(3);
      }),
    );
  });
});

describe('clampPercent', () => {
  it('keeps values inside 1..100 and clamps the rest', () => {
    expect(clampPercent(50)).toBe(50);
    expect(clampPercent(0)).toBe(1);
    expect(clampPercent(-20)).toBe(1);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(1);
  });

  it('always lands in 1..100 (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer()), (n) => {
        const clamped = clampPercent(n);
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('leaves in-range values untouched (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 100, noNaN: true }), (n) => {
        expect(clampPercent(n)).toBe(n);
      }),
    );
  });

  it('string form keeps blank blank and keeps an in-progress decimal', () => {
    expect(clampPercentString('')).toBe('');
    expect(clampPercentString('7.')).toBe('7.');
    expect(clampPercentString('250')).toBe('100');
    expect(clampPercentString('0')).toBe('1');
  });
});

describe('typing rules', () => {
  it('number-only drops letters and symbols', () => {
    expect(normalizeTyped('12a3$4', { numberOnly: true })).toBe('1234');
    expect(keepDigits('1.2.3', true)).toBe('1.23');
  });

  it('comma input is stored without commas', () => {
    expect(normalizeTyped('1,2345', { numberOnly: true })).toBe('12345');
  });

  it('can-not-be-empty turns blank into 0, or 1 for percent, and removes a leading zero', () => {
    expect(normalizeTyped('', { numberOnly: true, cannotBeEmpty: true })).toBe('0');
    expect(normalizeTyped('', { percent: true, cannotBeEmpty: true })).toBe('1');
    expect(normalizeTyped('05', { numberOnly: true, cannotBeEmpty: true })).toBe('5');
    expect(removeLeadingZeros('000')).toBe('0');
    expect(removeLeadingZeros('00.5')).toBe('0.5');
  });

  it('percent blank stays blank while typing and becomes 1 on blur', () => {
    expect(normalizeTyped('', { percent: true })).toBe('');
    expect(normalizeOnBlur('', { percent: true })).toBe('1');
    expect(normalizeOnBlur('45', { percent: true })).toBe('45');
  });

  it('free text is left alone', () => {
    expect(normalizeTyped('Ann 05', {})).toBe('Ann 05');
  });

  it('typed numeric values always store digits only and percent stays in range (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (raw, cannotBeEmpty) => {
        const stored = normalizeTyped(raw, { percent: true, cannotBeEmpty });
        expect(stored).toMatch(/^\d*$/);
        if (stored !== '') {
          expect(Number(stored)).toBeGreaterThanOrEqual(1);
          expect(Number(stored)).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

describe('caret position', () => {
  it('keeps the caret after the same digit when a comma appears before it', () => {
    // User typed '5' at the end of '1,234' -> raw '1,2345', caret 6, formatted '12,345'.
    const significant = significantBefore('1,2345', 6);
    expect(caretForSignificant('12,345', significant)).toBe(6);
    // User typed '9' after the first digit of '1,234': raw '19,234', caret 2, formatted '19,234'.
    expect(caretForSignificant('19,234', significantBefore('19,234', 2))).toBe(2);
    // Deleting the '2' of '12,345' (raw '1,345', caret 1) gives '1,345' with the caret after '1'.
    expect(caretForSignificant('1,345', significantBefore('1,345', 1))).toBe(1);
  });

  it('places the caret after the n-th digit of the formatted value (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,12}$/), fc.nat(), (digits, at) => {
        const n = at % (digits.length + 1);
        const formatted = formatThousands(digits);
        const caret = caretForSignificant(formatted, n);
        expect(stripCommas(formatted.slice(0, caret))).toBe(digits.slice(0, n));
      }),
    );
  });
});

describe('US formats', () => {
  it('formats phone numbers progressively', () => {
    expect(formatUsPhone('555')).toBe('(555');
    expect(formatUsPhone('5551234')).toBe('(555) 123-4');
    expect(formatUsPhone('55512345678')).toBe('(555) 123-4567');
  });

  it('formats and masks SSN, ITIN and EIN', () => {
    expect(formatTaxId('123456789', 'ssn')).toBe('123-45-6789');
    expect(formatTaxId('912786789', 'itin')).toBe('912-78-6789');
    expect(formatTaxId('123456789', 'ein')).toBe('12-3456789');
    expect(maskTaxId('123456789', 'ssn')).toBe('•••-••-6789');
    expect(maskTaxId('123456789', 'ein')).toBe('••-•••6789');
  });

  it('formats ZIP and ZIP+4', () => {
    expect(formatZip('12345')).toBe('12345');
    expect(formatZip('123456789')).toBe('12345-6789');
  });

  it('formats byte sizes', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1536)).toBe('2 KB');
    expect(formatBytes(300)).toBe('300 bytes');
  });
});
