import { defineSiteFlow } from '../site-flow.ts';
import { longFormBankAccountInitialValues, longFormBankAccountSchema } from './bank-account.ts';
import { longFormBusinessInitialValues, longFormBusinessSchema } from './business.ts';
import { longFormCheckboxQsInitialValues, longFormCheckboxQsSchema } from './checkbox-qs.ts';
import { longFormContactInfoInitialValues, longFormContactInfoSchema } from './contact-info.ts';
import { longFormDocumentsIdsInitialValues, longFormDocumentsIdsSchema } from './documents-ids.ts';
import { longFormEntityInfoInitialValues, longFormEntityInfoSchema } from './entity-info.ts';
import { longFormIncomeInfoInitialValues, longFormIncomeInfoSchema } from './income-info.ts';
import {
  longFormInvestmentPropertyInitialValues,
  longFormInvestmentPropertySchema,
} from './investment-property.ts';
import { longFormLifeInsuranceInitialValues, longFormLifeInsuranceSchema } from './life-insurance.ts';
import { longFormNotesPayableInitialValues, longFormNotesPayableSchema } from './notes-payable.ts';
import { longFormPhoneInitialValues, longFormPhoneSchema } from './phone.ts';
import {
  longFormPrimaryResidenceInitialValues,
  longFormPrimaryResidenceSchema,
} from './primary-residence.ts';
import { longFormSecuritiesInitialValues, longFormSecuritiesSchema } from './securities.ts';
import { longFormSubjectPropertyInitialValues, longFormSubjectPropertySchema } from './subject-property.ts';
import { longFormTypeOfLoanInitialValues, longFormTypeOfLoanSchema } from './type-of-loan.ts';
import { longFormVerifyPhoneInitialValues, longFormVerifyPhoneSchema } from './verify-phone.ts';

/**
 * Long form (spec section 2): the borrower's personal financial statement, shaped like SBA Form
 * 413 with the 1003's account and real-estate detail (design/flow-fields.md, Flow 2), then the
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
      schema: longFormPhoneSchema,
      initialValues: longFormPhoneInitialValues,
      progress: { kind: 'value' },
    },
    verifyPhone: {
      title: 'Verify your phone',
      schema: longFormVerifyPhoneSchema,
      initialValues: longFormVerifyPhoneInitialValues,
      progress: { kind: 'value' },
    },
    primaryResidence: {
      title: 'Where you live',
      schema: longFormPrimaryResidenceSchema,
      initialValues: longFormPrimaryResidenceInitialValues,
      progress: { kind: 'value', value: 5 },
    },
    documentsIDs: {
      title: 'Your ID documents',
      schema: longFormDocumentsIdsSchema,
      initialValues: longFormDocumentsIdsInitialValues,
      progress: { kind: 'value', value: 10 },
    },
    contactInfo: {
      title: 'Contact information',
      schema: longFormContactInfoSchema,
      initialValues: longFormContactInfoInitialValues,
      progress: { kind: 'value', value: 15 },
    },
    entityInfo: {
      title: 'Your borrowing entity',
      schema: longFormEntityInfoSchema,
      initialValues: longFormEntityInfoInitialValues,
      progress: { kind: 'value', value: 20 },
    },
    incomeInfo: {
      title: 'Your income',
      schema: longFormIncomeInfoSchema,
      initialValues: longFormIncomeInfoInitialValues,
      progress: { kind: 'value', value: 30 },
    },
    investmentProperty: {
      title: 'Investment properties you own',
      schema: longFormInvestmentPropertySchema,
      initialValues: longFormInvestmentPropertyInitialValues,
      progress: { kind: 'value', value: 30 },
    },
    business: {
      title: 'Businesses you own',
      schema: longFormBusinessSchema,
      initialValues: longFormBusinessInitialValues,
      progress: { kind: 'value', value: 40 },
    },
    securities: {
      title: 'Stocks and bonds',
      schema: longFormSecuritiesSchema,
      initialValues: longFormSecuritiesInitialValues,
      progress: { kind: 'value', value: 50 },
    },
    lifeInsurance: {
      title: 'Life insurance',
      schema: longFormLifeInsuranceSchema,
      initialValues: longFormLifeInsuranceInitialValues,
      progress: { kind: 'value', value: 60 },
    },
    notesPayable: {
      title: 'Notes payable and other debts',
      schema: longFormNotesPayableSchema,
      initialValues: longFormNotesPayableInitialValues,
      progress: { kind: 'value', value: 70 },
    },
    bankAccount: {
      title: 'Bank accounts and other assets',
      schema: longFormBankAccountSchema,
      initialValues: longFormBankAccountInitialValues,
      progress: { kind: 'value', value: 80 },
    },
    subjectProperty: {
      title: 'The property to finance',
      schema: longFormSubjectPropertySchema,
      initialValues: longFormSubjectPropertyInitialValues,
      progress: { kind: 'value', value: 85 },
    },
    typeOfLoan: {
      title: 'Type of loan',
      schema: longFormTypeOfLoanSchema,
      initialValues: longFormTypeOfLoanInitialValues,
      progress: { kind: 'value', value: 90 },
    },
    checkboxQs: {
      title: 'Almost done: review and sign',
      schema: longFormCheckboxQsSchema,
      initialValues: longFormCheckboxQsInitialValues,
      progress: { kind: 'value', text: 'Almost done' },
    },
  },
});
