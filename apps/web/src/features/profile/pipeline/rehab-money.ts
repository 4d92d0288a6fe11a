/** Money on the borrower's rehab budget and draws: cents as the borrower reads them, and sums. */

/** Cents as the borrower reads them: "$12,500.50". */
export const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export const sumCents = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
