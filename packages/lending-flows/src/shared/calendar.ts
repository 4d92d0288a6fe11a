/** The borrower's current calendar year, read when validating so a rule never goes stale. */
export const thisYear = () => new Date().getFullYear();
