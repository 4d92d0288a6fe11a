import * as v from 'valibot';

/**
 * The full, validated state of both tools. The route's own `validateSearch` (search-params.ts)
 * only checks `tool` and `address` so the home page's first load does not pay for this schema;
 * the tools parse the rest here, in the route's lazily loaded chunk. Every key is optional: a
 * malformed value is dropped (the default applies) and an out-of-range number is clamped.
 */
const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));
const numberish = v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))]);

/** A number clamped to [min, max] (rounded to `step` decimals); anything unreadable becomes undefined. */
function num(min: number, max: number, decimals = 2) {
  return v.fallback(
    v.optional(
      v.pipe(
        numberish,
        v.check((x) => Number.isFinite(x)),
        v.transform((x) => clamp(Number(x.toFixed(decimals)), min, max)),
      ),
    ),
    undefined,
  );
}
function pick<const T extends readonly [string, ...string[]]>(options: T) {
  return v.fallback(v.optional(v.picklist(options)), undefined);
}
const MONEY_MAX = 100_000_000;

const CONDITION = ['poor', 'fair', 'average', 'good', 'excellent'] as const;
const COMP =
  /^\d{1,9}(?:\.\d{1,2})?_\d{1,6}_\d{1,2}_\d{1,2}(?:\.5)?_(?:\d{4}|0)_(?:poor|fair|average|good|excellent)$/;

export const toolSearchSchema = v.object({
  tool: v.optional(v.fallback(v.picklist(['mortgage', 'estimator']), 'mortgage')),
  address: v.optional(v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(200)), '')),

  // Mortgage calculator
  mode: pick(['payment', 'dscr', 'flip', 'afford']),
  basis: pick(['price', 'loan']),
  price: num(0, MONEY_MAX),
  down: num(0, MONEY_MAX),
  downUnit: pick(['percent', 'amount']),
  loan: num(0, MONEY_MAX),
  rate: num(0, 30, 3),
  term: num(1, 40, 0),
  kind: pick(['fixed', 'interestOnly', 'balloon']),
  io: num(1, 40, 0),
  due: num(1, 40, 0),
  tax: num(0, MONEY_MAX),
  taxUnit: pick(['percent', 'amount']),
  ins: num(0, MONEY_MAX),
  hoa: num(0, 1_000_000),
  pmi: num(0, 5, 3),
  points: num(0, 10, 3),
  fees: num(0, MONEY_MAX),
  xm: num(0, MONEY_MAX),
  xy: num(0, MONEY_MAX),
  xo: num(0, MONEY_MAX),
  xop: num(1, 480, 0),
  start: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/))), undefined),
  view: pick(['monthly', 'yearly']),
  freq: pick(['monthly', 'biweekly']),
  // Points buy-down: the rate without points and the years the loan is kept
  par: num(0, 30, 3),
  keep: num(1, 40, 1),
  // Affordability
  inc: num(0, 10_000_000),
  debts: num(0, 10_000_000),
  dti: num(1, 65, 2),
  // DSCR
  leased: pick(['yes', 'no']),
  rent: num(0, 10_000_000),
  mrent: num(0, 10_000_000),
  target: num(0.5, 3, 2),
  // Fix-and-flip
  fp: num(0, MONEY_MAX),
  fr: num(0, MONEY_MAX),
  farv: num(0, MONEY_MAX),
  tier: pick(['none', 'some', 'experienced', 'custom']),
  cltp: num(0, 100, 3),
  crehab: num(0, 100, 3),
  cltc: num(0, 100, 3),
  carv: num(0, 100, 3),
  frate: num(0, 30, 3),
  fpts: num(0, 10, 3),
  fmo: num(1, 36, 0),
  fdraw: num(1, 36, 0),
  fint: pick(['dutch', 'drawn']),
  fbuy: num(0, MONEY_MAX),
  fhold: num(0, 1_000_000),
  fsell: num(0, 20, 2),

  // Property value estimator
  ptype: pick(['single-family', 'condo', 'townhouse', '2-4 units', 'multifamily 5+', 'mixed-use']),
  sqft: num(0, 1_000_000, 0),
  beds: num(0, 50, 0),
  baths: num(0, 50, 1),
  yb: num(0, 2100, 0),
  cond: pick(CONDITION),
  units: num(1, 500, 0),
  comps: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.maxLength(400),
        v.transform((s) =>
          s
            .split('~')
            .filter((c) => COMP.test(c))
            .slice(0, 5)
            .join('~'),
        ),
      ),
    ),
    undefined,
  ),
  erent: num(0, 10_000_000),
  evac: num(0, 100, 2),
  eexp: num(0, MONEY_MAX),
  ecap: num(0, 30, 3),
  land: num(0, MONEY_MAX),
  cpsf: num(0, 10_000),
  arv: num(0, MONEY_MAX),
});

export type ToolSearch = v.InferOutput<typeof toolSearchSchema>;

/** Parses (and clamps) every key both tools understand; never throws. */
export function parseToolSearch(search: Record<string, unknown>): ToolSearch {
  const result = v.safeParse(toolSearchSchema, search);
  return result.success ? result.output : {};
}

/** Drops undefined and default-valued keys, so the URL only carries what differs from the defaults. */
export function compactSearch<T extends object>(values: T, defaults: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    const value = values[key];
    if (value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value))) continue;
    if (defaults[key] === value) continue;
    out[key] = value;
  }
  return out;
}
