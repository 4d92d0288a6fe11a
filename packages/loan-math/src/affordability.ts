/**
 * Affordability by debt-to-income (docs/product/flow-fields.md, section C): the front-end ratio is the
 * housing payment (PITI) over gross monthly income, the back-end ratio adds the borrower's other
 * monthly debts. 28% / 36% is the common rule of thumb and 43% the qualified-mortgage line; they
 * are guidance, not an approval. The largest loan for a chosen back-end ratio leaves room for the
 * other debts, taxes, insurance and dues, and mortgage insurance while the loan is above
 * PMI_DROP_LTV of the value.
 */
import { floorMoney, roundTo } from './money.ts';
import { exactPayment, monthlyRate } from './payment.ts';
import { PMI_DROP_LTV } from './piti.ts';

/** Common guidance: housing 28%, all debts 36%, and 43% for a qualified mortgage. */
export const DTI_GUIDES = { frontEnd: 0.28, backEnd: 0.36, qualifiedMortgage: 0.43 } as const;

export interface DebtToIncome {
  /** Housing / income; null without income. */
  frontEnd: number | null;
  /** (Housing + other debts) / income; null without income. */
  backEnd: number | null;
}

/** Front-end and back-end ratios (any consistent unit, e.g. cents). */
export function debtToIncome(monthlyIncome: number, housing: number, otherDebts: number): DebtToIncome {
  if (monthlyIncome <= 0) return { frontEnd: null, backEnd: null };
  return { frontEnd: housing / monthlyIncome, backEnd: (housing + otherDebts) / monthlyIncome };
}

/** A ratio as a percentage with two decimals, half-up: 0.318275 → 31.83. */
export function dtiPercent(ratio: number): number {
  return roundTo(ratio * 100, 2);
}

export interface MaxLoanForDtiInputs {
  monthlyIncome: number;
  otherMonthlyDebts: number;
  /** Chosen back-end ratio, e.g. 0.36. */
  backEndRatio: number;
  /** Monthly taxes + insurance + association dues. */
  monthlyEscrowAndDues: number;
  annualRatePercent: number;
  termMonths: number;
  interestOnly?: boolean;
  /** Annual mortgage insurance, percent of the loan, charged while the loan is above PMI_DROP_LTV of the value. */
  pmiRatePercent?: number;
  propertyValue?: number;
}

export interface MaxLoanForDti {
  /** Largest housing payment (PITI) the ratio allows. */
  maxHousing: number;
  maxLoan: number;
}

/** The largest loan whose PITI plus other debts stays within the back-end ratio, dollars rounded down to the cent. */
export function maxLoanForDti(inputs: MaxLoanForDtiInputs): MaxLoanForDti {
  const maxHousing = Math.max(0, inputs.monthlyIncome * inputs.backEndRatio - inputs.otherMonthlyDebts);
  const budget = maxHousing - inputs.monthlyEscrowAndDues;
  if (budget <= 0) return { maxHousing: floorMoney(maxHousing), maxLoan: 0 };
  // Monthly principal and interest per dollar borrowed.
  const perDollar = inputs.interestOnly
    ? monthlyRate(inputs.annualRatePercent)
    : exactPayment(1, inputs.annualRatePercent, inputs.termMonths);
  if (perDollar <= 0) return { maxHousing: floorMoney(maxHousing), maxLoan: 0 };
  let loan = budget / perDollar;
  const pmi = (inputs.pmiRatePercent ?? 0) / 1200;
  const pmiLine = PMI_DROP_LTV * (inputs.propertyValue ?? 0);
  if (pmi > 0 && loan > pmiLine) {
    // Above the line the loan also pays mortgage insurance; if that pulls it below the line, the line itself fits.
    loan = Math.max(budget / (perDollar + pmi), pmiLine);
  }
  return { maxHousing: floorMoney(maxHousing), maxLoan: floorMoney(loan) };
}
