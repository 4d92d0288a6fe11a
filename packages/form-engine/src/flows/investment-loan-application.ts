import { defineSiteFlow } from './site-flow.ts';
import {
  incomeInformationInitialValues,
  incomeInformationSchema,
  investmentDeclarationsInitialValues,
  investmentDeclarationsSchema,
  loanRequestInformationInitialValues,
  loanRequestInformationSchema,
  personalAndBorrowingEntityInitialValues,
  personalAndBorrowingEntitySchema,
  subjectPropertyInformationInitialValues,
  subjectPropertyInformationSchema,
} from './steps/investment.ts';

/** Investment (DSCR) loan application (spec section 2): one stage per step, earlier stages passed. */
export const investmentLoanApplicationFlow = defineSiteFlow('investmentLoanApplication', {
  stages: [
    { id: 'entity', label: 'Entity' },
    { id: 'request', label: 'Request' },
    { id: 'property', label: 'Property' },
    { id: 'income', label: 'Income' },
    { id: 'declarations', label: 'Declarations' },
  ],
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
      schema: investmentDeclarationsSchema,
      initialValues: investmentDeclarationsInitialValues,
      progress: { kind: 'stage', stage: 'declarations' },
    },
  },
});
