import { flowSteps, pages, type FlowId } from '@northgate/site-config';
import { messages } from '@northgate/validators';
import { defineFlow } from '@northgate/form-engine/core';
import type { Flow, FlowCheck, FlowStep, Stage } from '@northgate/form-engine/core';

export type SiteStepId<TFlowId extends FlowId> = (typeof flowSteps)[TFlowId][number];

export interface SiteFlowDeclaration<TFlowId extends FlowId, TStage extends string> {
  readonly stages?: readonly Stage<TStage>[];
  /** One entry per step id of site-config; the compiler demands every one of them. */
  readonly steps: { readonly [TStep in SiteStepId<TFlowId>]: Omit<FlowStep<TStep, NoInfer<TStage>>, 'id'> };
  /** Rules across the flow's steps, declared beside its steps (`rules` / `cross-step.ts`). */
  readonly check?: FlowCheck<SiteStepId<TFlowId>>;
}

/**
 * Declares one of the product's flows with site-config as the single source of its
 * step ids, their order, its parent path and its access, so routes and flows cannot drift.
 */
export function defineSiteFlow<TFlowId extends FlowId, const TStage extends string = never>(
  flowId: TFlowId,
  declaration: SiteFlowDeclaration<TFlowId, TStage>,
): Flow<SiteStepId<TFlowId>, TStage> {
  const page = pages[flowId];
  const stepIds: readonly SiteStepId<TFlowId>[] = flowSteps[flowId];
  return defineFlow<SiteStepId<TFlowId>, TStage>({
    id: flowId,
    basePath: page.path,
    access: page.access,
    missingValueMessage: messages.required,
    ...(declaration.stages && { stages: declaration.stages }),
    ...(declaration.check && { check: declaration.check }),
    steps: stepIds.map((id) => ({ id, ...declaration.steps[id] })),
  });
}
