import { defineSiteFlow } from './site-flow.ts';

/** Investment loan application (spec section 2): one stage per step, earlier stages passed. */
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
      progress: { kind: 'stage', stage: 'entity' },
    },
    loanRequestInformation: { title: 'Your loan request', progress: { kind: 'stage', stage: 'request' } },
    subjectPropertyInformation: { title: 'The property', progress: { kind: 'stage', stage: 'property' } },
    incomeInformation: { title: 'Rental income', progress: { kind: 'stage', stage: 'income' } },
    declarations: { title: 'Declarations and signature', progress: { kind: 'stage', stage: 'declarations' } },
  },
});
