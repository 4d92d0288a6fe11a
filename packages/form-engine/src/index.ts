export { defineFlow, FlowDeclarationError, type FlowDeclaration } from './define-flow.ts';
export {
  applyStepSave,
  createDraft,
  flowDraftSchema,
  resumeStep,
  saveStep,
  type FlowDraft,
} from './draft.ts';
export * from './flows/index.ts';
export { defineSiteFlow, type SiteFlowDeclaration, type SiteStepId } from './flows/site-flow.ts';
export {
  furthestReachableStep,
  guardStep,
  nextStep,
  previousStep,
  visibleSteps,
  type GuardResult,
  type StepValidity,
} from './navigation.ts';
export { stepIdFromPath, stepPath } from './paths.ts';
export { progressFor } from './progress.ts';
export { issuesToFieldErrors, type FieldErrors } from './field-errors.ts';
export { findStep, firstStep, isStepOf, requireStep } from './steps.ts';
export type * from './types.ts';
export { validateStep } from './validate-step.ts';
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
