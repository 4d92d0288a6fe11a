/**
 * Fix-and-flip mode's numbers: the largest loan under an experience tier's caps or the caps a
 * lender quoted, which cap binds, and the deal's costs and return. Loaded only with the mode
 * (its own chunk), so the payment calculator does not carry it.
 */
import {
  applyQuotedCaps,
  flipProfit,
  formatPercent,
  formatUsd,
  loanToArv,
  loanToCost,
  quoteFromCaps,
  seventyPercentRule,
  type CapName,
  type CapsResult,
  type FlipResult,
  type LoanLimits,
  type QuotedCaps,
} from '@northgate/loan-math';
import { fixAndFlipTiers } from '@northgate/lending-policy';
import type { MortgageSettings } from './mortgage-model.ts';
import type { ResultRow } from './results-summary.ts';

/** The caps in force: the tier's, or the borrower's quoted percentages. */
export function quotedCaps(s: MortgageSettings): QuotedCaps {
  if (s.tier !== 'custom') return quoteFromCaps(fixAndFlipTiers[s.tier].caps);
  return { purchasePercent: s.cltp, rehabPercent: s.crehab, costPercent: s.cltc, arvPercent: s.carv };
}

/** The cap fields' text for a tier preset, so picking a preset shows its caps in the fields. */
export function capFieldsFor(
  tier: keyof typeof fixAndFlipTiers,
): Record<'cltp' | 'crehab' | 'cltc' | 'carv', string> {
  const q = quoteFromCaps(fixAndFlipTiers[tier].caps);
  return {
    cltp: String(q.purchasePercent),
    crehab: String(q.rehabPercent),
    cltc: String(q.costPercent),
    carv: String(q.arvPercent),
  };
}

export interface FlipModel {
  caps: QuotedCaps;
  capChecks: CapsResult['checks'];
  /** Every cap with no room left. */
  binding: CapsResult['binding'];
  limits: LoanLimits;
  ltc: number;
  ltarv: number;
  maxOffer: number;
  profit: FlipResult;
  dutch: FlipResult;
  drawn: FlipResult;
}

export function computeFlip(s: MortgageSettings): FlipModel {
  const caps = quotedCaps(s);
  const { limits, checks, binding } = applyQuotedCaps(s.fp, s.fr, s.farv, caps);
  const deal = {
    purchase: s.fp,
    rehab: s.fr,
    arv: s.farv,
    loan: limits.maxLoan,
    initialAdvance: limits.initialAdvance,
    rehabHoldback: limits.rehabHoldback,
    annualRatePercent: s.frate,
    points: s.fpts,
    holdMonths: s.fmo,
    drawMonths: Math.min(s.fdraw, s.fmo),
    buyClosingCosts: s.fbuy,
    monthlyHoldingCosts: s.fhold,
    sellingCostPercent: s.fsell,
  };
  const dutch = flipProfit({ ...deal, interestMethod: 'dutch' });
  const drawn = flipProfit({ ...deal, interestMethod: 'drawn' });
  return {
    caps,
    capChecks: checks,
    binding,
    limits,
    ltc: loanToCost(limits.maxLoan, s.fp, s.fr),
    ltarv: loanToArv(limits.maxLoan, s.farv),
    maxOffer: seventyPercentRule(s.farv, s.fr),
    profit: s.fint === 'dutch' ? dutch : drawn,
    dutch,
    drawn,
  };
}

const CAP_NAMES: Record<CapName, string> = {
  purchaseAndRehab: 'purchase and rehab caps',
  cost: 'loan-to-cost cap',
  arv: 'loan-to-ARV cap',
};

const pct = (percent: number) => `${Number(percent.toFixed(3))}%`;

/** Which caps bind, in words: 'loan-to-cost cap' or 'loan-to-cost cap and loan-to-ARV cap'. */
export const bindingText = (flip: FlipModel) => flip.binding.map((c) => CAP_NAMES[c]).join(' and ');

/** Each cap's limit and how much room it leaves above the loan. */
export function capRows(flip: FlipModel): ResultRow[] {
  const { caps } = flip;
  const labels: Record<CapName, string> = {
    purchaseAndRehab: `${pct(caps.purchasePercent)} of purchase + ${pct(caps.rehabPercent)} of rehab`,
    cost: `${pct(caps.costPercent)} of total cost (loan-to-cost)`,
    arv: `${pct(caps.arvPercent)} of ARV (loan-to-ARV)`,
  };
  return flip.capChecks.map((c) => ({
    label: labels[c.cap],
    value: c.binds ? `${formatUsd(c.limit)}, binds` : `${formatUsd(c.limit)}, ${formatUsd(c.room)} of room`,
    testId: `cap-${c.cap}`,
  }));
}

/** The deal's costs and return. */
export function dealRows(flip: FlipModel): ResultRow[] {
  const { limits, profit } = flip;
  const ratio = (r: number | null) => (r === null ? '—' : formatPercent(r, 1));
  return [
    { label: 'Loan-to-cost', value: formatPercent(flip.ltc), testId: 'flip-ltc' },
    { label: 'Loan-to-ARV', value: formatPercent(flip.ltarv), testId: 'flip-ltarv' },
    { label: 'Advanced at closing', value: formatUsd(limits.initialAdvance) },
    { label: 'Rehab holdback (drawn as work is done)', value: formatUsd(limits.rehabHoldback) },
    { label: 'Interest, full loan (Dutch)', value: formatUsd(flip.dutch.interest) },
    { label: 'Interest, drawn funds only', value: formatUsd(flip.drawn.interest) },
    { label: 'Points', value: formatUsd(profit.pointsCost) },
    { label: 'Other holding costs', value: formatUsd(profit.otherHolding) },
    { label: 'Selling costs', value: formatUsd(profit.sellingCosts) },
    { label: 'Total cost', value: formatUsd(profit.totalCost) },
    { label: 'Cash you put in', value: formatUsd(profit.cashInvested) },
    { label: 'Annualized ROI', value: ratio(profit.annualizedRoi) },
    { label: '70% rule: maximum offer', value: formatUsd(flip.maxOffer), testId: 'flip-mao' },
  ];
}

/** Every fix-and-flip figure, for the results CSV. */
export function flipRows(flip: FlipModel): ResultRow[] {
  return [
    { label: 'Maximum loan', value: formatUsd(flip.limits.maxLoan) },
    { label: 'Profit', value: formatUsd(flip.profit.profit) },
    {
      label: 'ROI on cash invested',
      value: flip.profit.roi === null ? '—' : formatPercent(flip.profit.roi, 1),
    },
    { label: 'Limited by', value: bindingText(flip) },
    ...capRows(flip),
    ...dealRows(flip),
  ];
}
