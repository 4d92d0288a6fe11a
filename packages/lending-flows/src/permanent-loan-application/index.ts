// Permanent loan application: the flow and one module per step.
export * from './assets-and-liabilities.ts';
export * from './balance-sheet.ts';
export * from './borrower-information.ts';
export * from './declarations.ts';
export * from './employment-information.ts';
export { permanentLoanApplicationFlow, type Answers } from './flow.ts';
export * from './monthly-income-and-combined-expense-info.ts';
export * from './property-information.ts';
export * from './transaction-details.ts';
export * from './type-of-mortgage.ts';
export * from './cross-step.ts';
