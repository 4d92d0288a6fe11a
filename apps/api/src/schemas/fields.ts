import {
  existingPassword as existingPasswordRule,
  messages,
  newPassword as newPasswordRule,
  requiredEmail,
  requiredString,
  verificationCode,
} from '@northgate/validators';
import * as v from 'valibot';

/** A required text field: present, a string, not blank after trimming. */
export const requiredText = (max: number) => requiredString({ max });

/** Emails are compared lower-cased and trimmed. */
export const email = requiredEmail();
export const existingPassword = existingPasswordRule();
export const newPassword = newPasswordRule();
export const sixDigitCode = verificationCode();

const isPlainObject = (input: unknown) =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** A JSON object body; anything else (array, string, number, null) fails with one clear message. */
export const body = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(v.unknown(), v.check(isPlainObject, messages.notAnObject), v.object(entries, messages.notAnObject));
