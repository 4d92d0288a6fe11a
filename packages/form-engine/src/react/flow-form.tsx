import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  firstStepToAnswer,
  issuesToFieldErrors,
  nextStep,
  previousStep,
  stepPath,
  type Flow,
  type FlowDraft,
  validateStep,
  type StepValidity,
  type StepValues,
} from '../core/index.ts';
import { afterNextPaint } from './after-next-paint.ts';
import { useFormEngineOptions } from './engine-options.tsx';
import { useFlow } from './flow-context.tsx';
import { formikValidate } from './formik-validate.ts';
import type { Autosave } from './use-autosave.ts';
import { useErrorSummary } from './use-error-summary.ts';

/** Every step's values, keyed by step id: the values of the flow's one Formik instance. */
export type FlowFormValues = Record<string, StepValues>;

type StepSubmit = (values: FlowFormValues, helpers: FormikHelpers<FlowFormValues>) => Promise<void>;

interface FlowFormState {
  readonly autosave: Autosave;
  /** The step on screen: the only one Formik validates, and the one Next submits. */
  readonly currentStep: { current: string | undefined };
  readonly submitStep: { current: StepSubmit | undefined };
}

const FlowFormContext = createContext<FlowFormState | null>(null);
const StepContext = createContext<string | null>(null);

/** Each step's declared initial values under what the draft holds, so every field starts controlled. */
export function initialFlowValues(flow: Flow, draft: FlowDraft): FlowFormValues {
  return Object.fromEntries(
    flow.steps.map((step) => [step.id, { ...step.initialValues, ...draft.values[step.id] }]),
  );
}

/**
 * One Formik instance for a whole flow, fed from the draft: answers survive moving between
 * steps, and only the step on screen is ever validated. Place it above the step screens
 * (e.g. in the flow's layout) inside a `FlowProvider`.
 */
export function FlowForm({
  autosave,
  draft,
  children,
}: {
  autosave: Autosave;
  /** The loaded draft (`autosave.draft` once `loadState` is 'ready'). */
  draft: FlowDraft;
  children: ReactNode;
}) {
  const { flow } = useFlow();
  const currentStep = useRef<string | undefined>(undefined);
  const submitStep = useRef<StepSubmit | undefined>(undefined);
  // Formik reads initial values once; later drafts come from the borrower's own typing.
  const initialValues = useMemo(() => initialFlowValues(flow, draft), [flow]); // eslint-disable-line react-hooks/exhaustive-deps
  const validate = useCallback(
    (values: FlowFormValues) => {
      const stepId = currentStep.current;
      if (stepId === undefined) return {};
      const errors = formikValidate(flow, stepId)(values[stepId] ?? {});
      return Object.keys(errors).length === 0 ? {} : { [stepId]: errors };
    },
    [flow],
  );
  const state = useMemo(() => ({ autosave, currentStep, submitStep }), [autosave]);

  return (
    <FlowFormContext.Provider value={state}>
      <Formik<FlowFormValues>
        initialValues={initialValues}
        validate={validate}
        onSubmit={(values, helpers) => submitStep.current?.(values, helpers)}
      >
        {/* Formik takes exactly one child element. */}
        <>{children}</>
      </Formik>
    </FlowFormContext.Provider>
  );
}

function useFlowForm(): FlowFormState {
  const state = useContext(FlowFormContext);
  if (!state) throw new Error('FlowStepForm must be used inside a <FlowForm>');
  return state;
}

/** The id of the step whose form is around the caller (inside a `<FlowStepForm>`). */
export function useCurrentStepId(): string {
  const stepId = useContext(StepContext);
  if (stepId === null) throw new Error('Step fields must be used inside a <FlowStepForm>');
  return stepId;
}

/** Field names of the current step: `useStepFieldName()('email')` -> 'personalDetails.email'. */
export function useStepFieldName(): (field: string) => string {
  const stepId = useContext(StepContext);
  if (stepId === null) throw new Error('useStepFieldName must be used inside a <FlowStepForm>');
  return useCallback((field: string) => `${stepId}.${field}`, [stepId]);
}

export interface FlowStepFormProps {
  readonly stepId: string;
  /** Goes to another step's URL (the router's navigate in the app, a spy in tests). */
  readonly onNavigate: (path: string) => void;
  /** After Next on the last visible step once the step reached the server (e.g. submit the draft). */
  readonly onFinish?: () => void | Promise<void>;
  /** Overrides the engine's `next` text for this step. */
  readonly nextLabel?: string;
  /** Overrides the engine's `finish` text (Next on the last visible step). */
  readonly finishLabel?: string;
  /**
   * A step opened to change an answer from a review page (check your answers): Next, labelled
   * `label`, saves and goes back to `path` at once, unless a visible step still needs an answer
   * (e.g. one the change has just made visible), which it opens instead.
   */
  readonly returnTo?: { readonly path: string; readonly label: string };
  /** The step's fields, named with `useStepFieldName`. */
  readonly children?: ReactNode;
}

