/** Commas between each group of three digits of a string of digits: '1234567' → '1,234,567'. */
export function groupDigits(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A number as en-US writes it, thousands grouped and at most three decimals: 10000000 → '10,000,000',
 * 2.5 → '2.5' (what `toLocaleString('en-US')` gives). Written out rather than made with Intl: rules
 * and their messages are declared when a flow's module loads, and the first Intl object a page makes
 * loads the locale data, about 120–180 ms with the CPU slowed four times, on pages that format
 * nothing yet (docs/decisions/0071-flow-page-load-work.md).
 */
export function groupedNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '0', fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split('.');
  return `${value < 0 ? '-' : ''}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Whole dollars: 50000 → '$50,000'. */
export function wholeDollarsText(value: number): string {
  return `${value < 0 ? '-' : ''}$${groupedNumber(Math.abs(Math.round(value)))}`;
}
