import { amountOf, count, messages, optionalCount, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';
import { fieldsOf } from '@northgate/form-engine/core';

// Rules and sums several flows' steps share (internal: not exported by the package).

export type Input = Record<string, unknown>;

export const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

export function isBlank(value: unknown): boolean {
  return !filled(value);
}

/** The entries of a list that are objects, as typed (a draft may hold anything). */
export function entriesOf<T>(items: unknown): T[] {
  return Array.isArray(items)
    ? (items.filter((item) => typeof item === 'object' && item !== null) as T[])
    : [];
}

/** The sum of one amount of each entry of a list (0 for anything that is not a list or an entry). */
export function sumOf<T>(items: unknown, pick: (item: T) => unknown): number {
  return entriesOf<T>(items).reduce<number>((total, item) => total + amountOf(pick(item)), 0);
}

/** A required four-digit year from `min` to `latest()` (checked when validating, so it never goes stale). */
export function year(min: number, latest: () => number, lateMessage: string) {
  return v.pipe(
    count({ min, max: 9999 }),
    v.check((value) => Number(value) <= latest(), lateMessage),
  );
}

/** The same year rule for a year that may be blank, or is asked only after another answer (requiredWhen makes it required). */
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

/** A list of entries: each entry valid, at least one, at most `max`. */
export function entryList<TEntry extends v.GenericSchema>(
  entry: TEntry,
  max: number,
  emptyMessage: string,
  tooManyMessage: string,
) {
  return v.pipe(v.array(entry), v.minLength(1, emptyMessage), v.maxLength(max, tooManyMessage));
}

/** `field` must be answered while `gate` has one of `values` ('Value is required' or `message`). */
export function requiredIf(
  field: string,
  gate: string,
  values: readonly string[],
  message: string = messages.required,
) {
  return requiredWhen(
    field,
    [gate, field],
    (input) => !values.includes(input[gate] as string) || filled(input[field]),
    message,
  );
}

/**
 * An answer checked by `checkWhen`: kept as typed, and replaced by the schema's output (trimmed,
 * normalised) whenever it passes, so a submitted application holds clean values.
 */
export function cleanedWhenValid<TSchema extends v.GenericSchema>(schema: TSchema, empty: () => unknown) {
  return v.pipe(
    v.optional(v.unknown(), empty),
    v.transform((value: unknown) => {
      const result = v.safeParse(schema, value);
      return result.success ? result.output : value;
    }),
    // The schema runs out of sight here: name it, so its sensitive fields are still found.
    fieldsOf(schema),
  );
}
