// Short quiz: the flow and one module per step (schema, initial values, option lists).
export * from './assets-form.ts';
export * from './assets-select.ts';
export * from './checkbox-qs.ts';
export * from './credit-score.ts';
export { shortQuizFlow, type Answers } from './flow.ts';
export * from './password.ts';
export * from './personal-details.ts';
export * from './request-loan.ts';
export * from './verify-email.ts';
