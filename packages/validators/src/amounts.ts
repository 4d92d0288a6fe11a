import * as v from 'valibot';
import { messages } from './messages.ts';
import { groupedNumber } from './number-text.ts';

/**
 * Money, counts and percentages as the ui number fields store them: digit strings (the fields
 * show the commas; a pasted comma is ignored here too).
 */

/**
 * A number as the money, count and rate fields store it ('300000', '7.5'), for arithmetic;
 * 0 when blank or not a number. Commas are ignored.
 */
export function amountOf(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const cleaned = value.replace(/,/g, '').trim();
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : 0;
}

/** The largest amount any money field takes: $10 billion. */
export const MAX_DOLLARS = 10_000_000_000;
const WHOLE = /^\d+$/;
const stripCommas = (value: string) => value.replace(/,/g, '').trim();
const optionalDigits = () => v.optional(v.string(messages.mustBeText), '');

interface AmountLimits {
  readonly min?: number;
  readonly max?: number;
  /** Shown when the amount is below `min` (default: 'Enter an amount above $0' for min 1). */
  readonly minMessage?: string;
  /** Shown when the amount is above `max` (default: the generic maximum message). */
  readonly maxMessage?: string;
}

function amountChecks(limits: AmountLimits) {
  const { min = 0, max = MAX_DOLLARS } = limits;
  const below =
    limits.minMessage ?? (min === 1 ? 'Enter an amount above $0' : `Enter at least ${groupedNumber(min)}`);
  return [
    v.check<string, string>((value) => value === '' || WHOLE.test(value), 'Enter a whole dollar amount'),
    v.check<string, string>((value) => value === '' || !WHOLE.test(value) || Number(value) >= min, below),
    v.check<string, string>(
      (value) => value === '' || !WHOLE.test(value) || Number(value) <= max,
      limits.maxMessage ?? messages.maxValue(max),
    ),
  ] as const;
}

/** Required whole dollars, stored as digits. */
export function dollars(limits: AmountLimits = {}) {
  return v.pipe(
    optionalDigits(),
    v.transform(stripCommas),
    v.nonEmpty(messages.required),
    ...amountChecks(limits),
  );
}

/** Whole dollars that may be left blank. */
export function optionalDollars(limits: AmountLimits = {}) {
  return v.pipe(optionalDigits(), v.transform(stripCommas), ...amountChecks(limits));
}

/** A required count (units, bedrooms, years) between min and max. */
export function count(limits: { min: number; max: number }) {
  return v.pipe(
    optionalDigits(),
    v.transform(stripCommas),
    v.nonEmpty(messages.required),
    v.regex(WHOLE, 'Enter a whole number'),
    v.check((value) => Number(value) >= limits.min, `Enter ${limits.min} or more`),
    v.check((value) => Number(value) <= limits.max, messages.maxValue(limits.max)),
  );
}

/** A count that may be left blank. */
export function optionalCount(limits: { min: number; max: number }) {
  return v.pipe(
    optionalDigits(),
    v.transform(stripCommas),
    v.check((value) => value === '' || WHOLE.test(value), 'Enter a whole number'),
    v.check((value) => value === '' || Number(value) >= limits.min, `Enter ${limits.min} or more`),
    v.check((value) => value === '' || Number(value) <= limits.max, messages.maxValue(limits.max)),
  );
}

/** A required percentage from min to max, up to three decimals (ownership shares). */
export function percentage(limits: { min: number; max: number }) {
  return v.pipe(
    optionalDigits(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.regex(/^\d{1,3}(\.\d{1,3})?$/, 'Enter a percentage such as 50 or 33.333'),
    v.check((value) => Number(value) >= limits.min, `Enter at least ${limits.min}%`),
    v.check((value) => Number(value) <= limits.max, `Enter at most ${limits.max}%`),
  );
}

/** A numeric string (commas allowed) that must be present and at most `max`; output is the number. */
export function requiredAmount(options: { max?: number } = {}) {
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  return v.pipe(
    v.string(messages.required),
    v.transform(stripCommas),
    v.nonEmpty<string, string>(messages.required),
    v.decimal<string, string>(messages.required),
    v.transform(Number),
    v.maxValue(max, messages.maxValue(max)),
  );
}

/** The maximum value action, for numbers. */
export function maxValue(max: number) {
  return v.maxValue<number, number, string>(max, messages.maxValue(max));
}
