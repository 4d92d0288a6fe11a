/** Longest address RFC 5321 allows in a path. */
export const EMAIL_MAX_LENGTH = 254;
/** A name as the contact form and the account take it. */
export const NAME_MAX_LENGTH = 64;
/** ASVS 2.1.1 / 2.1.2: at least 12 characters for a new password, at most 128. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** Email, SMS and password-reset codes are six digits. */
export const VERIFICATION_CODE_LENGTH = 6;
