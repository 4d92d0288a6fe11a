// The product's entry: the engine (`./core`) plus the five flows and their step schemas.
export * from './core/index.ts';
export * from './flows/index.ts';
export { defineSiteFlow, type SiteFlowDeclaration, type SiteStepId } from './flows/site-flow.ts';
export {
  borrowerRoles,
  personalDetailsInitialValues,
  personalDetailsSchema,
  quizStates,
} from './flows/steps/personal-details.ts';
export * from './flows/steps/short-quiz-steps.ts';
export * from './flows/steps/investment.ts';
export * from './flows/steps/business.ts';
export * from './flows/steps/permanent.ts';
