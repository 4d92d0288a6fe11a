/**
 * Debt-service coverage for residential investor loans: DSCR = qualifying monthly rent / PITIA.
 * Qualifying rent (typical lender rules, which vary): a leased property uses the lower of the lease
 * rent and market rent; a vacant property being purchased uses 90% of market rent. An interest-only
 * loan is qualified on its interest-only payment.
 */
import { exactPayment, monthlyRate } from './payment.ts';
import { floorMoney, roundTo } from './money.ts';

export const VACANT_MARKET_RENT_FACTOR = 0.9;

export interface RentInputs {
  leased: boolean;
  /** Monthly rent in the current lease (ignored when vacant). */
  actualRent: number;
  /** Monthly market rent from an appraiser's rent schedule; 0 when unknown. */
  marketRent: number;
}

/** The rent a lender would use, in dollars a month. */
export function qualifyingRent({ leased, actualRent, marketRent }: RentInputs): number {
  if (leased) return marketRent > 0 ? Math.min(actualRent, marketRent) : actualRent;
  return marketRent * VACANT_MARKET_RENT_FACTOR;
}

/** DSCR rounded to three decimals (1.033). Null when there is no debt service. */
export function dscr(monthlyRent: number, monthlyPitia: number): number | null {
  if (monthlyPitia <= 0) return null;
  return roundTo(monthlyRent / monthlyPitia, 3);
}

/** Commercial DSCR = NOI / annual debt service, three decimals. */
export function commercialDscr(netOperatingIncome: number, annualDebtService: number): number | null {
  if (annualDebtService <= 0) return null;
  return roundTo(netOperatingIncome / annualDebtService, 3);
}

/**
 * Largest loan whose PITIA keeps DSCR at or above the target:
 * maxPI = rent / target − (taxes + insurance + HOA) a month; L = maxPI·((1+r)^n − 1)/(r(1+r)^n)
 * (maxPI / r for interest-only; maxPI × n at r = 0). Rounded down to the cent; 0 when nothing fits.
 */
export function maxLoanForDscr(params: {
  monthlyRent: number;
  targetDscr: number;
  /** Monthly taxes + insurance + association dues. */
  monthlyEscrowAndDues: number;
  annualRatePercent: number;
  termMonths: number;
  interestOnly?: boolean;
}): number {
  const { monthlyRent, targetDscr, monthlyEscrowAndDues, annualRatePercent, termMonths, interestOnly } =
    params;
  if (targetDscr <= 0) return 0;
  const maxPI = monthlyRent / targetDscr - monthlyEscrowAndDues;
  if (maxPI <= 0) return 0;
  const r = monthlyRate(annualRatePercent);
  if (interestOnly) return r === 0 ? 0 : floorMoney(maxPI / r);
  // The annuity factor is the loan that one dollar of monthly payment carries.
  return floorMoney(maxPI / exactPayment(1, annualRatePercent, termMonths));
}
