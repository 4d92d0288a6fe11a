/**
 * From the calculator's settings (as read from the URL) to every number the page shows. Pure: no
 * React, so it is tested directly and benchmarked.
 */
import {
  addMonths,
  buildBiweeklySchedule,
  buildSchedule,
  compareBiweekly,
  dscr,
  maxLoanForDscr,
  pitiBreakdown,
  pmiOverSchedule,
  pointsBuydown,
  pointsCost,
  qualifyingRent,
  quoteFromCaps,
  roundHalfUp,
  solveApr,
  toCents,
  type BiweeklyComparison,
  type BiweeklySchedule,
  type Buydown,
  type LoanKind,
  type PitiBreakdown,
  type PmiSummary,
  type Schedule,
} from '@northgate/loan-math';
import { calculatorDefaults, fixAndFlipTiers, type ExperienceTier } from '@northgate/lending-policy';

export interface MortgageSettings {
  mode: 'payment' | 'dscr' | 'flip' | 'afford';
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
  /** Payment frequency: monthly, or half the monthly payment every two weeks. */
  freq: 'monthly' | 'biweekly';
  /** Rate quoted without points (percent); 0 when the borrower has not entered one. */
  par: number;
  /** Years the borrower expects to keep the loan before selling or refinancing. */
  keep: number;
  /** Affordability: gross monthly income, other monthly debts, chosen back-end ratio (percent). */
  inc: number;
  debts: number;
  dti: number;
  leased: 'yes' | 'no';
  rent: number;
  mrent: number;
  target: number;
  fp: number;
  fr: number;
  farv: number;
  /** An experience tier's caps, or the caps a lender quoted (`custom`, from the four below). */
  tier: ExperienceTier | 'custom';
  /** Quoted caps in percent: of the purchase, of the rehab, loan-to-cost, loan-to-ARV. */
  cltp: number;
  crehab: number;
  cltc: number;
  carv: number;
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

/** The default tier's caps as the calculator's percentage fields hold them. */
function defaultCaps(): Pick<MortgageSettings, 'cltp' | 'crehab' | 'cltc' | 'carv'> {
  const quote = quoteFromCaps(fixAndFlipTiers[calculatorDefaults.flip.tier].caps);
  return {
    cltp: quote.purchasePercent,
    crehab: quote.rehabPercent,
    cltc: quote.costPercent,
    carv: quote.arvPercent,
  };
}

export const MORTGAGE_DEFAULTS: Omit<MortgageSettings, 'start'> = {
  mode: 'payment',
  basis: 'price',
  price: 375_000,
  down: 20,
  downUnit: 'percent',
  loan: 300_000,
  rate: calculatorDefaults.rate,
  term: calculatorDefaults.termYears,
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
  freq: 'monthly',
  par: 0,
  keep: 7,
  inc: 10_000,
  debts: 500,
  dti: 36,
  leased: 'yes',
  rent: 2_500,
  mrent: 0,
  // The rental program's minimum: the same DSCR the investment application checks (ADR 0036).
  target: calculatorDefaults.dscrTarget,
  fp: 200_000,
  fr: 50_000,
  farv: 350_000,
  tier: calculatorDefaults.flip.tier,
  ...defaultCaps(),
  frate: calculatorDefaults.flip.rate,
  fpts: calculatorDefaults.flip.points,
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
  /** Set when the borrower pays every two weeks (fixed-rate loans only). */
  biweekly: { schedule: BiweeklySchedule; comparison: BiweeklyComparison } | null;
  /** Set when the borrower entered a rate without points and bought points. */
  buydown: Buydown | null;
}

/** Bi-weekly payments apply to a fixed-rate loan that amortizes over its term. */
export const biweeklyApplies = (s: MortgageSettings) => s.freq === 'biweekly' && s.kind === 'fixed';

/** The property value, down payment and loan amount: cheap, for the inputs that convert units. */
export function loanAmounts(
  s: MortgageSettings,
): Pick<MortgageResult, 'valueCents' | 'downPaymentCents' | 'loanCents'> {
  const valueCents = toCents(s.price);
  const downPaymentCents =
    s.basis === 'loan'
      ? Math.max(0, valueCents - toCents(s.loan))
      : Math.min(
          valueCents,
          s.downUnit === 'percent' ? roundHalfUp((valueCents * s.down) / 100) : toCents(s.down),
        );
  const loanCents = s.basis === 'loan' ? toCents(s.loan) : valueCents - downPaymentCents;
  return { valueCents, downPaymentCents, loanCents };
}

export function computeMortgage(s: MortgageSettings): MortgageResult {
  const { valueCents, downPaymentCents, loanCents } = loanAmounts(s);
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
  // Bi-weekly payments replace the extra payments (whose fields are hidden then).
  const hasExtra = extra.monthlyCents + extra.yearlyCents + extra.oneTimeCents > 0 && !biweeklyApplies(s);
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
  const biweeklySchedule = biweeklyApplies(s)
    ? buildBiweeklySchedule({
        principalCents: loanCents,
        annualRatePercent: s.rate,
        termMonths,
        firstPayment: { year: startYear, month: startMonth, day: 1 },
      })
    : null;
  const buydown =
    s.par > 0 && s.points > 0
      ? pointsBuydown({
          loanCents,
          termMonths,
          rateWithoutPoints: s.par,
          rateWithPoints: s.rate,
          points: s.points,
          monthsKept: Math.round(s.keep * 12),
        })
      : null;
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
    biweekly: biweeklySchedule
      ? { schedule: biweeklySchedule, comparison: compareBiweekly(baseline, biweeklySchedule) }
      : null,
    buydown,
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
