/**
 * The three standard valuation approaches, each fed only by what the borrower enters. None of them
 * is an appraisal: there is no inspection, no verified sale data and no licensed judgement.
 */

export type Condition = 'poor' | 'fair' | 'average' | 'good' | 'excellent';
export const CONDITIONS: readonly Condition[] = ['poor', 'fair', 'average', 'good', 'excellent'];
const conditionStep = (c: Condition) => CONDITIONS.indexOf(c);

export interface Subject {
  sqft: number;
  beds: number;
  baths: number;
  yearBuilt: number;
  condition: Condition;
}

export interface Comparable {
  price: number;
  sqft: number;
  beds: number;
  baths: number;
  yearBuilt: number;
  condition: Condition;
}

/** Adjustment rates used by the sales-comparison approach (rules of thumb, stated on the page). */
export const ADJUSTMENTS = {
  /** Per bedroom of difference, dollars. */
  bedroom: 7_500,
  /** Per bathroom of difference (a half bath counts 0.5), dollars. */
  bathroom: 5_000,
  /** Per step of condition (poor → fair → average → good → excellent), share of the comparable's price. */
  conditionStep: 0.05,
  /** Per year of age difference, share of price, capped at ±15% in total. */
  agePerYear: 0.0025,
  ageCap: 0.15,
} as const;

export const MAX_COMPARABLES = 5;

export interface AdjustedComparable {
  index: number;
  price: number;
  adjustment: number;
  adjustedPrice: number;
  adjustedPricePerSqft: number;
  /** Gross adjustment as a share of price: how different the comparable is from the subject. */
  grossAdjustmentShare: number;
  weight: number;
}

export interface SalesComparisonResult {
  comparables: AdjustedComparable[];
  /** Weighted adjusted price per square foot. */
  pricePerSqft: number;
  value: number;
  /** Coefficient of variation of the adjusted price per square foot (0 with one comparable). */
  dispersion: number;
}

export function isUsableComparable(c: Comparable): boolean {
  return c.price > 0 && c.sqft > 0;
}

/**
 * Sales comparison: each comparable's price is adjusted toward the subject (a comparable with one
 * bedroom fewer is worth more as a stand-in for the subject, so its price is adjusted up), then
 * divided by its size. The subject's value is the weighted average adjusted price per square foot
 * times the subject's size; comparables needing smaller adjustments weigh more.
 */
export function salesComparison(
  subject: Subject,
  comps: readonly Comparable[],
): SalesComparisonResult | null {
  if (subject.sqft <= 0) return null;
  const usable = comps
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => isUsableComparable(c))
    .slice(0, MAX_COMPARABLES);
  if (usable.length === 0) return null;
  const adjusted: AdjustedComparable[] = usable.map(({ c, index }) => {
    const conditionAdj =
      (conditionStep(subject.condition) - conditionStep(c.condition)) * ADJUSTMENTS.conditionStep * c.price;
    const rawAge =
      (subject.yearBuilt > 0 && c.yearBuilt > 0 ? subject.yearBuilt - c.yearBuilt : 0) *
      ADJUSTMENTS.agePerYear;
    const ageAdj = Math.max(-ADJUSTMENTS.ageCap, Math.min(ADJUSTMENTS.ageCap, rawAge)) * c.price;
    const bedAdj = (subject.beds - c.beds) * ADJUSTMENTS.bedroom;
    const bathAdj = (subject.baths - c.baths) * ADJUSTMENTS.bathroom;
    const adjustment = conditionAdj + ageAdj + bedAdj + bathAdj;
    const adjustedPrice = c.price + adjustment;
    const gross =
      (Math.abs(conditionAdj) + Math.abs(ageAdj) + Math.abs(bedAdj) + Math.abs(bathAdj)) / c.price;
    return {
      index,
      price: c.price,
      adjustment,
      adjustedPrice,
      adjustedPricePerSqft: adjustedPrice / c.sqft,
      grossAdjustmentShare: gross,
      weight: 1 / (1 + 4 * gross),
    };
  });
  const totalWeight = adjusted.reduce((s, a) => s + a.weight, 0);
  const pricePerSqft = adjusted.reduce((s, a) => s + a.adjustedPricePerSqft * a.weight, 0) / totalWeight;
  const mean = adjusted.reduce((s, a) => s + a.adjustedPricePerSqft, 0) / adjusted.length;
  const variance = adjusted.reduce((s, a) => s + (a.adjustedPricePerSqft - mean) ** 2, 0) / adjusted.length;
  return {
    comparables: adjusted,
    pricePerSqft,
    value: Math.max(0, pricePerSqft * subject.sqft),
    dispersion: mean > 0 ? Math.sqrt(variance) / mean : 0,
  };
}

export interface IncomeInputs {
  /** Gross monthly rent for all units. */
  monthlyRent: number;
  /** Vacancy and credit loss, percent. */
  vacancyPercent: number;
  /** Annual operating expenses (taxes, insurance, repairs, management), dollars. */
  annualExpenses: number;
  /** Capitalization rate, percent. */
  capRatePercent: number;
}

export interface IncomeResult {
  grossAnnualRent: number;
  effectiveGrossIncome: number;
  netOperatingIncome: number;
  value: number;
}

/** Income approach (direct capitalization): value = NOI / cap rate. */
export function incomeApproach(inputs: IncomeInputs): IncomeResult | null {
  if (inputs.monthlyRent <= 0 || inputs.capRatePercent <= 0) return null;
  const grossAnnualRent = inputs.monthlyRent * 12;
  const effectiveGrossIncome =
    grossAnnualRent * (1 - Math.min(100, Math.max(0, inputs.vacancyPercent)) / 100);
  const netOperatingIncome = effectiveGrossIncome - Math.max(0, inputs.annualExpenses);
  if (netOperatingIncome <= 0) return null;
  return {
    grossAnnualRent,
    effectiveGrossIncome,
    netOperatingIncome,
    value: netOperatingIncome / (inputs.capRatePercent / 100),
  };
}

export interface CostInputs {
  landValue: number;
  /** Replacement cost per square foot of building. */
  costPerSqft: number;
}

/** Economic life assumed by the age-life depreciation method, years. */
export const ECONOMIC_LIFE_YEARS = 60;
/** Depreciation never takes more than this share of the replacement cost. */
export const MAX_DEPRECIATION = 0.8;
/** Condition moves the effective age: excellent buildings act younger, poor ones older. */
export const CONDITION_AGE_FACTOR: Record<Condition, number> = {
  poor: 1.4,
  fair: 1.2,
  average: 1,
  good: 0.85,
  excellent: 0.7,
};

export interface CostResult {
  replacementCost: number;
  effectiveAge: number;
  depreciationShare: number;
  depreciation: number;
  value: number;
}

/** Cost approach: land + replacement cost × size − depreciation (age-life, adjusted by condition). */
export function costApproach(subject: Subject, inputs: CostInputs, currentYear: number): CostResult | null {
  if (subject.sqft <= 0 || inputs.costPerSqft <= 0) return null;
  const replacementCost = inputs.costPerSqft * subject.sqft;
  const age = subject.yearBuilt > 0 ? Math.max(0, currentYear - subject.yearBuilt) : 0;
  const effectiveAge = age * CONDITION_AGE_FACTOR[subject.condition];
  const depreciationShare = Math.min(MAX_DEPRECIATION, effectiveAge / ECONOMIC_LIFE_YEARS);
  const depreciation = replacementCost * depreciationShare;
  return {
    replacementCost,
    effectiveAge,
    depreciationShare,
    depreciation,
    value: Math.max(0, inputs.landValue) + replacementCost - depreciation,
  };
}
