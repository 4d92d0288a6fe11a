import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './limits.ts';
import { messages } from './messages.ts';
import { textExpected } from './text.ts';

/** A password as typed at login: never trimmed, any length up to the maximum (no policy leak). */
export function existingPassword() {
  return v.pipe(
    v.string(textExpected),
    v.nonEmpty(messages.required),
    v.maxLength(PASSWORD_MAX_LENGTH, messages.maxLength(PASSWORD_MAX_LENGTH)),
  );
}

/** A password being set: the length policy applies; not trimmed, every character counts. */
export function newPassword() {
  return v.pipe(
    v.string(textExpected),
    v.nonEmpty(messages.required),
    v.minLength(PASSWORD_MIN_LENGTH, messages.minLength(PASSWORD_MIN_LENGTH)),
    v.maxLength(PASSWORD_MAX_LENGTH, messages.maxLength(PASSWORD_MAX_LENGTH)),
  );
}

/** True when the password is the email address itself, ignoring case and outer spaces. */
export function passwordIsEmail(password: string, email: string): boolean {
  return email.trim() !== '' && password.trim().toLowerCase() === email.trim().toLowerCase();
}

const CODE = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** A six-digit email, SMS or password-reset code. */
export function verificationCode() {
  return v.pipe(
    v.string(textExpected),
    v.trim(),
    v.nonEmpty(messages.required),
    v.regex(CODE, messages.code),
  );
}
