/**
 * From the calculator's settings (as read from the URL) to every number the page shows. Pure: no
 * React, so it is tested directly and benchmarked.
 */
import {
  addMonths,
  buildSchedule,
  dscr,
  EXPERIENCE_TIERS,
  fixAndFlipMaxLoan,
  flipProfit,
  loanToArv,
  loanToCost,
  maxLoanForDscr,
  pitiBreakdown,
  pmiOverSchedule,
  pointsCost,
  qualifyingRent,
  roundHalfUp,
  seventyPercentRule,
  solveApr,
  toCents,
  type ExperienceTier,
  type FlipResult,
  type LoanKind,
  type LoanLimits,
  type PitiBreakdown,
  type PmiSummary,
  type Schedule,
} from '@northgate/loan-math';

export interface MortgageSettings {
  mode: 'payment' | 'dscr' | 'flip';
  basis: 'price' | 'loan';
  price: number;
  down: number;
  downUnit: 'percent' | 'amount';
  loan: number;
  rate: number;
  term: number;
  kind: LoanKind;
  io: number;
  due: number;
  tax: number;
  taxUnit: 'percent' | 'amount';
  ins: number;
  hoa: number;
  pmi: number;
  points: number;
  fees: number;
  xm: number;
  xy: number;
  xo: number;
  xop: number;
  start: string;
  view: 'monthly' | 'yearly';
  leased: 'yes' | 'no';
  rent: number;
  mrent: number;
  target: number;
  fp: number;
  fr: number;
  farv: number;
  tier: ExperienceTier;
  frate: number;
  fpts: number;
  fmo: number;
  fdraw: number;
  fint: 'dutch' | 'drawn';
  fbuy: number;
  fhold: number;
  fsell: number;
}

/** Next calendar month, 'YYYY-MM': the usual first payment date for a loan closing now. */
export function nextMonth(today = new Date()): string {
  const { year, month } = addMonths(today.getFullYear(), today.getMonth() + 1, 1);
  return `${year}-${String(month).padStart(2, '0')}`;
}

export const MORTGAGE_DEFAULTS: Omit<MortgageSettings, 'start'> = {
  mode: 'payment',
  basis: 'price',
  price: 375_000,
  down: 20,
  downUnit: 'percent',
  loan: 300_000,
  rate: 6.5,
  term: 30,
  kind: 'fixed',
  io: 10,
  due: 5,
  tax: 1.2,
  taxUnit: 'percent',
  ins: 1_200,
  hoa: 50,
  pmi: 0.5,
  points: 0,
  fees: 0,
  xm: 0,
  xy: 0,
  xo: 0,
  xop: 12,
  view: 'monthly',
  leased: 'yes',
  rent: 2_500,
  mrent: 0,
  target: 1.25,
  fp: 200_000,
  fr: 50_000,
  farv: 350_000,
  tier: 'some',
  frate: 11,
  fpts: 2,
  fmo: 6,
  fdraw: 4,
  fint: 'dutch',
  fbuy: 4_000,
  fhold: 500,
  fsell: 6,
};

export interface MortgageResult {
  loanCents: number;
  valueCents: number;
  downPaymentCents: number;
  ltv: number;
  schedule: Schedule;
  /** The same loan without extra payments (for savings and APR). */
  baseline: Schedule;
  /** First month's principal and interest (the interest-only payment for an interest-only loan). */
  firstPayment: number;
  piti: PitiBreakdown;
  pmi: PmiSummary;
  pointsCostCents: number;
  prepaidFinanceChargesCents: number;
  /** Annual percent, or null when it cannot be computed. */
  apr: number | null;
  interestSaved: number;
  monthsSaved: number;
  payoff: { year: number; month: number };
}

