// The product's entry: the engine (`./core`) plus the five flows, their step schemas and
// `defineSiteFlow`. Apps without the product use `@northgate/form-engine/core` and `/react`.
export * from './core/index.ts';
export * from './flows/index.ts';
export * from './flows/review-answers.ts';
export * from './flows/esign-consent.ts';
