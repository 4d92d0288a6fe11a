// React bindings of the engine. Product-free: components, texts and the storage prefix are
// options (`FormEngineProvider` or `createFormEngine`), with plain accessible HTML by default.
export { AutosaveStatus, saveStateText } from './autosave-status.tsx';
export { createFormEngine, type FormEngine } from './create-form-engine.tsx';
export { DefaultAutosaveStatus } from './defaults/autosave-status.tsx';
export { DefaultErrorSummary } from './defaults/error-summary.tsx';
export { DefaultProgress } from './defaults/progress.tsx';
export { DefaultStepNavigation } from './defaults/step-navigation.tsx';
export { DraftRejectedError, type DraftClient, type SubmittedApplication } from './draft-client.ts';
export {
  DEFAULT_STORAGE_KEY_PREFIX,
  defaultComponents,
  defaultTexts,
  FormEngineProvider,
  resolveFormEngineOptions,
  useFormEngineOptions,
  type AutosaveStatusProps,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
  type FormEngineComponents,
  type FormEngineOptions,
  type FormEngineTexts,
  type ProgressProps,
  type ResolvedFormEngineOptions,
  type StepNavigationProps,
} from './engine-options.tsx';
export { FlowProvider, useFlow, type FlowState } from './flow-context.tsx';
export {
  FlowForm,
  FlowStepForm,
  initialFlowValues,
  useCurrentStepId,
  useStepFieldName,
  type FlowFormValues,
  type FlowStepFormProps,
} from './flow-form.tsx';
export { FlowProgress } from './flow-progress.tsx';
export { createMemoryDraftClient, type MemoryDraftClient } from './memory-draft-client.ts';
export { formikValidate } from './formik-validate.ts';
export { LocalDrafts, type PendingSave, type PendingSaves, type StorageLike } from './local-drafts.ts';
export {
  AUTOSAVE_DEBOUNCE_MS,
  AUTOSAVE_RETRY_DELAYS_MS,
  useAutosave,
  type Autosave,
  type AutosaveOptions,
  type SaveOutcome,
  type SaveState,
} from './use-autosave.ts';
export { flattenFieldErrors, useErrorSummary } from './use-error-summary.ts';
export { useFlowStep, type FlowStepView } from './use-flow-step.ts';
export { useStepField, useStepList, type StepFieldView } from './use-step-field.ts';
export { useStepGuard } from './use-step-guard.ts';