export function computeMortgage(s: MortgageSettings): MortgageResult {
  const valueCents = toCents(s.price);
  const downPaymentCents =
    s.basis === 'loan'
      ? Math.max(0, valueCents - toCents(s.loan))
      : Math.min(
          valueCents,
          s.downUnit === 'percent' ? roundHalfUp((valueCents * s.down) / 100) : toCents(s.down),
        );
  const loanCents = s.basis === 'loan' ? toCents(s.loan) : valueCents - downPaymentCents;
  const [startYear = 2026, startMonth = 1] = s.start.split('-').map(Number);
  const termMonths = Math.round(s.term * 12);
  const terms = {
    principalCents: loanCents,
    annualRatePercent: s.rate,
    termMonths,
    kind: s.kind,
    interestOnlyMonths: Math.round(s.io * 12),
    balloonMonths: Math.round(s.due * 12),
    startYear,
    startMonth,
  };
  const extra = {
    monthlyCents: toCents(s.xm),
    yearlyCents: toCents(s.xy),
    oneTimeCents: toCents(s.xo),
    oneTimePeriod: Math.round(s.xop),
  };
  const hasExtra = extra.monthlyCents + extra.yearlyCents + extra.oneTimeCents > 0;
  const baseline = buildSchedule(terms);
  const schedule = hasExtra ? buildSchedule({ ...terms, extra }) : baseline;
  const firstPayment =
    schedule.interestOnlyPayment > 0 ? schedule.interestOnlyPayment : schedule.amortizingPayment;
  const annualTaxCents = s.taxUnit === 'percent' ? roundHalfUp((valueCents * s.tax) / 100) : toCents(s.tax);
  const costs = {
    annualTaxCents,
    annualInsuranceCents: toCents(s.ins),
    monthlyHoaCents: toCents(s.hoa),
    pmiRatePercent: s.pmi,
  };
  const piti = pitiBreakdown(firstPayment, loanCents, valueCents, costs);
  const pmi = pmiOverSchedule(schedule.rows, loanCents, valueCents, s.pmi);
  const pointsCostCents = roundHalfUp(pointsCost(loanCents, s.points));
  const prepaidFinanceChargesCents = pointsCostCents + toCents(s.fees);
  // APR on the contractual payments (no extra payments): amount financed = loan − prepaid finance charges.
  const apr =
    loanCents > 0
      ? solveApr(
          baseline.rows.map((r) => r.payment),
          loanCents - prepaidFinanceChargesCents,
        )
      : null;
  const last = schedule.rows[schedule.rows.length - 1];
  return {
    loanCents,
    valueCents,
    downPaymentCents,
    ltv: valueCents > 0 ? loanCents / valueCents : 0,
    schedule,
    baseline,
    firstPayment,
    piti,
    pmi,
    pointsCostCents,
    prepaidFinanceChargesCents,
    apr,
    interestSaved: baseline.totalInterest - schedule.totalInterest,
    monthsSaved: baseline.rows.length - schedule.rows.length,
    payoff: { year: last?.year ?? startYear, month: last?.month ?? startMonth },
  };
}

export interface DscrResult {
  qualifyingRent: number;
  /** PITIA in dollars: the first month's payment with taxes, insurance, dues and mortgage insurance. */
  pitia: number;
  dscr: number | null;
  maxLoan: number;
  qualifiesOnInterestOnly: boolean;
}

export function computeDscr(s: MortgageSettings, m: MortgageResult): DscrResult {
  const rent = qualifyingRent({ leased: s.leased === 'yes', actualRent: s.rent, marketRent: s.mrent });
  const pitia = m.piti.total / 100;
  const escrow = (m.piti.tax + m.piti.insurance + m.piti.hoa + m.piti.pmi) / 100;
  const interestOnly = s.kind === 'interestOnly';
  return {
    qualifyingRent: rent,
    pitia,
    dscr: dscr(rent, pitia),
    maxLoan: maxLoanForDscr({
      monthlyRent: rent,
      targetDscr: s.target,
      monthlyEscrowAndDues: escrow,
      annualRatePercent: s.rate,
      termMonths: Math.round(s.term * 12),
      interestOnly,
    }),
    qualifiesOnInterestOnly: interestOnly,
  };
}

export interface FlipModel {
  limits: LoanLimits;
  ltc: number;
  ltarv: number;
  maxOffer: number;
  profit: FlipResult;
  dutch: FlipResult;
  drawn: FlipResult;
}

export function computeFlip(s: MortgageSettings): FlipModel {
  const limits = fixAndFlipMaxLoan(s.fp, s.fr, s.farv, EXPERIENCE_TIERS[s.tier].caps);
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
    limits,
    ltc: loanToCost(limits.maxLoan, s.fp, s.fr),
    ltarv: loanToArv(limits.maxLoan, s.farv),
    maxOffer: seventyPercentRule(s.farv, s.fr),
    profit: s.fint === 'dutch' ? dutch : drawn,
    dutch,
    drawn,
  };
}
