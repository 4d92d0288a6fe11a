import { defineSiteFlow } from './site-flow.ts';

/** Permanent loan application (spec section 2): one stage per step, earlier stages passed. */
export const permanentLoanApplicationFlow = defineSiteFlow('permanentLoanApplication', {
  stages: [
    { id: 'typeOfMortgage', label: 'Type of mortgage' },
    { id: 'property', label: 'Property' },
    { id: 'borrower', label: 'Borrower' },
    { id: 'employment', label: 'Employment' },
    { id: 'income', label: 'Income' },
    { id: 'assets', label: 'Assets' },
    { id: 'declarations', label: 'Declarations' },
  ],
  steps: {
    typeOfMortgage: {
      title: 'Type of mortgage and terms',
      progress: { kind: 'stage', stage: 'typeOfMortgage' },
    },
    propertyInformation: {
      title: 'Property and purpose of the loan',
      progress: { kind: 'stage', stage: 'property' },
    },
    borrowerInformation: { title: 'About you', progress: { kind: 'stage', stage: 'borrower' } },
    employmentInformation: { title: 'Your employment', progress: { kind: 'stage', stage: 'employment' } },
    monthlyIncomeAndCombinedExpenseInfo: {
      title: 'Monthly income and housing expenses',
      progress: { kind: 'stage', stage: 'income' },
    },
    assetsAndLiabilities: { title: 'Assets and liabilities', progress: { kind: 'stage', stage: 'assets' } },
    declarations: { title: 'Declarations and signature', progress: { kind: 'stage', stage: 'declarations' } },
  },
});
