import { useMemo } from 'react';
import {
  guardStep,
  nextStep,
  previousStep,
  progressFor,
  requireStep,
  stepPath,
  type FlowStep,
  type GuardResult,
  type Progress,
} from '../core/index.ts';
import { useFlow } from './flow-context.tsx';

export interface FlowStepView {
  readonly step: FlowStep;
  readonly progress: Progress;
  readonly path: string;
  /** Where Next goes once the step is valid; undefined on the last step. */
  readonly nextPath: string | undefined;
  /** Where Back goes, without validating; undefined on the first step. */
  readonly previousPath: string | undefined;
  /** Whether the borrower may be on this step at all, and where to send them if not. */
  readonly guard: GuardResult;
}

/** Everything a step screen derives from the flow declaration; route files only name the step. */
export function useFlowStep(stepId: string): FlowStepView {
  const { flow, values, completed } = useFlow();
  return useMemo(() => {
    const step = requireStep(flow, stepId);
    const next = nextStep(flow, step.id, values);
    const previous = previousStep(flow, step.id, values);
    return {
      step,
      progress: progressFor(flow, step.id),
      path: stepPath(flow, step.id),
      nextPath: next === undefined ? undefined : stepPath(flow, next),
      previousPath: previous === undefined ? undefined : stepPath(flow, previous),
      guard: guardStep(flow, step.id, values, completed),
    };
  }, [flow, stepId, values, completed]);
}
