import * as v from 'valibot';

/**
 * The calculator route's URL state. Everything a result depends on lives in the URL, so a result
 * can be shared and survives a reload. The route validates `tool` and `address` here (the home
 * page links to `/mortgage-calculator/?tool=estimator&address=…`) and passes the other primitive
 * values through; the tools validate and clamp them with the full schema in `tool-search.ts`,
 * which loads with the route's own chunk rather than with every page.
 */
export const calculatorSearchSchema = v.object({
  tool: v.optional(v.fallback(v.picklist(['mortgage', 'estimator']), 'mortgage')),
  address: v.optional(v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(200)), '')),
});

export type CalculatorSearch = v.InferOutput<typeof calculatorSearchSchema> & {
  [key: string]: string | number | boolean | undefined;
};

export function parseCalculatorSearch(search: Record<string, unknown>): CalculatorSearch {
  const rest: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      rest[key] = value;
  }
  const result = v.safeParse(calculatorSearchSchema, search);
  const { tool: _tool, address: _address, ...others } = rest;
  return { ...others, ...(result.success ? result.output : {}) };
}
