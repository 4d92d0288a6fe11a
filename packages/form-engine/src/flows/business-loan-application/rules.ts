import { messages, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';

// Rules the business application's steps share (internal: not exported by the package).

export type Input = Record<string, unknown>;

export const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

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
export function cleanedWhenValid(schema: v.GenericSchema, empty: () => unknown) {
  return v.pipe(
    v.optional(v.unknown(), empty),
    v.transform((value: unknown) => {
      const result = v.safeParse(schema, value);
      return result.success ? result.output : value;
    }),
  );
}

/** A list of entries: each entry valid, at least one, at most `max`. */
export function entryList(entry: v.GenericSchema, max: number, emptyMessage: string, tooManyMessage: string) {
  return v.pipe(v.array(entry), v.minLength(1, emptyMessage), v.maxLength(max, tooManyMessage));
}

/** The longest company name the business application takes (the business, its owners, affiliates). */
export const BUSINESS_NAME_MAX = 120;
