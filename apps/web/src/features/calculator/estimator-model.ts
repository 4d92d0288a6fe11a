/** From the estimator's settings to the report. Pure. */
import {
  costApproach,
  incomeApproach,
  salesComparison,
  type Comparable,
  type Condition,
  type CostResult,
  type IncomeResult,
  type SalesComparisonResult,
} from './estimator/approaches.ts';
import {
  borrowingPower,
  reconcile,
  type ApproachValue,
  type ProgramLimit,
  type PropertyKind,
  type Reconciled,
} from './estimator/reconcile.ts';

export interface EstimatorSettings {
  address: string;
  ptype: PropertyKind;
  sqft: number;
  beds: number;
  baths: number;
  yb: number;
  cond: Condition;
  units: number;
  comps: string;
  erent: number;
  evac: number;
  eexp: number;
  ecap: number;
  land: number;
  cpsf: number;
  arv: number;
}

/** Blank by default: the estimator never invents facts about the borrower's property. */
export const ESTIMATOR_DEFAULTS: Omit<EstimatorSettings, 'address'> = {
  ptype: 'single-family',
  sqft: 0,
  beds: 0,
  baths: 0,
  yb: 0,
  cond: 'average',
  units: 1,
  comps: '',
  erent: 0,
  evac: 5,
  eexp: 0,
  ecap: 0,
  land: 0,
  cpsf: 0,
  arv: 0,
};

export const COMP_FIELDS = ['price', 'sqft', 'beds', 'baths', 'yearBuilt', 'condition'] as const;

export function decodeComps(encoded: string): Comparable[] {
  if (!encoded) return [];
  return encoded.split('~').map((part) => {
    const [price = '0', sqft = '0', beds = '0', baths = '0', yearBuilt = '0', condition = 'average'] =
      part.split('_');
    return {
      price: Number(price),
      sqft: Number(sqft),
      beds: Number(beds),
      baths: Number(baths),
      yearBuilt: Number(yearBuilt),
      condition: condition as Condition,
    };
  });
}

export function encodeComps(comps: readonly Comparable[]): string {
  return comps
    .filter((c) => c.price > 0 && c.sqft > 0)
    .map((c) =>
      [
        Math.round(c.price * 100) / 100,
        Math.round(c.sqft),
        Math.round(c.beds),
        Math.round(c.baths * 2) / 2,
        Math.round(c.yearBuilt),
        c.condition,
      ].join('_'),
    )
    .join('~');
}

export interface EstimateReport {
  sales: SalesComparisonResult | null;
  income: IncomeResult | null;
  cost: CostResult | null;
  reconciled: Reconciled | null;
  borrowing: ProgramLimit[];
}

export function computeEstimate(s: EstimatorSettings, currentYear: number): EstimateReport {
  const subject = { sqft: s.sqft, beds: s.beds, baths: s.baths, yearBuilt: s.yb, condition: s.cond };
  const sales = salesComparison(subject, decodeComps(s.comps));
  const income = incomeApproach({
    monthlyRent: s.erent,
    vacancyPercent: s.evac,
    annualExpenses: s.eexp,
    capRatePercent: s.ecap,
  });
  const cost = costApproach(subject, { landValue: s.land, costPerSqft: s.cpsf }, currentYear);
  const values: ApproachValue[] = [];
  if (sales) values.push({ id: 'sales', value: sales.value });
  if (income) values.push({ id: 'income', value: income.value });
  if (cost) values.push({ id: 'cost', value: cost.value });
  const reconciled = reconcile(
    values,
    s.ptype,
    sales ? { count: sales.comparables.length, dispersion: sales.dispersion } : undefined,
  );
  return {
    sales,
    income,
    cost,
    reconciled,
    borrowing: reconciled ? borrowingPower(reconciled.value, s.arv) : [],
  };
}
