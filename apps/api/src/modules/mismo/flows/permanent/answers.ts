import type { permanent } from '@northgate/lending-flows';
import { answersOf, enumCodec } from '../../binding.ts';

/** Where the permanent application's answers are, typed by its steps: a renamed field fails typecheck here. */
export const answers = answersOf<permanent.Answers>();
export const mortgage = answers.at('typeOfMortgage');
export const property = answers.at('propertyInformation');
export const borrower = answers.at('borrowerInformation').at('borrower');
export const coBorrower = answers.at('borrowerInformation').at('coBorrower');
export const jobs = answers.at('employmentInformation').at('borrower');
export const income = answers.at('monthlyIncomeAndCombinedExpenseInfo').at('borrower');
export const expenses = answers.at('monthlyIncomeAndCombinedExpenseInfo');
export const statement = answers.at('assetsAndLiabilities');
export const declared = answers.at('declarations').at('borrower');

export const yesNoWords = enumCodec({ yes: 'Yes', no: 'No' });

export const codes = {
  mortgageType: enumCodec({
    conventional: 'Conventional',
    fha: 'FHA',
    va: 'VA',
    usda: 'USDARuralDevelopment',
    other: 'Other',
  }),
  amortization: enumCodec({ fixed: 'Fixed', gpm: 'GPM', arm: 'AdjustableRate', other: 'Other' }),
  purpose: enumCodec({
    purchase: 'Purchase',
    refinance: 'Refinance',
    construction: 'Other',
    constructionPermanent: 'Other',
    other: 'Other',
  }),
  refinancePurpose: enumCodec({
    rateTerm: 'InterestRateReduction',
    cashOut: 'Cash',
    homeImprovement: 'HomeImprovement',
    debtConsolidation: 'DebtConsolidation',
  }),
  usage: enumCodec({ primary: 'PrimaryResidence', secondary: 'SecondHome' }),
  estate: enumCodec({ feeSimple: 'FeeSimple', leasehold: 'Leasehold' }),
  funds: enumCodec({
    savings: 'CheckingSavings',
    gift: 'GiftFunds',
    saleOfHome: 'EquityOnSoldProperty',
    retirement: 'RetirementFunds',
    investments: 'StocksAndBonds',
    other: 'Other',
  }),
  marital: enumCodec({ married: 'Married', unmarried: 'Unmarried', separated: 'Separated' }),
  account: enumCodec({
    checking: 'CheckingAccount',
    savings: 'SavingsAccount',
    moneyMarket: 'MoneyMarketFund',
    certificateOfDeposit: 'CertificateOfDepositTimeDeposit',
    brokerageCash: 'Other',
  }),
  liability: enumCodec({
    revolving: 'Revolving',
    auto: 'Installment',
    student: 'Installment',
    installment: 'Installment',
    other: 'Other',
  }),
  disposition: enumCodec({ retained: 'Retain', rental: 'Retain', pendingSale: 'PendingSale', sold: 'Sold' }),
  otherIncome: enumCodec({
    socialSecurity: 'SocialSecurity',
    pension: 'Pension',
    disability: 'Disability',
    alimony: 'Alimony',
    childSupport: 'ChildSupport',
    separateMaintenance: 'SeparateMaintenance',
    vaBenefits: 'VABenefitsNonEducational',
    trust: 'Trust',
    other: 'Other',
  }),
  priorUsage: enumCodec({ PR: 'PrimaryResidence', SH: 'SecondHome', IP: 'Investment' }),
  priorTitle: enumCodec({ S: 'Sole', SP: 'JointWithSpouse', O: 'JointWithOtherThanSpouse' }),
};
