import { defineSiteFlow } from './site-flow.ts';
import {
  permanentAssetsAndLiabilitiesInitialValues,
  permanentAssetsAndLiabilitiesSchema,
  permanentBorrowerInformationInitialValues,
  permanentBorrowerInformationSchema,
  permanentDeclarationsInitialValues,
  permanentDeclarationsSchema,
  permanentEmploymentInformationInitialValues,
  permanentEmploymentInformationSchema,
  permanentMonthlyIncomeAndCombinedExpenseInfoInitialValues,
  permanentMonthlyIncomeAndCombinedExpenseInfoSchema,
  permanentPropertyInformationInitialValues,
  permanentPropertyInformationSchema,
  permanentTypeOfMortgageInitialValues,
  permanentTypeOfMortgageSchema,
} from './steps/permanent.ts';

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
      schema: permanentTypeOfMortgageSchema,
      initialValues: permanentTypeOfMortgageInitialValues,
      progress: { kind: 'stage', stage: 'typeOfMortgage' },
    },
    propertyInformation: {
      title: 'Property and purpose of the loan',
      schema: permanentPropertyInformationSchema,
      initialValues: permanentPropertyInformationInitialValues,
      progress: { kind: 'stage', stage: 'property' },
    },
    borrowerInformation: {
      title: 'About you',
      schema: permanentBorrowerInformationSchema,
      initialValues: permanentBorrowerInformationInitialValues,
      progress: { kind: 'stage', stage: 'borrower' },
    },
    employmentInformation: {
      title: 'Your employment',
      schema: permanentEmploymentInformationSchema,
      initialValues: permanentEmploymentInformationInitialValues,
      progress: { kind: 'stage', stage: 'employment' },
    },
    monthlyIncomeAndCombinedExpenseInfo: {
      title: 'Monthly income and housing expenses',
      schema: permanentMonthlyIncomeAndCombinedExpenseInfoSchema,
      initialValues: permanentMonthlyIncomeAndCombinedExpenseInfoInitialValues,
      progress: { kind: 'stage', stage: 'income' },
    },
    assetsAndLiabilities: {
      title: 'Assets and liabilities',
      schema: permanentAssetsAndLiabilitiesSchema,
      initialValues: permanentAssetsAndLiabilitiesInitialValues,
      progress: { kind: 'stage', stage: 'assets' },
    },
    declarations: {
      title: 'Declarations and signature',
      schema: permanentDeclarationsSchema,
      initialValues: permanentDeclarationsInitialValues,
      progress: { kind: 'stage', stage: 'declarations' },
    },
  },
});
