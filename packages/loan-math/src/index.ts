/** @northgate/loan-math: the lender's loan formulas, one module each (README.md). */
export {
  floorMoney,
  formatCents,
  formatPercent,
  formatUsd,
  formatUsdWhole,
  fromCents,
  roundHalfUp,
  roundMoney,
  roundTo,
  toCents,
} from './money.ts';
export {
  balanceAfter,
  exactPayment,
  interestOnlyPayment,
  monthlyPayment,
  monthlyRate,
  offerPayment,
  paymentCents,
  totalInterestFormula,
} from './payment.ts';
export {
  addMonths,
  aggregateByYear,
  buildSchedule,
  NO_EXTRA,
  type ExtraPayments,
  type LoanKind,
  type LoanTerms,
  type Schedule,
  type ScheduleRow,
  type YearRow,
} from './schedule.ts';
export {
  datedSchedule,
  dueDateIn,
  type DatedPayment,
  type DatedSchedule,
  type DatedScheduleTerms,
} from './dated-schedule.ts';
export { levelPaymentApr, pointsBreakEvenMonths, pointsCost, presentValue, solveApr } from './apr.ts';
export {
  commercialDscr,
  dscr,
  maxLoanForDscr,
  qualifyingRent,
  VACANT_MARKET_RENT_FACTOR,
  type RentInputs,
} from './dscr.ts';
export {
  loanToValue,
  monthlyPmiCents,
  pitiBreakdown,
  pmiApplies,
  pmiOverSchedule,
  PMI_DROP_LTV,
  type HousingCosts,
  type PitiBreakdown,
  type PmiSummary,
} from './piti.ts';
export {
  drawnInterest,
  dutchInterest,
  fixAndFlipMaxLoan,
  flipProfit,
  loanToArv,
  loanToCost,
  seventyPercentRule,
  type FlipDeal,
  type FlipResult,
  type LoanLimits,
  type ProgramCaps,
} from './fix-and-flip.ts';
export {
  addDays,
  aggregateBiweeklyByYear,
  BIWEEKLY_PAYMENTS_PER_YEAR,
  biweeklyPaymentCents,
  biweeklyRate,
  buildBiweeklySchedule,
  compareBiweekly,
  type BiweeklyComparison,
  type BiweeklyRow,
  type BiweeklySchedule,
  type BiweeklyTerms,
  type CalendarDate,
} from './biweekly.ts';
export { pointsBuydown, type Buydown, type BuydownInputs } from './points-buydown.ts';
export {
  debtToIncome,
  DTI_GUIDES,
  dtiPercent,
  maxLoanForDti,
  type DebtToIncome,
  type MaxLoanForDti,
  type MaxLoanForDtiInputs,
} from './affordability.ts';
export {
  applyQuotedCaps,
  capsFromQuote,
  quoteFromCaps,
  type CapCheck,
  type CapName,
  type CapsResult,
  type QuotedCaps,
} from './investor-caps.ts';
