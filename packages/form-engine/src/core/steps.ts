import type { Flow, FlowStep } from './types.ts';

/** The step with this id, or undefined when the flow has none (e.g. a stale URL). */
export function findStep<TStep extends string, TStage extends string>(
  flow: Flow<TStep, TStage>,
  stepId: string,
): FlowStep<TStep, TStage> | undefined {
  return flow.steps.find((step) => step.id === stepId);
}

/** True when `stepId` names a step of the flow; narrows untrusted input such as route params. */
export function isStepOf<TStep extends string>(flow: Flow<TStep, string>, stepId: string): stepId is TStep {
  return findStep(flow, stepId) !== undefined;
}

/** The step with this id; an unknown id is a programming error and throws. */
export function requireStep<TStep extends string, TStage extends string>(
  flow: Flow<TStep, TStage>,
  stepId: string,
): FlowStep<TStep, TStage> {
  const step = findStep(flow, stepId);
  if (!step) throw new RangeError(`Flow "${flow.id}" has no step "${stepId}"`);
  return step;
}

export function firstStep<TStep extends string, TStage extends string>(
  flow: Flow<TStep, TStage>,
): FlowStep<TStep, TStage> {
  // defineFlow refuses flows without steps.
  return flow.steps[0]!;
}
