import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@northgate/api-client/contracts';
import * as v from 'valibot';
import { validationMessages as m } from './messages.ts';

// The password policy and email limit are the shared contract's, so browser and server agree.
export { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** A required text field: present, a string, not blank after trimming. */
export const requiredText = (maxLength: number) =>
  v.pipe(
    v.string(m.mustBeText),
    v.trim(),
    v.nonEmpty(m.required),
    v.maxLength(maxLength, m.maxLength(maxLength)),
  );

/** Emails are compared lower-cased and trimmed. */
export const email = v.pipe(requiredText(EMAIL_MAX_LENGTH), v.email(m.invalidEmail), v.toLowerCase());

/** A password as typed at login: never trimmed, any length up to the maximum. */
export const existingPassword = v.pipe(
  v.string(m.mustBeText),
  v.nonEmpty(m.required),
  v.maxLength(PASSWORD_MAX_LENGTH, m.maxLength(PASSWORD_MAX_LENGTH)),
);

/** A new password (ASVS 2.1.1: at least 12 characters; long passphrases allowed). */
export const newPassword = v.pipe(
  v.string(m.mustBeText),
  v.nonEmpty(m.required),
  v.minLength(PASSWORD_MIN_LENGTH, m.minLength(PASSWORD_MIN_LENGTH)),
  v.maxLength(PASSWORD_MAX_LENGTH, m.maxLength(PASSWORD_MAX_LENGTH)),
);

export const sixDigitCode = v.pipe(
  v.string(m.mustBeText),
  v.trim(),
  v.nonEmpty(m.required),
  v.regex(/^\d{6}$/, m.sixDigitCode),
);

const isPlainObject = (input: unknown) =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** A JSON object body; anything else (array, string, number, null) fails with one clear message. */
export const body = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(v.unknown(), v.check(isPlainObject, m.notAnObject), v.object(entries, m.notAnObject));
