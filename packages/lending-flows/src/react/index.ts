// The product's binding of the form engine's React bindings: the same names as
// `@northgate/form-engine/react`, with the step shell drawn by @northgate/ui in the product's words.
import { northgateFormEngine } from './northgate-engine.ts';

export * from '@northgate/form-engine/react';
export { NorthgateAutosaveStatus, NorthgateProgress } from './components.tsx';
export { FlowOverview } from './flow-overview.tsx';
export { OnFileOr } from './on-file.tsx';
export { StepField, StepList, type StepFieldProps, type StepListProps } from './step-field.tsx';
export { northgateFormEngine } from './northgate-engine.ts';
export { formatSavedAt, NORTHGATE_STORAGE_KEY_PREFIX, NOT_SAVED_MESSAGE, northgateTexts } from './texts.ts';

/** Bound to the Northgate components, texts and storage prefix; they shadow the unbound ones above. */
export const { FlowForm, FlowStepForm, FlowProgress, AutosaveStatus, useAutosave } = northgateFormEngine;
/** Wraps pages that use unbound bindings (e.g. imported from `@northgate/form-engine/react`). */
export const NorthgateFormEngineProvider = northgateFormEngine.Provider;
