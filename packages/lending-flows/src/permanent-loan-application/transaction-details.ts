import { amountOf } from '@northgate/validators';
import { loanToValue } from '@northgate/loan-math';

/*
 * Permanent loan application, the property step's arithmetic (classic 1003 sections II and VII):
 * which purposes ask what, and the transaction's value, costs and loan-to-value.
 */

/** Purposes that finance land or a build: they ask about the lot and the construction cost. */
export function isConstructionPurpose(purpose: unknown): boolean {
  return purpose === 'construction' || purpose === 'constructionPermanent';
}

/** Purposes where the borrower brings a down payment (and so is asked where it comes from). */
export function needsDownPaymentSource(purpose: unknown): boolean {
  return purpose === 'purchase' || isConstructionPurpose(purpose);
}

/** Improvements a refinance describes: already made or still to be made. */
export function hasImprovements(status: unknown): boolean {
  return status === 'made' || status === 'toBeMade';
}

/** Present value of the lot plus the cost of improvements (construction line "a + b"). */
export function constructionTotal(values: {
  presentValueOfLot?: unknown;
  costOfImprovements?: unknown;
}): number {
  return amountOf(values.presentValueOfLot) + amountOf(values.costOfImprovements);
}

/**
 * Section VII, details of transaction: what the loan pays for, and the value the LTV is measured
 * against (docs/decisions/0025-permanent-co-borrower-and-transaction-details.md): the purchase price for a purchase, what the home is worth
 * today for a refinance, the lot plus the build for construction. Null when there is none yet.
 */
export function transactionValue(values: {
  purposeOfLoan?: unknown;
  purchasePrice?: unknown;
  presentValue?: unknown;
  presentValueOfLot?: unknown;
  costOfImprovements?: unknown;
}): number | null {
  const purpose = values.purposeOfLoan;
  const value =
    purpose === 'purchase'
      ? amountOf(values.purchasePrice)
      : purpose === 'refinance'
        ? amountOf(values.presentValue)
        : isConstructionPurpose(purpose)
          ? constructionTotal(values)
          : 0;
  return value > 0 ? value : null;
}

/** Section VII line i: the total the transaction costs (price, improvements, payoff, land and build, closing costs). */
export function transactionTotalCosts(values: {
  purposeOfLoan?: unknown;
  purchasePrice?: unknown;
  alterationsImprovements?: unknown;
  refinancePayoff?: unknown;
  presentValueOfLot?: unknown;
  costOfImprovements?: unknown;
  estimatedClosingCosts?: unknown;
}): number {
  const purpose = values.purposeOfLoan;
  const base =
    purpose === 'purchase'
      ? amountOf(values.purchasePrice) + amountOf(values.alterationsImprovements)
      : purpose === 'refinance'
        ? amountOf(values.refinancePayoff)
        : isConstructionPurpose(purpose)
          ? constructionTotal(values)
          : 0;
  return base + amountOf(values.estimatedClosingCosts);
}

/** The loan-to-value the loan amount (section I) gives against the transaction's value, or null. */
export function transactionLtv(
  values: Parameters<typeof transactionValue>[0],
  loanAmount: unknown,
): number | null {
  const value = transactionValue(values);
  const loan = amountOf(loanAmount);
  return value === null || loan <= 0 ? null : loanToValue(loan, value);
}

/** Purposes with a section VII, details of transaction (price or payoff, closing costs, the LTV). */
export function hasTransactionDetails(purpose: unknown): boolean {
  return purpose === 'purchase' || purpose === 'refinance' || isConstructionPurpose(purpose);
}
