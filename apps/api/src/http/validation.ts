import * as v from 'valibot';
import { validationMessages } from '../schemas/messages.ts';
import { ValidationError, type ValidationDetail } from './errors.ts';

type Location = 'body' | 'query';

/** Valibot issues -> the spec's 422 detail list (`loc` starts with "body" or "query"). */
export function toValidationDetails(
  location: Location,
  issues: readonly v.BaseIssue<unknown>[],
): ValidationDetail[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => item.key as string | number);
    const missing = issue.input === undefined && path.length > 0;
    return {
      loc: [location, ...path],
      msg: missing ? validationMessages.required : issue.message,
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

export const parseBody = <TSchema extends v.GenericSchema>(schema: TSchema, body: unknown) =>
  parseInput('body', schema, body);

export const parseQuery = <TSchema extends v.GenericSchema>(schema: TSchema, query: unknown) =>
  parseInput('query', schema, query);
