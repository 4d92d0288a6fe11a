/**
 * Investor caps the borrower sets: the leverage a lender quoted (e.g. 85% of cost, 70% of ARV) as
 * percentages, with the lender's experience tiers (lending-policy's fixAndFlipTiers) as presets, and how each cap
 * compares with the loan it allows: the one with no room left is the cap that binds.
 */
import { fixAndFlipMaxLoan, type LoanLimits, type ProgramCaps } from './fix-and-flip.ts';
import { roundMoney, roundTo } from './money.ts';

/** Caps as the percentages a lender quotes. */
export interface QuotedCaps {
  /** Percent of the purchase price financed. */
  purchasePercent: number;
  /** Percent of the rehab budget financed. */
  rehabPercent: number;
  /** Loan-to-cost cap, percent of purchase + rehab. */
  costPercent: number;
  /** Loan-to-after-repair-value cap, percent of the ARV. */
  arvPercent: number;
}

export type CapName = LoanLimits['binding'];

/** Quoted percentages to the program caps `fixAndFlipMaxLoan` works with. */
export function capsFromQuote(quote: QuotedCaps): ProgramCaps {
  return {
    maxLtp: quote.purchasePercent / 100,
    maxRehab: quote.rehabPercent / 100,
    maxLtc: quote.costPercent / 100,
    maxLtarv: quote.arvPercent / 100,
  };
}

/** Program caps as quoted percentages (how a preset fills the borrower's cap fields). */
export function quoteFromCaps(caps: ProgramCaps): QuotedCaps {
  return {
    purchasePercent: roundTo(caps.maxLtp * 100, 3),
    rehabPercent: roundTo(caps.maxRehab * 100, 3),
    costPercent: roundTo(caps.maxLtc * 100, 3),
    arvPercent: roundTo(caps.maxLtarv * 100, 3),
  };
}

export interface CapCheck {
  cap: CapName;
  /** The largest loan this cap alone allows. */
  limit: number;
  /** How far this cap is above the loan the tightest cap allows (0 for every cap that binds). */
  room: number;
  binds: boolean;
}

export interface CapsResult {
  limits: LoanLimits;
  /** Each cap in order: purchase and rehab, cost, ARV. */
  checks: CapCheck[];
  /** Every cap with no room left (two caps can bind at once). */
  binding: CapName[];
}

/** The maximum loan under the quoted caps and which of them binds. */
export function applyQuotedCaps(purchase: number, rehab: number, arv: number, quote: QuotedCaps): CapsResult {
  const limits = fixAndFlipMaxLoan(purchase, rehab, arv, capsFromQuote(quote));
  const entries: [CapName, number][] = [
    ['purchaseAndRehab', limits.purchaseAndRehabLimit],
    ['cost', limits.costLimit],
    ['arv', limits.arvLimit],
  ];
  const checks = entries.map(([cap, limit]) => {
    const room = roundMoney(Math.max(0, limit - limits.maxLoan));
    return { cap, limit, room, binds: room === 0 };
  });
  return { limits, checks, binding: checks.filter((c) => c.binds).map((c) => c.cap) };
}
