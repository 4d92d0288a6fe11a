/**
 * A loan officer the e2e run creates with `staff:create` before the server starts
 * (playwright.config.ts): no second factor yet, so their first sign-in enrols one.
 */
export const NEW_STAFF = {
  email: 'nia.new@northgate.test',
  password: 'Quartz-Meadow-Lantern-2026',
  firstName: 'Nia',
  lastName: 'Newton',
  name: 'Nia Newton',
} as const;
