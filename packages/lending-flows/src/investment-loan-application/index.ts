// Investment (DSCR) loan application: the flow and one module per step.
export * from './declarations.ts';
export { estimateDscr, type DscrEstimate } from './dscr-estimate.ts';
export { investmentLoanApplicationFlow, type Answers } from './flow.ts';
export * from './income-information.ts';
export * from './loan-request-information.ts';
export * from './personal-and-borrowing-entity.ts';
export * from './subject-property-information.ts';
export * from './cross-step.ts';
