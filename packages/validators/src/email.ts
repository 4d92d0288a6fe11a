import * as v from 'valibot';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { messages } from './messages.ts';
import { textExpected } from './text.ts';

/** A required email address, trimmed and lower-cased (addresses are compared that way). */
export function requiredEmail({ max = EMAIL_MAX_LENGTH }: { max?: number } = {}) {
  return v.pipe(
    v.string(textExpected),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(max, messages.maxLength(max)),
    v.email(messages.email),
    v.toLowerCase(),
  );
}

/** An email address that may be left blank. */
export function optionalEmail({ max = EMAIL_MAX_LENGTH }: { max?: number } = {}) {
  return v.pipe(
    v.optional(v.string(messages.mustBeText), ''),
    v.trim(),
    v.maxLength(max, messages.maxLength(max)),
    v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), messages.email),
    v.toLowerCase(),
  );
}
