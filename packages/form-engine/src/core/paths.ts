import { requireStep } from './steps.ts';
import type { Flow } from './types.ts';

/** URL of a step: the flow's parent path (trailing slash, as the spec writes it) plus the step id. */
export function stepPath<TStep extends string>(flow: Flow<TStep, string>, stepId: NoInfer<TStep>): string {
  return flow.basePath + requireStep(flow, stepId).id;
}

/** The step a pathname points at, or undefined when it is not one of this flow's step URLs. */
export function stepIdFromPath<TStep extends string>(
  flow: Flow<TStep, string>,
  pathname: string,
): TStep | undefined {
  if (!pathname.startsWith(flow.basePath)) return undefined;
  const segment = pathname.slice(flow.basePath.length).replace(/\/$/, '');
  return flow.steps.find((step) => step.id === segment)?.id;
}
