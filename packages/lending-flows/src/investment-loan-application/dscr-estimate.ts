import { amountOf } from '@northgate/validators';
import type { FlowValues } from '@northgate/form-engine/core';
import { DSCR_MINIMUM } from '@northgate/lending-policy';
import { unitCount } from './subject-property-information.ts';
import {
  dscr,
  interestOnlyPayment,
  maxLoanForDscr,
  monthlyPayment,
  qualifyingRent,
  roundMoney,
} from '@northgate/loan-math';

export interface DscrEstimate {
  /** The rent the DSCR is worked out on, a month. */
  readonly monthlyRent: number;
  readonly principalAndInterest: number;
  /** Taxes, hazard and flood insurance a month, plus HOA dues. */
  readonly escrowAndDues: number;
  readonly pitia: number;
  readonly dscr: number | null;
  /** The largest loan at the program minimum DSCR, when the request is above it. */
  readonly maxLoanAtMinimum: number | null;
}

const TERM_MONTHS: Readonly<Record<string, number>> = { '40yrFixed': 480 };

/**
 * The browser shows it on the rental income step; the flow's check holds a submit to the program
 * minimum with it, so both read the same figure.
 *
 * The property's debt-service coverage from the answers so far: qualifying rent (the lower of
 * lease and market rent per leased unit, 90% of market rent when vacant; a short-term rental's
 * last 12 months of revenue) over PITIA. Null until the loan, the rate and some rent are known.
 */
export function estimateDscr(values: FlowValues): DscrEstimate | null {
  const request = values.loanRequestInformation ?? {};
  const property = values.subjectPropertyInformation ?? {};
  const income = values.incomeInformation ?? {};
  const loan = amountOf(request.loanAmount);
  const rate = amountOf(income.estimateRate);
  if (loan <= 0 || rate <= 0) return null;

  const units = (Array.isArray(income.unitRents) ? income.unitRents : []).slice(0, unitCount(property)) as {
    leased?: string;
    monthlyRent?: string;
    marketRent?: string;
  }[];
  const monthlyRent =
    income.rentalType === 'shortTerm'
      ? amountOf(income.trailing12MonthRevenue) / 12
      : units.reduce(
          (sum, unit) =>
            sum +
            qualifyingRent({
              leased: unit.leased === 'yes',
              actualRent: amountOf(unit.monthlyRent),
              marketRent: amountOf(unit.marketRent),
            }),
          0,
        );
  if (monthlyRent <= 0) return null;

  const interestOnly = request.interestOnly === 'yes';
  const termMonths = TERM_MONTHS[request.productType as string] ?? 360;
  const principalAndInterest = interestOnly
    ? interestOnlyPayment(loan, rate)
    : monthlyPayment(loan, rate, termMonths);
  const escrowAndDues = roundMoney(
    (amountOf(property.annualTaxes) +
      amountOf(property.annualInsurance) +
      amountOf(property.annualFloodInsurance)) /
      12 +
      amountOf(property.monthlyHoa),
  );
  const pitia = roundMoney(principalAndInterest + escrowAndDues);
  const ratio = dscr(monthlyRent, pitia);
  const maxLoanAtMinimum =
    ratio !== null && ratio < DSCR_MINIMUM
      ? maxLoanForDscr({
          monthlyRent,
          targetDscr: DSCR_MINIMUM,
          monthlyEscrowAndDues: escrowAndDues,
          annualRatePercent: rate,
          termMonths,
          interestOnly,
        })
      : null;
  return {
    monthlyRent: roundMoney(monthlyRent),
    principalAndInterest,
    escrowAndDues,
    pitia,
    dscr: ratio,
    maxLoanAtMinimum,
  };
}
