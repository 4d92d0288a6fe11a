// Business loan application: the flow and one module per step.
export * from './business-information.ts';
export { businessLoanApplicationFlow, type Answers } from './flow.ts';
export * from './have-bank-account.ts';
export * from './owner-information.ts';
export * from './partner-information.ts';
export * from './personal-data.ts';
export * from './processing-information.ts';
export * from './property-info.ts';
export * from './cross-step.ts';