/**
 * The shell of one step: error summary, the step's fields, Back and Next, drawn with the
 * engine's components and texts (see `FormEngineProvider`). Typing autosaves
 * (debounced); Next validates this step only, saves it and moves on; Back saves without
 * validating and goes back.
 */
export function FlowStepForm({
  stepId,
  onNavigate,
  onFinish,
  nextLabel,
  finishLabel,
  returnTo,
  children,
}: FlowStepFormProps) {
  const { flow, completed } = useFlow();
  const { components, texts } = useFormEngineOptions();
  const { autosave, currentStep, submitStep } = useFlowForm();
  const formik = useFormikContext<FlowFormValues>();
  const stepValues = formik.values[stepId] ?? {};
  const previous = previousStep(flow, stepId, formik.values);
  const isLast = nextStep(flow, stepId, formik.values) === undefined;

  useLayoutEffect(() => {
    currentStep.current = stepId;
    submitStep.current = async (values, helpers) => {
      const outcome = await autosave.saveNow(stepId, values[stepId] ?? {}, true);
      if (outcome.kind === 'rejected') {
        helpers.setErrors({ [stepId]: issuesToFieldErrors(outcome.issues) } as never);
        return;
      }
      if (returnTo) {
        // This step is done now; the others count as the draft holds them.
        const done = (id: string) => id === stepId || isDone(flow, values, completed, id);
        const pending = firstStepToAnswer(flow, values, done);
        helpers.resetForm({ values });
        onNavigate(pending === undefined ? returnTo.path : stepPath(flow, pending));
        return;
      }
      const next = nextStep(flow, stepId, values);
      if (next === undefined) {
        // Submitting needs the server to hold every step; a queued save would submit stale answers.
        if (outcome.kind === 'saved') await onFinish?.();
        return;
      }
      // A fresh start for the next step: no errors or touched fields carried over.
      helpers.resetForm({ values });
      onNavigate(stepPath(flow, next));
    };
  }, [stepId, flow, completed, returnTo, autosave, onNavigate, onFinish, currentStep, submitStep]);

  // Autosave while typing: any change of this step's values after it appeared on screen.
  const serialized = JSON.stringify(stepValues);
  const lastSeen = useRef({ stepId, serialized });
  const { schedule } = autosave;
  useEffect(() => {
    const seen = lastSeen.current;
    lastSeen.current = { stepId, serialized };
    // Arriving on a step is not a change; only typing on it is.
    if (seen.stepId !== stepId || seen.serialized === serialized) return;
    schedule(stepId, JSON.parse(serialized) as StepValues);
  }, [serialized, stepId, schedule]);

  // Next shows itself busy in the tap's own frame; Formik's submit (every field touched, the
  // step validated and re-rendered) starts after that paint, so the tap is answered at once on
  // a slow phone instead of after the whole step's render (INP, ADR 0067).
  const [pending, setPending] = useState(false);
  const submitting = pending || formik.isSubmitting;
  const cancelPending = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelPending.current?.(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setPending(true);
    cancelPending.current = afterNextPaint(() => {
      cancelPending.current = undefined;
      void formik.submitForm().finally(() => setPending(false));
    });
  };

  const back =
    previous === undefined
      ? undefined
      : () => {
          // Back never validates; what was typed is saved (or queued) all the same.
          void autosave.saveNow(stepId, stepValues, false);
          formik.resetForm({ values: formik.values });
          onNavigate(stepPath(flow, previous));
        };

  return (
    <StepContext.Provider value={stepId}>
      {/* `action` as Formik's own Form sets it: iOS shows "Go" on the keyboard only with one. */}
      <form action="#" noValidate onSubmit={submit} onReset={formik.handleReset}>
        <StepErrorSummary />
        {children}
        <components.StepNavigation
          onBack={back}
          nextLabel={
            returnTo ? returnTo.label : isLast ? (finishLabel ?? texts.finish) : (nextLabel ?? texts.next)
          }
          backLabel={texts.back}
          submitting={submitting}
        />
      </form>
    </StepContext.Provider>
  );
}

/** Whether the flow's `completed` (ids or a predicate; without it, the schemas) counts a step as done. */
function isDone(flow: Flow, values: FlowFormValues, completed: StepValidity | undefined, stepId: string) {
  if (completed === undefined) return validateStep(flow, stepId, values[stepId] ?? {}).ok;
  if (typeof completed === 'function') return completed(stepId);
  return new Set<string>(completed).has(stepId);
}

/** The engine's error summary, fed with the problems of the last Next. */
function StepErrorSummary() {
  const { components, texts } = useFormEngineOptions();
  const { errors, focusKey } = useErrorSummary();
  return <components.ErrorSummary errors={errors} title={texts.errorSummaryTitle} focusKey={focusKey} />;
}
