/** The only token type the product treats as signed in (spec 4, 9). */
export const AUTH_TOKEN_TYPE = 'lk';
/** fake_auth's sessions: anonymous flows save drafts with them. */
export const GUEST_TOKEN_TYPE = 'guest';
/** A staff member's session (the back office); never a borrower session (ADR 0017). */
export const STAFF_TOKEN_TYPE = 'staff';
export type TokenType = typeof AUTH_TOKEN_TYPE | typeof GUEST_TOKEN_TYPE | typeof STAFF_TOKEN_TYPE;
