import type { FlowAnswersOf } from '@northgate/form-engine/core';
import { defineSiteFlow } from '../site-flow.ts';
import { assetsAndLiabilitiesInitialValues, assetsAndLiabilitiesSchema } from './assets-and-liabilities.ts';
import { borrowerInformationInitialValues, borrowerInformationSchema } from './borrower-information.ts';
import { declarationsInitialValues, declarationsSchema } from './declarations.ts';
import { employmentInformationInitialValues, employmentInformationSchema } from './employment-information.ts';
import {
  monthlyIncomeAndCombinedExpenseInfoInitialValues,
  monthlyIncomeAndCombinedExpenseInfoSchema,
} from './monthly-income-and-combined-expense-info.ts';
import { propertyInformationInitialValues, propertyInformationSchema } from './property-information.ts';
import { typeOfMortgageInitialValues, typeOfMortgageSchema } from './type-of-mortgage.ts';

/**
 * Permanent loan application: an owner-occupied home mortgage application shaped like the classic
 * Fannie Mae 1003 / Freddie Mac 65 (docs/product/flow-fields.md, Flow 3). Sections I–VI, VIII and IX,
 * plus the optional government monitoring questions of section X, one step each.
 *
 * Everything that belongs to a person sits in a `borrower` group on its step. Joint credit adds a
 * `coBorrower` group on the borrower step (identity, contact, marital status, relationship); the
 * steps stay the spec's seven.
 * Loan-level answers (mortgage terms, the property, housing expense, the assets statement) sit at
 * the step's top level.
 *
 * Left out on purpose: the lender-only agency and lender case numbers, file uploads (drafts are
 * JSON and there is no upload endpoint). Section VII, details of transaction (price, improvements,
 * payoff, closing costs and the LTV they give), is asked on the property step.
 */

/** Permanent loan application (docs/product/product-spec.md §2): one stage per step, earlier stages passed. */
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
  // Rules across steps: cross-step.ts, attached by ../checked-flows.ts (run at submit only).
  steps: {
    typeOfMortgage: {
      title: 'Type of mortgage and terms',
      schema: typeOfMortgageSchema,
      initialValues: typeOfMortgageInitialValues,
      progress: { kind: 'stage', stage: 'typeOfMortgage' },
    },
    propertyInformation: {
      title: 'Property and purpose of the loan',
      schema: propertyInformationSchema,
      initialValues: propertyInformationInitialValues,
      progress: { kind: 'stage', stage: 'property' },
    },
    borrowerInformation: {
      title: 'About you',
      schema: borrowerInformationSchema,
      initialValues: borrowerInformationInitialValues,
      progress: { kind: 'stage', stage: 'borrower' },
    },
    employmentInformation: {
      title: 'Your employment',
      schema: employmentInformationSchema,
      initialValues: employmentInformationInitialValues,
      progress: { kind: 'stage', stage: 'employment' },
    },
    monthlyIncomeAndCombinedExpenseInfo: {
      title: 'Monthly income and housing expenses',
      schema: monthlyIncomeAndCombinedExpenseInfoSchema,
      initialValues: monthlyIncomeAndCombinedExpenseInfoInitialValues,
      progress: { kind: 'stage', stage: 'income' },
    },
    assetsAndLiabilities: {
      title: 'Assets and liabilities',
      schema: assetsAndLiabilitiesSchema,
      initialValues: assetsAndLiabilitiesInitialValues,
      progress: { kind: 'stage', stage: 'assets' },
    },
    declarations: {
      title: 'Declarations and signature',
      schema: declarationsSchema,
      initialValues: declarationsInitialValues,
      progress: { kind: 'stage', stage: 'declarations' },
    },
  },
});

/** A permanent application's answers, step by step, typed from its step schemas (for code that reads them by name). */
export type Answers = FlowAnswersOf<{
  typeOfMortgage: typeof typeOfMortgageSchema;
  propertyInformation: typeof propertyInformationSchema;
  borrowerInformation: typeof borrowerInformationSchema;
  employmentInformation: typeof employmentInformationSchema;
  monthlyIncomeAndCombinedExpenseInfo: typeof monthlyIncomeAndCombinedExpenseInfoSchema;
  assetsAndLiabilities: typeof assetsAndLiabilitiesSchema;
  declarations: typeof declarationsSchema;
}>;
