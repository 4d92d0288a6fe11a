import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { Progress } from '../core/index.ts';
import { DefaultAutosaveStatus } from './defaults/autosave-status.tsx';
import { DefaultErrorSummary } from './defaults/error-summary.tsx';
import { DefaultProgress } from './defaults/progress.tsx';
import { DefaultStepNavigation } from './defaults/step-navigation.tsx';
import type { SaveState } from './use-autosave.ts';

/** One problem in the error summary: the id of the field's input and its message. */
export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** The problems the last Next found that are still there; empty when there is nothing to show. */
  errors: ErrorSummaryItem[];
  title: string;
  /** Changes on every failed Next: the summary takes focus again each time. */
  focusKey: number;
}

export interface StepNavigationProps {
  /** Back, without validating; absent on the first step. */
  onBack?: () => void;
  /** Next (or the finish label on the last step); Next is the form's submit button. */
  nextLabel: string;
  backLabel: string;
  /** A step is being saved: Next shows it and ignores clicks. */
  submitting: boolean;
}

export interface ProgressProps {
  progress: Exclude<Progress, { kind: 'hidden' }>;
  /** Accessible name of the bar. */
  label: string;
  /** The engine's texts, for words a bar adds (such as the state of each stage). */
  texts: FormEngineTexts;
}

export interface AutosaveStatusProps {
  state: SaveState;
  /** The state in words, from the texts ('' while idle). */
  text: string;
}

/** The parts of the step shell an app may replace with its own design system's. */
export interface FormEngineComponents {
  readonly ErrorSummary: ComponentType<ErrorSummaryProps>;
  readonly StepNavigation: ComponentType<StepNavigationProps>;
  readonly Progress: ComponentType<ProgressProps>;
  readonly AutosaveStatus: ComponentType<AutosaveStatusProps>;
}

/** Every word the bindings put on screen. */
export interface FormEngineTexts {
  readonly next: string;
  /** Next on the last visible step. */
  readonly finish: string;
  readonly back: string;
  readonly errorSummaryTitle: string;
  readonly saving: string;
  readonly savedAt: (at: Date) => string;
  /** A save failed; the values wait on the device and the save is retried. */
  readonly notSaved: string;
  /** Accessible name of the progress bar when the page gives none. */
  readonly progressLabel: string;
  /** Read after a stage's name by the default progress list. */
  readonly stagePassed: string;
  readonly stageCurrent: (position: number, total: number) => string;
  readonly stageUpcoming: string;
}

export interface FormEngineOptions {
  readonly components?: Partial<FormEngineComponents>;
  readonly texts?: Partial<FormEngineTexts>;
  /** Unsaved values wait in localStorage under `<prefix>.<flowId>.<owner>`. */
  readonly storageKeyPrefix?: string;
}

export interface ResolvedFormEngineOptions {
  readonly components: FormEngineComponents;
  readonly texts: FormEngineTexts;
  readonly storageKeyPrefix: string;
}

export const DEFAULT_STORAGE_KEY_PREFIX = 'form-engine.draft';

export const defaultTexts: FormEngineTexts = {
  next: 'Next',
  finish: 'Finish',
  back: 'Back',
  errorSummaryTitle: 'There is a problem',
  saving: 'Saving…',
  savedAt: (at) => `Saved at ${at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`,
  notSaved: 'Not saved yet. Your answers are kept on this device and saved as soon as we can.',
  progressLabel: 'Progress',
  stagePassed: 'completed',
  stageCurrent: (position, total) => `current step ${position} of ${total}`,
  stageUpcoming: 'not started',
};

export const defaultComponents: FormEngineComponents = {
  ErrorSummary: DefaultErrorSummary,
  StepNavigation: DefaultStepNavigation,
  Progress: DefaultProgress,
  AutosaveStatus: DefaultAutosaveStatus,
};

/** The options with a default for everything left out. */
export function resolveFormEngineOptions(options: FormEngineOptions = {}): ResolvedFormEngineOptions {
  return {
    components: { ...defaultComponents, ...options.components },
    texts: { ...defaultTexts, ...options.texts },
    storageKeyPrefix: options.storageKeyPrefix ?? DEFAULT_STORAGE_KEY_PREFIX,
  };
}

const defaults = resolveFormEngineOptions();

export const FormEngineContext = createContext<ResolvedFormEngineOptions>(defaults);

/**
 * Sets the components, texts and storage prefix of every binding below it. Without a provider
 * the bindings use plain, accessible HTML and English texts.
 */
export function FormEngineProvider({
  children,
  components,
  texts,
  storageKeyPrefix,
}: FormEngineOptions & { children: ReactNode }) {
  const resolved = useMemo(
    () =>
      resolveFormEngineOptions({
        components,
        texts,
        ...(storageKeyPrefix !== undefined && { storageKeyPrefix }),
      }),
    [components, texts, storageKeyPrefix],
  );
  return <FormEngineContext.Provider value={resolved}>{children}</FormEngineContext.Provider>;
}

export function useFormEngineOptions(): ResolvedFormEngineOptions {
  return useContext(FormEngineContext);
}
