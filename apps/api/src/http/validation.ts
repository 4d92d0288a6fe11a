import { messages } from '@northgate/validators';
import * as v from 'valibot';
import { ValidationError, type ValidationDetail } from './errors.ts';

type Location = 'body' | 'query' | 'path';

/** Valibot issues -> the 422 detail list of product spec §8 (docs/product/product-spec.md); `loc` starts with "body", "query" or "path". */
export function toValidationDetails(
  location: Location,
  issues: readonly v.BaseIssue<unknown>[],
): ValidationDetail[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => item.key as string | number);
    const missing = issue.input === undefined && path.length > 0;
    return {
      loc: [location, ...path],
      msg: missing ? messages.required : issue.message,
      type: missing ? 'missing' : issue.type,
    };
  });
}

/** Validates `input` or throws a ValidationError the error handler turns into a 422. */
export function parseInput<TSchema extends v.GenericSchema>(
  location: Location,
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ValidationError(toValidationDetails(location, result.issues));
  return result.output;
}

const isPlainObject = (input: unknown) =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * A JSON object body. Anything else (array, string, number, null, nothing) fails with one clear
 * message rather than a list of missing fields; a schema wrapped in `v.optional` may be left out.
 */
export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  if (body == null && schema.type === 'optional') return parseInput('body', schema, undefined);
  if (!isPlainObject(body)) {
    throw new ValidationError([{ loc: ['body'], msg: messages.notAnObject, type: 'object_type' }]);
  }
  return parseInput('body', schema, body);
}
