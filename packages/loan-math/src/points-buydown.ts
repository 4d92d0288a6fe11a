/**
 * Buying down the rate with discount points (docs/product/flow-fields.md, section C): the points cost
 * points% × L at closing and lower the monthly payment; break-even months = cost / (P_without −
 * P_with). Whether buying points pays depends on keeping the loan past the break-even: the
 * borrower says how long they expect to keep it (until a sale or a refinance).
 */
import { roundHalfUp, roundTo } from './money.ts';
import { paymentCents } from './payment.ts';

export interface BuydownInputs {
  loanCents: number;
  termMonths: number;
  /** The rate quoted without points, annual percent. */
  rateWithoutPoints: number;
  /** The rate quoted with the points, annual percent. */
  rateWithPoints: number;
  /** Discount points bought (1 point = 1% of the loan). */
  points: number;
  /** Months the borrower expects to keep the loan before selling or refinancing. */
  monthsKept: number;
}

export interface Buydown {
  paymentWithout: number;
  paymentWith: number;
  /** Lower monthly principal and interest with the points, cents (0 or less: the points do not lower it). */
  monthlySaving: number;
  /** Cost of the points at closing, cents. */
  cost: number;
  /** Months of savings that repay the points, to one decimal; null when the payment does not fall. */
  breakEvenMonths: number | null;
  /** True when the break-even comes no later than the months the borrower keeps the loan. */
  paysOffBeforeExit: boolean;
  /** Payment savings over the months kept less the cost of the points, cents. */
  netAtExit: number;
}

/** The monthly saving, the cost of the points, the break-even and the net result when the loan ends. */
export function pointsBuydown(inputs: BuydownInputs): Buydown {
  const paymentWithout = paymentCents(inputs.loanCents, inputs.rateWithoutPoints, inputs.termMonths);
  const paymentWith = paymentCents(inputs.loanCents, inputs.rateWithPoints, inputs.termMonths);
  const monthlySaving = paymentWithout - paymentWith;
  const cost = roundHalfUp((inputs.loanCents * inputs.points) / 100);
  const breakEvenMonths = monthlySaving > 0 ? roundTo(cost / monthlySaving, 1) : null;
  const months = Math.max(0, Math.round(inputs.monthsKept));
  return {
    paymentWithout,
    paymentWith,
    monthlySaving,
    cost,
    breakEvenMonths,
    paysOffBeforeExit: breakEvenMonths !== null && cost / monthlySaving <= months,
    netAtExit: monthlySaving * months - cost,
  };
}
