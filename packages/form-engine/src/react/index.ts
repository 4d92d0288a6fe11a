export { AutosaveStatus, formatSavedAt, NOT_SAVED_MESSAGE, saveStateText } from './autosave-status.tsx';
export { DraftRejectedError, type DraftClient, type SubmittedApplication } from './draft-client.ts';
export { FlowProvider, useFlow, type FlowState } from './flow-context.tsx';
export {
  FlowForm,
  FlowStepForm,
  initialFlowValues,
  useStepFieldName,
  type FlowFormValues,
  type FlowStepFormProps,
} from './flow-form.tsx';
export { FlowOverview } from './flow-overview.tsx';
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
export { useFlowStep, type FlowStepView } from './use-flow-step.ts';
export { useStepGuard } from './use-step-guard.ts';
