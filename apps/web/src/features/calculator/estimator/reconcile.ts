/**
 * Reconciliation: a weighted average of the approaches that could be computed, with a range and a
 * confidence label that depend on how many approaches there are and how closely they agree.
 */
export type ApproachId = 'sales' | 'income' | 'cost';
export type PropertyKind =
  'single-family' | 'condo' | 'townhouse' | '2-4 units' | 'multifamily 5+' | 'mixed-use';
export const PROPERTY_KINDS: readonly PropertyKind[] = [
  'single-family',
  'condo',
  'townhouse',
  '2-4 units',
  'multifamily 5+',
  'mixed-use',
];

/** Weights by property kind: homes trade on comparable sales, rental buildings on their income. */
export function approachWeights(kind: PropertyKind): Record<ApproachId, number> {
  if (kind === 'multifamily 5+' || kind === 'mixed-use') return { sales: 2, income: 5, cost: 1 };
  if (kind === '2-4 units') return { sales: 3, income: 3, cost: 1 };
  return { sales: 5, income: 1, cost: 1 };
}

export type Confidence = 'high' | 'medium' | 'low';

export interface ApproachValue {
  id: ApproachId;
  value: number;
}

export interface Reconciled {
  value: number;
  low: number;
  high: number;
  confidence: Confidence;
  /** Largest gap between an approach and the reconciled value, as a share of the value. */
  spread: number;
  /** The share each approach carried. */
  weights: Record<ApproachId, number>;
  approaches: number;
}

/** Minimum half-width of the range by confidence: the uncertainty of any desk estimate. */
export const RANGE_FLOOR: Record<Confidence, number> = { high: 0.08, medium: 0.12, low: 0.2 };

/** Rounds to the nearest $1,000 (an estimate must not look more precise than it is). */
export const roundThousand = (x: number) => Math.round(x / 1000) * 1000;

/**
 * Confidence:
 * - high: sales comparison with 3+ comparables that agree (dispersion ≤ 10%), plus another approach, all within 10%;
 * - medium: two or more approaches within 20% of each other, or 3+ agreeing comparables alone;
 * - low: anything else.
 */
export function reconcile(
  values: readonly ApproachValue[],
  kind: PropertyKind,
  sales?: { count: number; dispersion: number },
): Reconciled | null {
  const present = values.filter((v) => v.value > 0 && Number.isFinite(v.value));
  if (present.length === 0) return null;
  const baseWeights = approachWeights(kind);
  const totalWeight = present.reduce((s, v) => s + baseWeights[v.id], 0);
  const value = present.reduce((s, v) => s + v.value * baseWeights[v.id], 0) / totalWeight;
  const spread = Math.max(...present.map((v) => Math.abs(v.value - value) / value));
  const strongSales = Boolean(
    sales && sales.count >= 3 && sales.dispersion <= 0.1 && present.some((v) => v.id === 'sales'),
  );
  const minMax =
    present.length > 1
      ? (Math.max(...present.map((v) => v.value)) - Math.min(...present.map((v) => v.value))) / value
      : 0;
  let confidence: Confidence = 'low';
  if (strongSales && present.length >= 2 && minMax <= 0.1) confidence = 'high';
  else if ((present.length >= 2 && minMax <= 0.2) || (strongSales && present.length === 1))
    confidence = 'medium';
  const halfWidth = Math.max(RANGE_FLOOR[confidence], spread);
  const weights = { sales: 0, income: 0, cost: 0 };
  for (const v of present) weights[v.id] = baseWeights[v.id] / totalWeight;
  return {
    value: roundThousand(value),
    low: roundThousand(value * (1 - halfWidth)),
    high: roundThousand(value * (1 + halfWidth)),
    confidence,
    spread,
    weights,
    approaches: present.length,
  };
}

export interface ProgramLimit {
  program: string;
  ltv: number;
  basis: string;
  amount: number;
}

/** Typical maximum loan-to-value by program (published private-lender norms, not a commitment). */
export const TYPICAL_PROGRAM_LTV: readonly Omit<ProgramLimit, 'amount'>[] = [
  { program: 'DSCR rental loan, purchase', ltv: 0.8, basis: 'value' },
  { program: 'DSCR rental loan, cash-out refinance', ltv: 0.75, basis: 'value' },
  { program: 'Fix-and-flip', ltv: 0.7, basis: 'after-repair value' },
  { program: 'Bridge loan', ltv: 0.75, basis: 'value' },
  { program: 'Permanent (primary residence) loan', ltv: 0.8, basis: 'value' },
  { program: 'Business real estate loan', ltv: 0.75, basis: 'value' },
];

/** What a borrower could borrow on each program at typical LTV limits, rounded down to $1,000. */
export function borrowingPower(value: number, afterRepairValue?: number): ProgramLimit[] {
  return TYPICAL_PROGRAM_LTV.map((p) => {
    const basisValue =
      p.basis === 'after-repair value' && afterRepairValue && afterRepairValue > 0 ? afterRepairValue : value;
    return { ...p, amount: Math.floor((basisValue * p.ltv) / 1000) * 1000 };
  });
}
