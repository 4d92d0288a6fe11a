/** The only token type the product treats as signed in (docs/product/product-spec.md §4, §9). */
export const AUTH_TOKEN_TYPE = 'lk';
/** fake_auth's sessions: anonymous flows save drafts with them. */
export const GUEST_TOKEN_TYPE = 'guest';
/**
 * `staff`: a back-office session (STAFF_TOKEN_TYPE, kept with the staff roles so the borrower
 * site's first script does not carry it; ADR 0017).
 */
export type TokenType = typeof AUTH_TOKEN_TYPE | typeof GUEST_TOKEN_TYPE | 'staff';
