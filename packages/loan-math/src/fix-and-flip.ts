/**
 * Fix-and-flip (short-term rehab) math. Leverage: loan-to-cost (LTC = L / (purchase + rehab)) and
 * loan-to-after-repair-value (LTARV = L / ARV). The maximum loan is the smallest of three limits:
 * maxLTP × purchase + maxRehab% × rehab, maxLTC × total cost, maxLTARV × ARV.
 * Program caps vary by lender and by the borrower's experience: the lender's own tiers live in
 * @northgate/lending-policy (`fixAndFlipTiers`).
 */
import { pointsCost as pointsCostOf } from './apr.ts';
import { roundMoney } from './money.ts';
import { monthlyRate } from './payment.ts';

export interface ProgramCaps {
  /** Share of the purchase price financed, e.g. 0.9. */
  maxLtp: number;
  /** Share of the rehab budget financed, e.g. 1. */
  maxRehab: number;
  /** Cap on loan / (purchase + rehab). */
  maxLtc: number;
  /** Cap on loan / ARV. */
  maxLtarv: number;
}

export interface LoanLimits {
  purchaseAndRehabLimit: number;
  costLimit: number;
  arvLimit: number;
  maxLoan: number;
  /** Which limit binds. */
  binding: 'purchaseAndRehab' | 'cost' | 'arv';
  /** Part of the loan that funds the rehab (held back and drawn as work is done). */
  rehabHoldback: number;
  /** Part of the loan advanced at closing toward the purchase. */
  initialAdvance: number;
}

/** The maximum loan under program caps, dollars rounded to the cent. */
export function fixAndFlipMaxLoan(
  purchase: number,
  rehab: number,
  arv: number,
  caps: ProgramCaps,
): LoanLimits {
  const purchaseAndRehabLimit = roundMoney(caps.maxLtp * purchase + caps.maxRehab * rehab);
  const costLimit = roundMoney(caps.maxLtc * (purchase + rehab));
  const arvLimit = roundMoney(caps.maxLtarv * arv);
  const maxLoan = Math.max(0, Math.min(purchaseAndRehabLimit, costLimit, arvLimit));
  const binding =
    maxLoan === purchaseAndRehabLimit ? 'purchaseAndRehab' : maxLoan === costLimit ? 'cost' : 'arv';
  // Lenders fund the rehab budget first (it is drawn as work is done); a lower cap reduces the purchase advance.
  const rehabHoldback = Math.min(roundMoney(caps.maxRehab * rehab), maxLoan);
  return {
    purchaseAndRehabLimit,
    costLimit,
    arvLimit,
    maxLoan,
    binding,
    rehabHoldback,
    initialAdvance: roundMoney(maxLoan - rehabHoldback),
  };
}

/** Loan-to-cost ratio. */
export function loanToCost(loan: number, purchase: number, rehab: number): number {
  const cost = purchase + rehab;
  return cost > 0 ? loan / cost : 0;
}

/** Loan-to-after-repair-value ratio. */
export function loanToArv(loan: number, arv: number): number {
  return arv > 0 ? loan / arv : 0;
}

/** Investor's 70% rule: maximum allowable offer = 0.70 × ARV − rehab (a heuristic, not a lending rule). */
export function seventyPercentRule(arv: number, rehab: number, factor = 0.7): number {
  return roundMoney(factor * arv - rehab);
}

/** "Dutch" interest: charged on the full commitment from day one, whether drawn or not. */
export function dutchInterest(loan: number, annualRatePercent: number, months: number): number {
  return roundMoney(((loan * annualRatePercent) / 100 / 12) * months);
}

/**
 * Interest on drawn funds only: the initial advance accrues from month 1; the rehab holdback is
 * released in equal draws at the end of each of the first `drawMonths` months. Month-by-month,
 * each month's interest rounded to the cent.
 */
export function drawnInterest(
  initialAdvance: number,
  rehabHoldback: number,
  annualRatePercent: number,
  months: number,
  drawMonths: number,
): { total: number; firstMonth: number; monthly: number[] } {
  const r = monthlyRate(annualRatePercent);
  const draws = Math.max(1, Math.floor(drawMonths));
  const monthly: number[] = [];
  for (let m = 1; m <= months; m++) {
    const drawn = initialAdvance + (rehabHoldback * Math.min(m - 1, draws)) / draws;
    monthly.push(roundMoney(drawn * r));
  }
  const total = roundMoney(monthly.reduce((s, x) => s + x, 0));
  return { total, firstMonth: monthly[0] ?? 0, monthly };
}

export interface FlipDeal {
  purchase: number;
  rehab: number;
  arv: number;
  loan: number;
  initialAdvance: number;
  rehabHoldback: number;
  annualRatePercent: number;
  /** Origination points, percent of the loan. */
  points: number;
  holdMonths: number;
  /** Months over which the rehab is drawn. */
  drawMonths: number;
  interestMethod: 'dutch' | 'drawn';
  /** Closing costs on the purchase, dollars. */
  buyClosingCosts: number;
  /** Taxes, insurance, utilities a month while held. */
  monthlyHoldingCosts: number;
  /** Selling costs (commission, transfer tax) as percent of the sale price. */
  sellingCostPercent: number;
}

export interface FlipResult {
  interest: number;
  pointsCost: number;
  otherHolding: number;
  sellingCosts: number;
  totalCost: number;
  profit: number;
  /** Borrower's own cash in the deal: all costs paid before the sale less what the loan funds. */
  cashInvested: number;
  /** Profit / cash invested; null when no cash is invested. */
  roi: number | null;
  /** ROI scaled to a year (simple, ×12/months). */
  annualizedRoi: number | null;
}

/** Profit and return on a flip, dollars rounded to the cent. */
export function flipProfit(deal: FlipDeal): FlipResult {
  const interest =
    deal.interestMethod === 'dutch'
      ? dutchInterest(deal.loan, deal.annualRatePercent, deal.holdMonths)
      : drawnInterest(
          deal.initialAdvance,
          deal.rehabHoldback,
          deal.annualRatePercent,
          deal.holdMonths,
          deal.drawMonths,
        ).total;
  const pointsCost = roundMoney(pointsCostOf(deal.loan, deal.points));
  const otherHolding = roundMoney(deal.monthlyHoldingCosts * deal.holdMonths);
  const sellingCosts = roundMoney((deal.arv * deal.sellingCostPercent) / 100);
  const costsBeforeSale =
    deal.purchase + deal.rehab + deal.buyClosingCosts + pointsCost + interest + otherHolding;
  const totalCost = roundMoney(costsBeforeSale + sellingCosts);
  const profit = roundMoney(deal.arv - totalCost);
  const cashInvested = roundMoney(Math.max(0, costsBeforeSale - deal.loan));
  const roi = cashInvested > 0 ? profit / cashInvested : null;
  const annualizedRoi = roi === null || deal.holdMonths <= 0 ? null : (roi * 12) / deal.holdMonths;
  return {
    interest,
    pointsCost,
    otherHolding,
    sellingCosts,
    totalCost,
    profit,
    cashInvested,
    roi,
    annualizedRoi,
  };
}
