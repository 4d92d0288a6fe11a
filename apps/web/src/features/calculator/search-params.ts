import * as v from 'valibot';

/**
 * The calculator route's URL state. Everything a result depends on lives in the URL,
 * so a result can be shared and survives a reload. Unknown or malformed values are dropped.
 */
export const calculatorSearchSchema = v.object({
  tool: v.optional(v.fallback(v.picklist(['mortgage', 'estimator']), 'mortgage')),
  address: v.optional(v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(200)), '')),
});

export type CalculatorSearch = v.InferOutput<typeof calculatorSearchSchema>;

export function parseCalculatorSearch(search: Record<string, unknown>): CalculatorSearch {
  const result = v.safeParse(calculatorSearchSchema, search);
  return result.success ? result.output : {};
}
