import type { FlowAnswersOf } from '@northgate/form-engine/core';
import { defineSiteFlow } from '../site-flow.ts';
import { bankAccountInitialValues, bankAccountSchema } from './bank-account.ts';
import { businessInitialValues, businessSchema } from './business.ts';
import { checkboxQsInitialValues, checkboxQsSchema } from './checkbox-qs.ts';
import { contactInfoInitialValues, contactInfoSchema } from './contact-info.ts';
import { documentsIdsInitialValues, documentsIdsSchema } from './documents-ids.ts';
import { entityInfoInitialValues, entityInfoSchema } from './entity-info.ts';
import { incomeInfoInitialValues, incomeInfoSchema } from './income-info.ts';
import { investmentPropertyInitialValues, investmentPropertySchema } from './investment-property.ts';
import { lifeInsuranceInitialValues, lifeInsuranceSchema } from './life-insurance.ts';
import { notesPayableInitialValues, notesPayableSchema } from './notes-payable.ts';
import { phoneInitialValues, phoneSchema } from './phone.ts';
import { primaryResidenceInitialValues, primaryResidenceSchema } from './primary-residence.ts';
import { securitiesInitialValues, securitiesSchema } from './securities.ts';
import { subjectPropertyInitialValues, subjectPropertySchema } from './subject-property.ts';
import { typeOfLoanInitialValues, typeOfLoanSchema } from './type-of-loan.ts';
import { verifyPhoneInitialValues, verifyPhoneSchema } from './verify-phone.ts';

/**
 * Long form (docs/product/product-spec.md §2): the borrower's personal financial statement, shaped like SBA Form
 * 413 with the 1003's account and real-estate detail (docs/product/flow-fields.md, Flow 2), then the
 * property, the loan, the declarations and the signature. A numeric bar: phone and its
 * verification show the bar without a value; the last step shows 'Almost done'.
 *
 * Every schedule (properties, businesses, securities, policies, debts, accounts) is a list with
 * an "I have none" box, and every other step asks at least one answer, so no step can be passed
 * with nothing in it and a submitted long form is never empty. `documentsIDs` keeps the ids of
 * the uploaded ID documents. `phone` and `verifyPhone` are built with phone verification; until
 * then they have no fields. Its rules across steps (./cross-step.ts) are attached by
 * ../checked-flows.ts and run at submit, from the review page and on the server.
 */
export const longFormFlow = defineSiteFlow('longForm', {
  steps: {
    phone: {
      title: 'Your phone number',
      schema: phoneSchema,
      initialValues: phoneInitialValues,
      progress: { kind: 'value' },
    },
    verifyPhone: {
      title: 'Verify your phone',
      schema: verifyPhoneSchema,
      initialValues: verifyPhoneInitialValues,
      progress: { kind: 'value' },
    },
    primaryResidence: {
      title: 'Where you live',
      schema: primaryResidenceSchema,
      initialValues: primaryResidenceInitialValues,
      progress: { kind: 'value', value: 5 },
    },
    documentsIDs: {
      title: 'Your ID documents',
      schema: documentsIdsSchema,
      initialValues: documentsIdsInitialValues,
      progress: { kind: 'value', value: 10 },
    },
    contactInfo: {
      title: 'Contact information',
      schema: contactInfoSchema,
      initialValues: contactInfoInitialValues,
      progress: { kind: 'value', value: 15 },
    },
    entityInfo: {
      title: 'Your borrowing entity',
      schema: entityInfoSchema,
      initialValues: entityInfoInitialValues,
      progress: { kind: 'value', value: 20 },
    },
    incomeInfo: {
      title: 'Your income',
      schema: incomeInfoSchema,
      initialValues: incomeInfoInitialValues,
      progress: { kind: 'value', value: 30 },
    },
    investmentProperty: {
      title: 'Investment properties you own',
      schema: investmentPropertySchema,
      initialValues: investmentPropertyInitialValues,
      progress: { kind: 'value', value: 30 },
    },
    business: {
      title: 'Businesses you own',
      schema: businessSchema,
      initialValues: businessInitialValues,
      progress: { kind: 'value', value: 40 },
    },
    securities: {
      title: 'Stocks and bonds',
      schema: securitiesSchema,
      initialValues: securitiesInitialValues,
      progress: { kind: 'value', value: 50 },
    },
    lifeInsurance: {
      title: 'Life insurance',
      schema: lifeInsuranceSchema,
      initialValues: lifeInsuranceInitialValues,
      progress: { kind: 'value', value: 60 },
    },
    notesPayable: {
      title: 'Notes payable and other debts',
      schema: notesPayableSchema,
      initialValues: notesPayableInitialValues,
      progress: { kind: 'value', value: 70 },
    },
    bankAccount: {
      title: 'Bank accounts and other assets',
      schema: bankAccountSchema,
      initialValues: bankAccountInitialValues,
      progress: { kind: 'value', value: 80 },
    },
    subjectProperty: {
      title: 'The property to finance',
      schema: subjectPropertySchema,
      initialValues: subjectPropertyInitialValues,
      progress: { kind: 'value', value: 85 },
    },
    typeOfLoan: {
      title: 'Type of loan',
      schema: typeOfLoanSchema,
      initialValues: typeOfLoanInitialValues,
      progress: { kind: 'value', value: 90 },
    },
    checkboxQs: {
      title: 'Almost done: review and sign',
      schema: checkboxQsSchema,
      initialValues: checkboxQsInitialValues,
      progress: { kind: 'value', text: 'Almost done' },
    },
  },
});

/** A long-form application's answers, step by step, typed from its step schemas (for code that reads them by name). */
export type Answers = FlowAnswersOf<{
  phone: typeof phoneSchema;
  verifyPhone: typeof verifyPhoneSchema;
  primaryResidence: typeof primaryResidenceSchema;
  documentsIDs: typeof documentsIdsSchema;
  contactInfo: typeof contactInfoSchema;
  entityInfo: typeof entityInfoSchema;
  incomeInfo: typeof incomeInfoSchema;
  investmentProperty: typeof investmentPropertySchema;
  business: typeof businessSchema;
  securities: typeof securitiesSchema;
  lifeInsurance: typeof lifeInsuranceSchema;
  notesPayable: typeof notesPayableSchema;
  bankAccount: typeof bankAccountSchema;
  subjectProperty: typeof subjectPropertySchema;
  typeOfLoan: typeof typeOfLoanSchema;
  checkboxQs: typeof checkboxQsSchema;
}>;
