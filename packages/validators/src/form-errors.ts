import * as v from 'valibot';

/** Nested error object in Formik's shape: `{ email: 'Value is required', address: { zip: '…' } }`. */
export type FieldErrors = { [key: string]: string | FieldErrors };

/**
 * Runs a schema and returns the first message for each field, keyed by path: the shape
 * Formik's `validate` expects and the shape an error summary can list.
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
