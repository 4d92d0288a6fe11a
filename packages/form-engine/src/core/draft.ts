import * as v from 'valibot';
import { furthestReachableStep } from './navigation.ts';
import { requireStep } from './steps.ts';
import type { Flow, StepValidation, StepValues } from './types.ts';
import { validateStep } from './validate-step.ts';

/**
 * A borrower's half-filled application, shared by the browser and the server.
 * `values` keeps whatever was typed, valid or not; `completedSteps` lists the steps whose
 * last save passed validation; `furthestStep` is where a reload or another device resumes.
 */
export interface FlowDraft {
  readonly flowId: string;
  readonly values: Readonly<Record<string, StepValues>>;
  readonly completedSteps: readonly string[];
  readonly furthestStep: string;
  /** ISO 8601 time of the last save. */
  readonly updatedAt: string;
}

/** Wire shape of a draft, for the API and the client to validate with one schema. */
export const flowDraftSchema = v.object({
  flowId: v.pipe(v.string(), v.nonEmpty()),
  values: v.record(v.string(), v.record(v.string(), v.unknown())),
  completedSteps: v.array(v.string()),
  furthestStep: v.pipe(v.string(), v.nonEmpty()),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
}) satisfies v.GenericSchema<unknown, FlowDraft>;

export function createDraft(flow: Flow, now: Date = new Date()): FlowDraft {
  return {
    flowId: flow.id,
    values: {},
    completedSteps: [],
    furthestStep: furthestReachableStep(flow, {}, []),
    updatedAt: now.toISOString(),
  };
}

/**
 * What saving one step does to a draft; the server and the browser both apply it.
 * - The typed values are stored as typed, even when invalid: input is never discarded.
 * - A valid save marks the step completed; an invalid one un-marks it.
 * - The furthest step is recomputed, so an invalid earlier step pulls it back.
 * Returns a new draft; the input is left untouched.
 */
export function applyStepSave(
  flow: Flow,
  draft: FlowDraft,
  stepId: string,
  stepValues: StepValues,
  validation: StepValidation,
  now: Date = new Date(),
): FlowDraft {
  if (draft.flowId !== flow.id) {
    throw new RangeError(`Draft of flow "${draft.flowId}" cannot be saved into flow "${flow.id}"`);
  }
  requireStep(flow, stepId);

  const values = { ...draft.values, [stepId]: stepValues };
  const completed = new Set(draft.completedSteps);
  if (validation.ok) completed.add(stepId);
  else completed.delete(stepId);
  // Flow order keeps drafts comparable; ids of steps the flow no longer has are dropped.
  const completedSteps = flow.steps.filter((step) => completed.has(step.id)).map((step) => step.id);

  return {
    flowId: flow.id,
    values,
    completedSteps,
    furthestStep: furthestReachableStep(flow, values, completedSteps),
    updatedAt: now.toISOString(),
  };
}

/** Where a reload, another tab or another device should resume this draft. */
export function resumeStep<TStep extends string>(flow: Flow<TStep, string>, draft: FlowDraft): TStep {
  return furthestReachableStep(flow, draft.values, draft.completedSteps);
}

/** Validates a step and applies the save in one go: what the draft endpoint does per request. */
export function saveStep(
  flow: Flow,
  draft: FlowDraft,
  stepId: string,
  stepValues: StepValues,
  now: Date = new Date(),
): { draft: FlowDraft; validation: StepValidation } {
  const validation = validateStep(flow, stepId, stepValues);
  return { draft: applyStepSave(flow, draft, stepId, stepValues, validation, now), validation };
}
