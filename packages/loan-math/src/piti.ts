/**
 * Monthly housing payment PITI(A): principal and interest + property tax/12 + insurance/12 + HOA
 * + mortgage insurance. PMI rule used on this site: PMI (annual rate × original loan / 12) is charged
 * while the loan balance is above 78% of the property's original value and stops from the first
 * payment at which the balance, including any extra payments made, is at or below 78% (the point of
 * automatic termination under the federal Homeowners Protection Act). A loan that starts at or below
 * 78% LTV pays no PMI.
 */
import { roundHalfUp } from './money.ts';
import type { ScheduleRow } from './schedule.ts';

export const PMI_DROP_LTV = 0.78;

export interface HousingCosts {
  /** Annual property tax, cents. */
  annualTaxCents: number;
  /** Annual hazard (and flood) insurance, cents. */
  annualInsuranceCents: number;
  /** Monthly HOA dues, cents. */
  monthlyHoaCents: number;
  /** Annual PMI rate in percent of the original loan, e.g. 0.5. */
  pmiRatePercent: number;
}

export interface PitiBreakdown {
  principalAndInterest: number;
  tax: number;
  insurance: number;
  hoa: number;
  pmi: number;
  total: number;
}

/** Monthly PMI in cents while it applies. */
export function monthlyPmiCents(loanCents: number, pmiRatePercent: number): number {
  return roundHalfUp((loanCents * pmiRatePercent) / 100 / 12);
}

/** Whether PMI is charged for a payment whose opening balance is `balanceCents`. */
export function pmiApplies(balanceCents: number, propertyValueCents: number): boolean {
  return propertyValueCents > 0 && balanceCents > PMI_DROP_LTV * propertyValueCents;
}

/** The first month's PITI(A) breakdown, all in cents. */
export function pitiBreakdown(
  principalAndInterestCents: number,
  loanCents: number,
  propertyValueCents: number,
  costs: HousingCosts,
): PitiBreakdown {
  const tax = roundHalfUp(costs.annualTaxCents / 12);
  const insurance = roundHalfUp(costs.annualInsuranceCents / 12);
  const hoa = costs.monthlyHoaCents;
  const pmi =
    costs.pmiRatePercent > 0 && pmiApplies(loanCents, propertyValueCents)
      ? monthlyPmiCents(loanCents, costs.pmiRatePercent)
      : 0;
  return {
    principalAndInterest: principalAndInterestCents,
    tax,
    insurance,
    hoa,
    pmi,
    total: principalAndInterestCents + tax + insurance + hoa + pmi,
  };
}

export interface PmiSummary {
  monthly: number;
  /** Number of payments that carry PMI. */
  months: number;
  total: number;
  /** Payment number of the first payment without PMI, or null when PMI never applies / never drops inside the schedule. */
  dropsAtPeriod: number | null;
}

/** Walks the schedule to find how long PMI is paid under the 78% rule. */
export function pmiOverSchedule(
  rows: readonly ScheduleRow[],
  loanCents: number,
  propertyValueCents: number,
  pmiRatePercent: number,
): PmiSummary {
  const monthly = pmiRatePercent > 0 ? monthlyPmiCents(loanCents, pmiRatePercent) : 0;
  if (monthly === 0 || !pmiApplies(loanCents, propertyValueCents))
    return { monthly: 0, months: 0, total: 0, dropsAtPeriod: null };
  let opening = loanCents;
  let months = 0;
  let dropsAtPeriod: number | null = null;
  for (const row of rows) {
    if (pmiApplies(opening, propertyValueCents)) months++;
    else {
      dropsAtPeriod = row.period;
      break;
    }
    opening = row.balance;
  }
  return { monthly, months, total: months * monthly, dropsAtPeriod };
}

/** Loan-to-value ratio. */
export function loanToValue(loan: number, value: number): number {
  return value > 0 ? loan / value : 0;
}
