import { findStep, firstStep, requireStep } from './steps.ts';
import type { Flow, FlowStep, FlowValues } from './types.ts';
import { validateStep } from './validate-step.ts';

/**
 * Which steps count as done: the ids of completed steps (e.g. a draft's `completedSteps`)
 * or a predicate. When omitted, a step counts as done when it has values that pass its schema.
 */
export type StepValidity<TStep extends string = string> =
  ReadonlySet<string> | readonly string[] | ((stepId: TStep) => boolean);

export type GuardResult<TStep extends string = string> =
  { readonly allow: true } | { readonly allow: false; readonly redirectTo: TStep };

function isVisible(step: FlowStep<string, string>, values: FlowValues): boolean {
  return step.when ? step.when(values) : true;
}

/** The steps the borrower goes through with these answers, in flow order. */
export function visibleSteps<TStep extends string, TStage extends string>(
  flow: Flow<TStep, TStage>,
  values: FlowValues,
): FlowStep<TStep, TStage>[] {
  return flow.steps.filter((step) => isVisible(step, values));
}

/** The next visible step after `stepId`, or undefined on the last one. */
export function nextStep<TStep extends string>(
  flow: Flow<TStep, string>,
  stepId: NoInfer<TStep>,
  values: FlowValues,
): TStep | undefined {
  const index = flow.steps.indexOf(requireStep(flow, stepId));
  return flow.steps.slice(index + 1).find((step) => isVisible(step, values))?.id;
}

/** The visible step before `stepId`, or undefined on the first one. Going back never validates. */
export function previousStep<TStep extends string>(
  flow: Flow<TStep, string>,
  stepId: NoInfer<TStep>,
  values: FlowValues,
): TStep | undefined {
  const index = flow.steps.indexOf(requireStep(flow, stepId));
  return flow.steps.slice(0, index).findLast((step) => isVisible(step, values))?.id;
}

function toValidityCheck<TStep extends string>(
  flow: Flow<TStep, string>,
  values: FlowValues,
  validity: StepValidity<TStep> | undefined,
): (stepId: TStep) => boolean {
  if (typeof validity === 'function') return validity;
  if (validity) {
    const done = new Set<string>(validity);
    return (stepId) => done.has(stepId);
  }
  return (stepId) => values[stepId] !== undefined && validateStep(flow, stepId, values[stepId]).ok;
}

/**
 * The furthest step the borrower may open: the first visible step that is not yet valid,
 * since every earlier visible step must be valid; the last visible step once all are.
 */
export function furthestReachableStep<TStep extends string>(
  flow: Flow<TStep, string>,
  values: FlowValues,
  validity?: StepValidity<TStep>,
): TStep {
  const visible = visibleSteps(flow, values);
  return firstStepToAnswer(flow, values, validity) ?? (visible.at(-1) ?? firstStep(flow)).id;
}

/**
 * The first visible step that still needs an answer (not done, or a step the answers have just
 * made visible), or undefined when every visible step is done: where a borrower who changed one
 * answer from a review page goes next, instead of straight back to the review.
 */
export function firstStepToAnswer<TStep extends string>(
  flow: Flow<TStep, string>,
  values: FlowValues,
  validity?: StepValidity<TStep>,
): TStep | undefined {
  const isValid = toValidityCheck(flow, values, validity);
  return visibleSteps(flow, values).find((step) => !isValid(step.id))?.id;
}

/**
 * Route guard for linear flows: a step past the furthest reachable one, or one hidden by
 * the current answers, redirects to the furthest reachable step; an unknown step id
 * redirects to the first step.
 */
export function guardStep<TStep extends string>(
  flow: Flow<TStep, string>,
  requestedStepId: string,
  values: FlowValues,
  completed?: StepValidity<TStep>,
): GuardResult<TStep> {
  const requested = findStep(flow, requestedStepId);
  if (!requested) return { allow: false, redirectTo: (visibleSteps(flow, values)[0] ?? firstStep(flow)).id };

  const furthest = furthestReachableStep(flow, values, completed);
  const isPastFurthest = flow.steps.indexOf(requested) > flow.steps.indexOf(requireStep(flow, furthest));
  if (!isVisible(requested, values) || isPastFurthest) return { allow: false, redirectTo: furthest };
  return { allow: true };
}
