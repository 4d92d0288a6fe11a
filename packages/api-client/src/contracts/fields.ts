import * as v from 'valibot';
import {
  INVALID_CODE_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  REQUIRED_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
} from './messages.ts';

// Reusable field schemas shared by the request contracts.

/** Longest address RFC 5321 allows in a path. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 64;
/** ASVS 2.1.1 / 2.1.2: at least 12 characters for new passwords, at most 128. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** Email and SMS verification codes, and password-reset codes, are six digits. */
export const VERIFICATION_CODE_LENGTH = 6;

export function requiredString(max: number) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), v.maxLength(max, maxLengthMessage(max)));
}

export function emailField(max = EMAIL_MAX_LENGTH) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.maxLength(max, maxLengthMessage(max)),
    v.email(INVALID_EMAIL_MESSAGE),
  );
}

export const nameField = requiredString(NAME_MAX_LENGTH);

/** Password as typed at login: any non-empty value up to the maximum (no policy leak). */
export const loginPasswordField = v.pipe(
  v.string(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.maxLength(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH)),
);

/** A password being set: the length policy applies. Not trimmed, every character counts. */
export const newPasswordField = v.pipe(
  v.string(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.minLength(PASSWORD_MIN_LENGTH, minLengthMessage(PASSWORD_MIN_LENGTH)),
  v.maxLength(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH)),
);

/** Phone as a borrower types it: digits with optional leading +, spaces, dots, dashes and brackets. */
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,20}$/;

export const phoneField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.regex(PHONE_PATTERN, INVALID_PHONE_MESSAGE),
);

/** An optional phone: missing, null or blank mean "not given"; anything else must look like a phone. */
export const optionalPhoneField = v.nullish(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || PHONE_PATTERN.test(value), INVALID_PHONE_MESSAGE),
  ),
);

export const verificationCodeField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), INVALID_CODE_MESSAGE),
);
