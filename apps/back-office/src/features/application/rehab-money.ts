/** How the rehab section writes amounts: cents as dollars and cents. */

/** Cents as staff read them: "$12,500.50". */
export const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
