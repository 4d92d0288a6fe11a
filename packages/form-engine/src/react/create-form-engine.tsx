import type { ComponentProps, ReactNode } from 'react';
import { AutosaveStatus } from './autosave-status.tsx';
import {
  FormEngineContext,
  resolveFormEngineOptions,
  type FormEngineOptions,
  type ResolvedFormEngineOptions,
} from './engine-options.tsx';
import { FlowForm, FlowStepForm } from './flow-form.tsx';
import { FlowProgress } from './flow-progress.tsx';
import { useAutosave, type Autosave, type AutosaveOptions } from './use-autosave.ts';

export interface FormEngine {
  readonly options: ResolvedFormEngineOptions;
  /** Gives every binding below it these options (for bindings imported unbound). */
  readonly Provider: (props: { children: ReactNode }) => ReactNode;
  readonly FlowForm: typeof FlowForm;
  readonly FlowStepForm: typeof FlowStepForm;
  readonly FlowProgress: typeof FlowProgress;
  readonly AutosaveStatus: typeof AutosaveStatus;
  /** `useAutosave` with this engine's storage prefix. */
  readonly useAutosave: (options: AutosaveOptions) => Autosave;
}

/**
 * The bindings with one app's components, texts and storage prefix baked in, so the app imports
 * them from one module and never wraps its pages in a provider:
 * `export const { FlowForm, FlowStepForm, FlowProgress, AutosaveStatus, useAutosave } = createFormEngine({...})`.
 */
export function createFormEngine(options: FormEngineOptions = {}): FormEngine {
  const resolved = resolveFormEngineOptions(options);
  const Provider = ({ children }: { children: ReactNode }) => (
    <FormEngineContext.Provider value={resolved}>{children}</FormEngineContext.Provider>
  );
  return {
    options: resolved,
    Provider,
    FlowForm: (props: ComponentProps<typeof FlowForm>) => (
      <Provider>
        <FlowForm {...props} />
      </Provider>
    ),
    FlowStepForm: (props: ComponentProps<typeof FlowStepForm>) => (
      <Provider>
        <FlowStepForm {...props} />
      </Provider>
    ),
    FlowProgress: (props: ComponentProps<typeof FlowProgress>) => (
      <Provider>
        <FlowProgress {...props} />
      </Provider>
    ),
    AutosaveStatus: (props: ComponentProps<typeof AutosaveStatus>) => (
      <Provider>
        <AutosaveStatus {...props} />
      </Provider>
    ),
    useAutosave: (autosaveOptions) =>
      useAutosave({ storageKeyPrefix: resolved.storageKeyPrefix, ...autosaveOptions }),
  };
}
