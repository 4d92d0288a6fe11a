/**
 * Signed double-submit CSRF (see apps/api/src/plugins/csrf.ts): the API sets this cookie and
 * the client copies its value into this header on same-origin requests.
 */
export const CSRF_COOKIE_NAME = 'csrf_token';
export const CSRF_HEADER_NAME = 'X-CSRF-Token';
