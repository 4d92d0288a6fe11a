import * as v from 'valibot';
import { messages } from './messages.ts';

/** Rules that read more than one field of an object (a form step, a request body). */

/**
 * Reports `message` on `field` when `holds` fails for the object's values: the rule for a field
 * that is required only after another answer (an explanation after a Yes), or that must agree
 * with another (shares adding up to 100%). It waits while any field it reads has a problem of its
 * own, so a borrower never gets two messages for one mistake.
 */
export function requiredWhen(
  field: string,
  reads: readonly string[],
  holds: (input: Record<string, unknown>) => boolean,
  message: string,
) {
  const watched = new Set([field, ...reads]);
  return v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
    if (typeof dataset.value !== 'object' || dataset.value === null) return;
    const input = dataset.value as Record<string, unknown>;
    const readsHaveIssues = dataset.issues?.some((issue) => {
      const key = issue.path?.[0]?.key;
      return typeof key === 'string' && watched.has(key);
    });
    if (readsHaveIssues || holds(input)) return;
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input, key: field, value: input[field] }],
    });
  }) as v.GenericPipeAction;
}

/**
 * Validates `field` with `schema` only while `applies` holds, reporting each problem at its own
 * path (`projectAddress.zip`, `owners.1.name`). It is for answers that are objects or lists (an
 * address, a list of entries) shown only after a Yes, which `requiredWhen` cannot reach into;
 * while they are hidden, nothing they hold can stop the borrower.
 */
export function checkWhen(
  field: string,
  applies: (input: Record<string, unknown>) => boolean,
  schema: v.GenericSchema,
) {
  return v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
    const input: unknown = dataset.value;
    if (typeof input !== 'object' || input === null) return;
    const values = input as Record<string, unknown>;
    if (!applies(values)) return;
    const result = v.safeParse(schema, values[field]);
    if (result.success) return;
    for (const issue of result.issues) {
      const at: v.IssuePathItem = {
        type: 'object',
        origin: 'value',
        input: values,
        key: field,
        value: values[field],
      };
      addIssue({ message: issue.message, path: [at, ...(issue.path ?? [])] });
    }
  }) as v.GenericPipeAction;
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
