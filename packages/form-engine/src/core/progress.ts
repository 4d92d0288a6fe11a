import { requireStep } from './steps.ts';
import type { Flow, Progress } from './types.ts';

/**
 * What the progress bar shows on a step, derived from the declarations: a stage step
 * activates its stage and marks every earlier stage passed, so no page sets its own bar.
 */
export function progressFor<TStep extends string>(
  flow: Flow<TStep, string>,
  stepId: NoInfer<TStep>,
): Progress {
  const { progress } = requireStep(flow, stepId);
  switch (progress.kind) {
    case 'hidden':
      return { kind: 'hidden' };
    case 'value':
      return {
        kind: 'value',
        ...(progress.value !== undefined && { value: progress.value }),
        ...(progress.text !== undefined && { text: progress.text }),
      };
    case 'stage': {
      const activeIndex = flow.stages.findIndex((stage) => stage.id === progress.stage);
      return {
        kind: 'stages',
        stages: flow.stages,
        activeId: progress.stage,
        passedIds: flow.stages.slice(0, activeIndex).map((stage) => stage.id),
      };
    }
  }
}
