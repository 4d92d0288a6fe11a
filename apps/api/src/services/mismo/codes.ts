/**
 * The application's choice values in MISMO 3.4 enumerations. A value MISMO has no word for goes
 * as `Other` with the borrower's words in the matching "other description" data point.
 */
export const MORTGAGE_TYPE: Record<string, string> = {
  conventional: 'Conventional',
  fha: 'FHA',
  va: 'VA',
  usda: 'USDARuralDevelopment',
  other: 'Other',
};

export const AMORTIZATION_TYPE: Record<string, string> = {
  fixed: 'Fixed',
  gpm: 'GraduatedPaymentMortgage',
  arm: 'AdjustableRate',
  other: 'Other',
};

export const LOAN_PURPOSE: Record<string, string> = {
  purchase: 'Purchase',
  refinance: 'Refinance',
  construction: 'Other',
  constructionPermanent: 'Other',
  other: 'Other',
};

export const PROPERTY_USAGE: Record<string, string> = {
  primary: 'PrimaryResidence',
  secondary: 'SecondHome',
};
export const ESTATE_TYPE: Record<string, string> = { feeSimple: 'FeeSimple', leasehold: 'Leasehold' };
export const MARITAL_STATUS: Record<string, string> = {
  married: 'Married',
  unmarried: 'Unmarried',
  separated: 'Separated',
};
export const RESIDENCY_BASIS: Record<string, string> = {
  own: 'Own',
  rent: 'Rent',
  rentFree: 'LivingRentFree',
};

export const ACCOUNT_ASSET_TYPE: Record<string, string> = {
  checking: 'CheckingAccount',
  savings: 'SavingsAccount',
  moneyMarket: 'MoneyMarketFund',
  certificateOfDeposit: 'CertificateOfDepositTimeDeposit',
  brokerageCash: 'Other',
};

export const LIABILITY_TYPE: Record<string, string> = {
  revolving: 'Revolving',
  auto: 'Installment',
  student: 'Installment',
  installment: 'Installment',
  other: 'Other',
};

export const REO_DISPOSITION: Record<string, string> = {
  retained: 'Retain',
  rental: 'Retain',
  pendingSale: 'PendingSale',
  sold: 'Sold',
};

export const OTHER_INCOME_TYPE: Record<string, string> = {
  socialSecurity: 'SocialSecurity',
  pension: 'Pension',
  disability: 'Disability',
  alimony: 'Alimony',
  childSupport: 'ChildSupport',
  separateMaintenance: 'SeparateMaintenance',
  vaBenefits: 'VABenefitsNonEducational',
  trust: 'Trust',
  other: 'Other',
};

export const DOWN_PAYMENT_FUNDS: Record<string, string> = {
  savings: 'CheckingSavings',
  gift: 'GiftFunds',
  trust: 'TrustFunds',
  other: 'Other',
};

export const PRIOR_PROPERTY_USAGE: Record<string, string> = {
  PR: 'PrimaryResidence',
  SH: 'SecondHome',
  IP: 'Investment',
};
export const PRIOR_PROPERTY_TITLE: Record<string, string> = {
  S: 'Sole',
  SP: 'JointWithSpouse',
  O: 'JointWithOtherThanSpouse',
};

/** A choice in MISMO's words, or absent when unanswered or unknown. */
export function code(table: Record<string, string>, answer: string): string | undefined {
  return answer === '' ? undefined : table[answer];
}
