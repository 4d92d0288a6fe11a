import * as v from 'valibot';
import { messages } from './messages.ts';

/**
 * 'Value is required' when nothing was sent, 'The value must be text' when something else was
 * (a number or a list where text belongs): a person only ever meets the first.
 */
export const textExpected = (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined ? messages.required : messages.mustBeText;

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL, C1), and halves of
 * a surrogate pair standing alone. Nobody types them into a form; PostgreSQL refuses NUL in text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SPECIAL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** True for text a person could have typed: no control characters, no broken surrogate pairs. */
export const isPlainText = (text: string) => !SPECIAL_CHARACTERS.test(text);

const plainText = () => v.check(isPlainText, messages.specialCharacters);

interface TextLimits {
  /** Every text has a ceiling: nothing unbounded reaches a form, a database or a log. */
  readonly max: number;
  /** Replaces 'Value is required' when the field is blank. */
  readonly message?: string;
}

/** A trimmed string that must not be blank, at most `max` characters. */
export function requiredString({ max, message = messages.required }: TextLimits) {
  return v.pipe(
    v.string(textExpected),
    v.trim(),
    plainText(),
    v.nonEmpty(message),
    v.maxLength(max, messages.maxLength(max)),
  );
}

/** A trimmed string that may be blank or missing (then ''), at most `max` characters. */
export function optionalString({ max }: Pick<TextLimits, 'max'>) {
  return v.pipe(
    v.optional(v.string(messages.mustBeText), ''),
    v.trim(),
    plainText(),
    v.maxLength(max, messages.maxLength(max)),
  );
}

/** Letters only (any alphabet), with spaces, apostrophes and hyphens inside names. */
export const ALPHABETICAL = /^[\p{L}][\p{L}\p{M} '’-]*$/u;

export function alphabetical() {
  return v.regex(ALPHABETICAL, messages.alphabetical);
}

const PERSON_NAME = /^[\p{L}][\p{L}\p{M} '’.-]*$/u;

/** A person's first or last name on an application: 1–50 letters, spaces and ' - . */
export function personName() {
  return v.pipe(requiredString({ max: 50 }), v.regex(PERSON_NAME, messages.personName));
}
