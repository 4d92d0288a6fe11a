import * as v from 'valibot';
import { messages } from './messages.ts';

/**
 * Valibot building blocks producing the spec's messages. They are plain schemas and actions,
 * so the web (through Formik) and the API validate with exactly the same rules.
 */

/** A trimmed string that must not be blank ('Value is required'). */
export function requiredString(options: { max?: number; min?: number; message?: string } = {}) {
  return v.pipe(
    v.string(messages.required),
    v.trim(),
    v.nonEmpty<string, string>(options.message ?? messages.required),
    minLengthAction(options.min),
    maxLengthAction(options.max),
  );
}

/** A trimmed string that may be blank; length limits apply when it is not. */
export function optionalString(options: { max?: number; min?: number } = {}) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check<string, string>(
      (value) => value === '' || options.min === undefined || value.length >= options.min,
      messages.minLength(options.min ?? 0),
    ),
    maxLengthAction(options.max),
  );
}

function minLengthAction(min: number | undefined) {
  return v.check<string, string>(
    (value) => min === undefined || value.length >= min,
    messages.minLength(min ?? 0),
  );
}

function maxLengthAction(max: number | undefined) {
  return v.check<string, string>(
    (value) => max === undefined || value.length <= max,
    messages.maxLength(max ?? 0),
  );
}

/** A required email address with an optional maximum length. */
export function requiredEmail(options: { max?: number } = {}) {
  return v.pipe(
    v.string(messages.required),
    v.trim(),
    v.nonEmpty<string, string>(messages.required),
    v.email(messages.email),
    maxLengthAction(options.max),
  );
}

/** An email address that may be blank. */
export function optionalEmail(options: { max?: number } = {}) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), messages.email),
    maxLengthAction(options.max),
  );
}

/** Letters only (any alphabet), with spaces, apostrophes and hyphens inside names. */
export const ALPHABETICAL = /^[\p{L}][\p{L}\p{M} '’-]*$/u;

export function alphabetical() {
  return v.regex(ALPHABETICAL, messages.alphabetical);
}

/** A required choice (select, radio, date…) answered with 'The value is required'. */
export function requiredChoice() {
  return v.pipe(v.string(messages.choiceRequired), v.nonEmpty<string, string>(messages.choiceRequired));
}

/** A checkbox that must be ticked. */
export function mustBeChecked() {
  return v.literal(true, messages.choiceRequired);
}

/** A numeric string (commas allowed) that must be present and at most `max`. */
export function requiredAmount(options: { max?: number } = {}) {
  return v.pipe(
    v.string(messages.required),
    v.transform((value) => value.replace(/,/g, '').trim()),
    v.nonEmpty<string, string>(messages.required),
    v.decimal<string, string>(messages.required),
    v.transform(Number),
    v.maxValue(
      options.max ?? Number.MAX_SAFE_INTEGER,
      messages.maxValue(options.max ?? Number.MAX_SAFE_INTEGER),
    ),
  );
}

/** The maximum value action, for numbers. */
export function maxValue(max: number) {
  return v.maxValue<number, number, string>(max, messages.maxValue(max));
}

/**
 * An object-level check that `field` equals `otherField`; the issue is reported on `field`
 * (e.g. 'confirmEmail' must equal 'email').
 */
export function equalToField<TInput extends Record<string, unknown>>(
  field: keyof TInput & string,
  otherField: keyof TInput & string,
  otherLabel: string,
) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    if (input[field] !== input[otherField]) {
      addIssue({
        message: messages.equalTo(otherLabel),
        path: [{ type: 'object', origin: 'value', input, key: field, value: input[field] }],
      });
    }
  });
}

/** Nested error object in Formik's shape: `{ email: 'Value is required', address: { zip: '…' } }`. */
export type FieldErrors = { [key: string]: string | FieldErrors };

/**
 * Runs a schema and returns the first message for each field, keyed by path — the shape
 * Formik's `validate` expects and the shape `ErrorSummary` can list.
 */
export function collectErrors(schema: v.GenericSchema, values: unknown): FieldErrors {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (!path) continue;
    setFirst(errors, path.split('.'), issue.message);
  }
  return errors;
}

function setFirst(target: FieldErrors, keys: string[], message: string): void {
  const [head, ...rest] = keys;
  if (head === undefined) return;
  if (rest.length === 0) {
    if (target[head] === undefined) target[head] = message;
    return;
  }
  const next = target[head];
  if (typeof next === 'string') return;
  const child: FieldErrors = next ?? {};
  target[head] = child;
  setFirst(child, rest, message);
}

/** A Formik `validate` function built from a valibot schema. */
export function formikValidator(schema: v.GenericSchema) {
  return (values: unknown) => collectErrors(schema, values);
}

/** Flattens nested errors to `[{ fieldId: 'address.zip', message }]` for an error summary. */
export function flattenErrors(errors: FieldErrors, prefix = ''): { fieldId: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [{ fieldId: path, message: value }] : flattenErrors(value, path);
  });
}
