// Long form: the flow, one module per step, and the personal financial statement worked out from them.
export * from './bank-account.ts';
export * from './business.ts';
export * from './checkbox-qs.ts';
export * from './contact-info.ts';
export * from './documents-ids.ts';
export * from './entity-info.ts';
export * from './financial-statement.ts';
export { longFormFlow, type Answers } from './flow.ts';
export * from './income-info.ts';
export * from './investment-property.ts';
export * from './life-insurance.ts';
export * from './notes-payable.ts';
export * from './phone.ts';
export * from './primary-residence.ts';
export * from './securities.ts';
export * from './subject-property.ts';
export * from './type-of-loan.ts';
export * from './verify-phone.ts';
