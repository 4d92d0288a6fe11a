import { useEffect } from 'react';
import { stepPath } from '../core/index.ts';
import { useFlow } from './flow-context.tsx';
import { useFlowStep } from './use-flow-step.ts';

/**
 * Linear flows: a borrower who opens a step past the furthest reachable one (or one hidden by
 * their answers) is sent to the furthest reachable step. Returns whether the step may render.
 */
export function useStepGuard(stepId: string, redirect: (path: string) => void): boolean {
  const { flow } = useFlow();
  const { guard } = useFlowStep(stepId);
  const target = guard.allow ? undefined : stepPath(flow, guard.redirectTo);
  useEffect(() => {
    if (target !== undefined) redirect(target);
  }, [target, redirect]);
  return guard.allow;
}
