/**
 * The calculator route's URL state. Everything a result depends on lives in the URL, so a result
 * can be shared and survives a reload. The route validates `tool` and `address` here (the home
 * page links to `/mortgage-calculator/?tool=estimator&address=…`) and passes the other primitive
 * values through; the tools validate and clamp them with the full schema in `tool-search.ts`,
 * which loads with the route's own chunk rather than with every page.
 *
 * Checked by hand rather than with valibot: this runs in the route tree, which every page loads
 * first, and valibot would ride along with it (docs/decisions/0021-home-page-javascript.md).
 */
const TOOLS = ['mortgage', 'estimator'] as const;
const MAX_ADDRESS_LENGTH = 200;

export type CalculatorSearch = {
  tool?: (typeof TOOLS)[number];
  address?: string;
} & {
  [key: string]: string | number | boolean | undefined;
};

/** A known tool; anything else falls back to the mortgage calculator. */
function parseTool(value: unknown): (typeof TOOLS)[number] | undefined {
  if (value === undefined) return undefined;
  return TOOLS.find((tool) => tool === value) ?? 'mortgage';
}

/** The trimmed address; anything else (not text, or too long) falls back to none. */
function parseAddress(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return '';
  const address = value.trim();
  return address.length <= MAX_ADDRESS_LENGTH ? address : '';
}

export function parseCalculatorSearch(search: Record<string, unknown>): CalculatorSearch {
  const rest: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      rest[key] = value;
  }
  const { tool: _tool, address: _address, ...others } = rest;
  const parsed: CalculatorSearch = { ...others };
  if ('tool' in search) parsed.tool = parseTool(search.tool);
  if ('address' in search) parsed.address = parseAddress(search.address);
  return parsed;
}
