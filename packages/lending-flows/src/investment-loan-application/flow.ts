import type { FlowAnswersOf } from '@northgate/form-engine/core';
import { defineSiteFlow } from '../site-flow.ts';
import { declarationsInitialValues, declarationsSchema } from './declarations.ts';
import { incomeInformationInitialValues, incomeInformationSchema } from './income-information.ts';
import {
  loanRequestInformationInitialValues,
  loanRequestInformationSchema,
} from './loan-request-information.ts';
import {
  personalAndBorrowingEntityInitialValues,
  personalAndBorrowingEntitySchema,
} from './personal-and-borrowing-entity.ts';
import {
  subjectPropertyInformationInitialValues,
  subjectPropertyInformationSchema,
} from './subject-property-information.ts';

/**
 * Investment (DSCR) loan application (docs/product/product-spec.md §2; docs/product/flow-fields.md, Flow 4): one stage
 * per step, earlier stages passed. A rental loan is made to a company and guaranteed by its
 * owners, qualified on the property's rent rather than the borrower's income.
 */
export const investmentLoanApplicationFlow = defineSiteFlow('investmentLoanApplication', {
  stages: [
    { id: 'entity', label: 'Entity' },
    { id: 'request', label: 'Request' },
    { id: 'property', label: 'Property' },
    { id: 'income', label: 'Income' },
    { id: 'declarations', label: 'Declarations' },
  ],
  // Rules across steps: cross-step.ts, attached by ../checked-flows.ts (run at submit only).
  steps: {
    personalAndBorrowingEntity: {
      title: 'You and your borrowing entity',
      schema: personalAndBorrowingEntitySchema,
      initialValues: personalAndBorrowingEntityInitialValues,
      progress: { kind: 'stage', stage: 'entity' },
    },
    loanRequestInformation: {
      title: 'Your loan request',
      schema: loanRequestInformationSchema,
      initialValues: loanRequestInformationInitialValues,
      progress: { kind: 'stage', stage: 'request' },
    },
    subjectPropertyInformation: {
      title: 'The property',
      schema: subjectPropertyInformationSchema,
      initialValues: subjectPropertyInformationInitialValues,
      progress: { kind: 'stage', stage: 'property' },
    },
    incomeInformation: {
      title: 'Rental income',
      schema: incomeInformationSchema,
      initialValues: incomeInformationInitialValues,
      progress: { kind: 'stage', stage: 'income' },
    },
    declarations: {
      title: 'Declarations and signature',
      schema: declarationsSchema,
      initialValues: declarationsInitialValues,
      progress: { kind: 'stage', stage: 'declarations' },
    },
  },
});

/** A investment loan application's answers, step by step, typed from its step schemas (for code that reads them by name). */
export type Answers = FlowAnswersOf<{
  personalAndBorrowingEntity: typeof personalAndBorrowingEntitySchema;
  loanRequestInformation: typeof loanRequestInformationSchema;
  subjectPropertyInformation: typeof subjectPropertyInformationSchema;
  incomeInformation: typeof incomeInformationSchema;
  declarations: typeof declarationsSchema;
}>;
