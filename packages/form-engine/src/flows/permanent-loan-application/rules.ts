import { amountOf, count, optionalCount } from '@northgate/validators';
import * as v from 'valibot';

// Rules and sums the permanent application's steps share (internal: not exported by the package).

export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

export function sumOf<T>(items: unknown, pick: (item: T) => unknown): number {
  return Array.isArray(items)
    ? items.reduce<number>((total, item) => total + amountOf(pick(item as T)), 0)
    : 0;
}

/** A required four-digit year from `min` to `latest()` (checked when validating, so it never goes stale). */
export function year(min: number, latest: () => number, lateMessage: string) {
  return v.pipe(
    count({ min, max: 9999 }),
    v.check((value) => Number(value) <= latest(), lateMessage),
  );
}

/** The same year rule for a year that is asked only after another answer (requiredWhen makes it required). */
export function optionalYear(min: number, latest: () => number, lateMessage: string) {
  return v.pipe(
    optionalCount({ min, max: 9999 }),
    v.check((value) => value === '' || Number(value) <= latest(), lateMessage),
  );
}

/** The last four digits of an account number, or blank: enough to tell accounts apart. */
export const accountLast4 = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value === '' || /^\d{4}$/.test(value), 'Enter the last 4 digits only'),
  );

/** A list of repeated entries, at most `max` of them. */
export function list<TItem extends v.GenericSchema>(item: TItem, max: number, noun: string) {
  return v.pipe(v.optional(v.array(item), []), v.maxLength(max, `Add at most ${max} ${noun}`));
}
