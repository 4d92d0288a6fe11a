/**
 * The level payment and what follows from it in closed form (docs/product/flow-fields.md, section C):
 * r = annual percent / 1200; P&I = L·r·(1+r)^n / ((1+r)^n − 1), or L/n at r = 0; IO = L·r;
 * B_k = L(1+r)^k − P((1+r)^k − 1)/r. Results in dollars are rounded half-up to the cent.
 */
import { roundHalfUp, roundMoney, toCents } from './money.ts';

/** Monthly rate from an annual percentage. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 1200;
}

/** Exact (unrounded) annuity payment: L·r·(1+r)^n / ((1+r)^n − 1), or L/n at r = 0. */
export function exactPayment(principal: number, annualRatePercent: number, months: number): number {
  if (months <= 0) return principal;
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** Monthly principal and interest in cents, half-up. */
export function paymentCents(principalCents: number, annualRatePercent: number, months: number): number {
  return roundHalfUp(exactPayment(principalCents, annualRatePercent, months));
}

/** Monthly principal and interest in dollars, rounded half-up to the cent. */
export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  return paymentCents(toCents(principal), annualRatePercent, months) / 100;
}

/** Interest-only payment L·r in dollars, rounded half-up to the cent. */
export function interestOnlyPayment(principal: number, annualRatePercent: number): number {
  return roundHalfUp(principal * 100 * monthlyRate(annualRatePercent)) / 100;
}

/**
 * A loan offer's monthly payment: interest only (the principal due at the end) or level principal
 * and interest over the term, in dollars to the cent.
 */
export function offerPayment(
  principal: number,
  annualRatePercent: number,
  months: number,
  repayment: 'interest_only' | 'amortising',
): number {
  return repayment === 'interest_only'
    ? interestOnlyPayment(principal, annualRatePercent)
    : monthlyPayment(principal, annualRatePercent, months);
}

/**
 * Closed-form balance after k payments, which is also the balloon due at month k of a loan that
 * amortizes over `months`: B_k = L(1+r)^k − P((1+r)^k − 1)/r (L − kP at r = 0).
 * With no payment given it uses the exact, unrounded payment (the textbook value); the schedule,
 * which uses the cent-rounded payment, can differ by a few cents.
 */
export function balanceAfter(
  principal: number,
  annualRatePercent: number,
  months: number,
  k: number,
  payment = exactPayment(principal, annualRatePercent, months),
): number {
  const r = monthlyRate(annualRatePercent);
  const value =
    r === 0 ? principal - k * payment : principal * (1 + r) ** k - (payment * ((1 + r) ** k - 1)) / r;
  return roundMoney(Math.max(0, value));
}

/** Textbook total interest P×n − L with the exact payment (differs from a cent-rounded schedule by a few dollars). */
export function totalInterestFormula(principal: number, annualRatePercent: number, months: number): number {
  return roundMoney(exactPayment(principal, annualRatePercent, months) * months - principal);
}
