/**
 * Annual percentage rate with prepaid finance charges (points and lender fees paid at closing).
 * The APR is the nominal rate i×12 at which the present value of the borrower's scheduled payments
 * equals the amount financed (loan − prepaid finance charges). For a level-payment loan this is the
 * rate where the payment on (L − F) over n months equals the actual payment P. Solved by bisection,
 * which always converges because the present value falls monotonically as the rate rises.
 */

/** Present value at monthly rate i of payments[0] at month 1, payments[1] at month 2, … */
export function presentValue(payments: readonly number[], i: number): number {
  let pv = 0;
  let discount = 1;
  const factor = 1 / (1 + i);
  for (const payment of payments) {
    discount *= factor;
    pv += payment * discount;
  }
  return pv;
}

/**
 * Solves for the APR (annual percent) given the scheduled payments and the amount financed.
 * Returns null when no non-negative rate fits (for example fees larger than the loan).
 */
export function solveApr(payments: readonly number[], amountFinanced: number): number | null {
  const total = payments.reduce((sum, p) => sum + p, 0);
  if (amountFinanced <= 0 || payments.length === 0 || total < amountFinanced) return null;
  let lo = 0;
  let hi = 1; // 100% a month: far beyond any real loan
  if (presentValue(payments, hi) > amountFinanced) return null;
  for (let iteration = 0; iteration < 200 && hi - lo > 1e-15; iteration++) {
    const mid = (lo + hi) / 2;
    if (presentValue(payments, mid) > amountFinanced) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 1200;
}

/** APR of a level-payment loan: payment P for n months, loan L, prepaid finance charges F (dollars or cents, consistently). */
export function levelPaymentApr(
  payment: number,
  months: number,
  loan: number,
  prepaidFinanceCharges: number,
): number | null {
  return solveApr(new Array<number>(months).fill(payment), loan - prepaidFinanceCharges);
}

/** Cost of discount points: points% × loan. */
export function pointsCost(loan: number, points: number): number {
  return (loan * points) / 100;
}

/** Months for lower payments to repay the points: cost / (P_old − P_new); null when the payment does not fall. */
export function pointsBreakEvenMonths(
  cost: number,
  paymentWithout: number,
  paymentWith: number,
): number | null {
  const saving = paymentWithout - paymentWith;
  if (saving <= 0) return null;
  return Math.ceil(cost / saving);
}
