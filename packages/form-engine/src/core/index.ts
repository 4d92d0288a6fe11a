// The engine, React-free and product-free: it runs in the browser and on the server alike.
export { defineFlow, FlowDeclarationError, type FlowDeclaration } from './define-flow.ts';
export {
  applyStepSave,
  createDraft,
  flowDraftSchema,
  resumeStep,
  saveStep,
  type FlowDraft,
} from './draft.ts';
export { issuesToFieldErrors, type FieldErrors } from './field-errors.ts';
export {
  firstStepToAnswer,
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
export {
  answerEntries,
  answerRows,
  answerSections,
  defaultAnswerTexts,
  maskedWords,
  type AnswerEntry,
  type AnswerFormatter,
  type AnswerRow,
  type AnswerRowOptions,
  type AnswerSection,
  type AnswerTexts,
  type Audience,
  type FormattedAnswer,
} from './answers.ts';
export {
  contextAt,
  declarationAt,
  field,
  fieldDeclaration,
  fieldSchemas,
  fieldsOf,
  forgetDeclarations,
  isAnswerDeclaration,
  itemTitleOf,
  patternOf,
  reword,
  stepDeclarations,
  textOf,
  type AnswerDeclaration,
  type DeclaredField,
  type FieldContext,
  type FieldDeclaration,
  type FieldKind,
  type FieldOption,
  type FieldPattern,
  type FieldRewording,
  type FieldText,
  type GroupDeclaration,
  type ListDeclaration,
  type MaskShows,
  type Sensitivity,
  type StepDeclarations,
} from './fields.ts';
export {
  isMaskedValue,
  maskedPaths,
  maskValues,
  restoreMaskedValues,
  sensitiveFields,
  type MaskedValue,
  type SensitiveField,
  type ValueRef,
  withoutSensitive,
} from './sensitive.ts';
export { keepStepFields, stepFieldNames } from './step-fields.ts';
export { findStep, firstStep, isStepOf, requireStep } from './steps.ts';
export type * from './types.ts';
export { validateFlow } from './validate-flow.ts';
export { validateStep } from './validate-step.ts';
