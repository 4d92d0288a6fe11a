/**
 * Money: rounding and formatting, the one place for both. Amounts that enter a schedule are held
 * as integer cents; rounding is half-up (away from zero for negatives), applied after trimming
 * binary floating-point noise so that a value such as 1.005 (stored as 1.00499999…) rounds the way
 * a person expects.
 */

/**
 * Rounds to the nearest integer, ties away from zero, ignoring float noise past 15 significant
 * digits. A small negative rounds to 0, not −0 (which would format as '-$0.00').
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.floor(magnitude + 0.5);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Dollars (possibly fractional) to integer cents, half-up. */
export function toCents(dollars: number): number {
  return roundHalfUp(dollars * 100);
}

/** Integer cents to dollars. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rounds dollars to cents, half-up. */
export function roundMoney(dollars: number): number {
  return fromCents(toCents(dollars));
}

/** Rounds down to whole cents (for limits that must never be exceeded, such as a maximum loan). */
export function floorMoney(dollars: number): number {
  return Math.floor(Number((dollars * 100).toPrecision(15))) / 100;
}

/** Rounds a ratio to `digits` decimals, half-up. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return roundHalfUp(value * factor) / factor;
}

// Made on first use: the first Intl object a page makes loads the locale data, and the flows' first
// steps load this module without showing an amount (docs/decisions/0066-intl-formatters-on-first-use.md).
let usdFormat: Intl.NumberFormat | undefined;
let usdWholeFormat: Intl.NumberFormat | undefined;
const usd = () => (usdFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const usdWhole = () =>
  (usdWholeFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }));

/** '$1,896.20'. */
export function formatUsd(dollars: number): string {
  return usd().format(dollars);
}

/** '$1,896' (for estimates and totals, where cents would suggest false precision). */
export function formatUsdWhole(dollars: number): string {
  return usdWhole().format(dollars);
}

/** Integer cents as '$1,896.20'. */
export function formatCents(cents: number): string {
  return usd().format(fromCents(cents));
}

/** 0.92 -> '92.00%'. */
export function formatPercent(ratio: number, digits = 2): string {
  return `${roundTo(ratio * 100, digits).toFixed(digits)}%`;
}
