import { groupDigits } from '@northgate/validators';

/**
 * Pure formatting helpers for the numeric inputs. They work on strings so a blank field stays
 * blank and a value is never rounded behind the user's back.
 */

export const PERCENT_MIN = 1;
export const PERCENT_MAX = 100;

/** Removes every thousands separator: '1,234,567' -> '1234567'. */
export function stripCommas(value: string): string {
  return value.replace(/,/g, '');
}

/**
 * Keeps only digits (and, when `decimal` is set, the first decimal point).
 * 'a1b2.3.4' -> '12' or, with decimal, '12.34'.
 */
export function keepDigits(value: string, decimal = false): string {
  if (!decimal) return value.replace(/\D/g, '');
  let seenPoint = false;
  let out = '';
  for (const ch of value) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/**
 * Inserts thousands commas into the integer part of a plain number string.
 * '1234567' -> '1,234,567'; '1234.5' -> '1,234.5'; '' -> ''. Non-digit input is returned unchanged.
 */
export function formatThousands(value: string): string {
  const plain = stripCommas(value);
  const match = /^(-?)(\d+)(\.\d*)?$/.exec(plain);
  if (!match) return plain;
  const [, sign = '', integer = '', fraction = ''] = match;
  return sign + groupDigits(integer) + fraction;
}

/** Clamps a number into the spec's percent range 1..100. Anything that is not a number becomes 1. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return PERCENT_MIN;
  return Math.min(PERCENT_MAX, Math.max(PERCENT_MIN, value));
}

/** Same as `clampPercent` for a field's string value; a blank value stays blank. */
export function clampPercentString(value: string): string {
  if (value === '') return '';
  const n = Number(value);
  if (Number.isNaN(n)) return String(PERCENT_MIN);
  const clamped = clampPercent(n);
  // Keep what the user typed ('7.' while typing '7.5') when it is already in range.
  return clamped === n ? value : String(clamped);
}

/** Removes leading zeros of the integer part: '007' -> '7', '0' -> '0', '00.5' -> '0.5'. */
export function removeLeadingZeros(value: string): string {
  const stripped = value.replace(/^0+(?=\d)/, '');
  return stripped;
}

/** Blank becomes '0' (or '1' in percent mode) for the spec's can-not-be-empty option. */
export function fillBlank(value: string, percent: boolean): string {
  if (value !== '') return value;
  return percent ? String(PERCENT_MIN) : '0';
}

export interface NumericOptions {
  /** Only digits may be typed. */
  numberOnly?: boolean;
  /** Allow one decimal point (implies numberOnly). */
  decimal?: boolean;
  /** Clamp between 1 and 100 (implies numberOnly). */
  percent?: boolean;
  /** Blank becomes 0 (1 for percent), leading zeros are removed. */
  cannotBeEmpty?: boolean;
}

/**
 * Turns what the user typed (possibly with commas) into the value to store, applying the
 * number-only, percent and can-not-be-empty rules that apply while typing.
 */
export function normalizeTyped(raw: string, options: NumericOptions): string {
  const numeric = options.numberOnly || options.decimal || options.percent;
  let value = numeric ? keepDigits(stripCommas(raw), Boolean(options.decimal)) : raw;
  if (!numeric) return value;
  if (options.cannotBeEmpty) value = removeLeadingZeros(fillBlank(value, Boolean(options.percent)));
  if (options.percent) value = clampPercentString(value);
  return value;
}

/** The value to store when the field loses focus (percent: blank becomes 1). */
export function normalizeOnBlur(value: string, options: NumericOptions): string {
  let next = value;
  if (options.percent && next === '') next = String(PERCENT_MIN);
  if (options.decimal && next.endsWith('.')) next = next.slice(0, -1);
  if (options.cannotBeEmpty) next = removeLeadingZeros(fillBlank(next, Boolean(options.percent)));
  return next;
}

/** Counts the characters that carry meaning (digits and the decimal point) before `position`. */
export function significantBefore(value: string, position: number): number {
  let count = 0;
  for (let i = 0; i < Math.min(position, value.length); i += 1) {
    if (/[\d.]/.test(value[i] ?? '')) count += 1;
  }
  return count;
}

/**
 * Where the caret belongs in `formatted` so that it sits after the same number of digits as it
 * did in the text the user typed. Keeps the caret in place while commas appear or disappear.
 */
export function caretForSignificant(formatted: string, significant: number): number {
  if (significant <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/[\d.]/.test(formatted[i] ?? '')) {
      seen += 1;
      if (seen === significant) return i + 1;
    }
  }
  return formatted.length;
}

/** '5551234567' -> '(555) 123-4567'; partial input is formatted as far as it goes. */
export function formatUsPhone(value: string): string {
  const d = keepDigits(value).slice(0, 10);
  if (d.length === 0) return '';
  if (d.length < 4) return `(${d}`;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export type TaxIdKind = 'ssn' | 'itin' | 'ein';

/** SSN and ITIN: '123-45-6789'; EIN: '12-3456789'. Partial input is formatted as far as it goes. */
export function formatTaxId(value: string, kind: TaxIdKind): string {
  const d = keepDigits(value).slice(0, 9);
  if (kind === 'ein') return d.length > 2 ? `${d.slice(0, 2)}-${d.slice(2)}` : d;
  if (d.length > 5) return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  if (d.length > 3) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return d;
}

/** Hides all but the last four digits: '123456789' (ssn) -> '•••-••-6789'. */
export function maskTaxId(value: string, kind: TaxIdKind): string {
  const formatted = formatTaxId(value, kind);
  const digits = keepDigits(value);
  const keepFrom = Math.max(0, digits.length - 4);
  let seen = 0;
  let out = '';
  for (const ch of formatted) {
    if (/\d/.test(ch)) {
      out += seen < keepFrom ? '•' : ch;
      seen += 1;
    } else out += ch;
  }
  return out;
}

/** US ZIP: five digits, optionally followed by '-' and four more. */
export function formatZip(value: string): string {
  const d = keepDigits(value).slice(0, 9);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/** Human readable byte size: 10485760 -> '10 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
