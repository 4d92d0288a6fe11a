import * as v from 'valibot';

/**
 * Flow drafts and their submission (our own endpoints; the spec leaves them unshown).
 * A draft is one flow's answers so far; see @northgate/form-engine's FlowDraft.
 */

/** Saved values of one step: a plain JSON object keyed by field name. */
export const StepValuesSchema = v.record(v.string(), v.unknown());

export const DraftResponseSchema = v.object({
  flowId: v.pipe(v.string(), v.nonEmpty()),
  values: v.record(v.string(), StepValuesSchema),
  completedSteps: v.array(v.string()),
  furthestStep: v.pipe(v.string(), v.nonEmpty()),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type DraftResponse = v.InferOutput<typeof DraftResponseSchema>;

/**
 * PUT a step: `complete: false` is an autosave while typing (stored as typed, never checked);
 * `complete: true` is Next (stored too, and a 422 detail list when the step is invalid).
 */
export const SaveStepRequestSchema = v.object(
  {
    values: v.pipe(
      v.unknown(),
      v.check(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
        'The values must be a JSON object',
      ),
      StepValuesSchema,
    ),
    complete: v.boolean('complete must be true or false'),
  },
  'The request body must be a JSON object',
);
export type SaveStepRequest = v.InferOutput<typeof SaveStepRequestSchema>;

/** Submit: a key the client generates once per submission, so a retry never submits twice. */
export const SubmitDraftRequestSchema = v.object(
  {
    idempotency_key: v.pipe(
      v.string('idempotency_key must be a UUID'),
      v.uuid('idempotency_key must be a UUID'),
    ),
  },
  'The request body must be a JSON object',
);
export type SubmitDraftRequest = v.InferOutput<typeof SubmitDraftRequestSchema>;

export const SubmitDraftResponseSchema = v.object({
  application_id: v.pipe(v.string(), v.nonEmpty()),
  submitted_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type SubmitDraftResponse = v.InferOutput<typeof SubmitDraftResponseSchema>;

/** URLs of the draft endpoints; ids are path segments, so they are encoded. */
export const draftPaths = {
  draft: (flowId: string) => `/api/v1/drafts/${encodeURIComponent(flowId)}`,
  step: (flowId: string, stepId: string) =>
    `/api/v1/drafts/${encodeURIComponent(flowId)}/steps/${encodeURIComponent(stepId)}`,
  submit: (flowId: string) => `/api/v1/drafts/${encodeURIComponent(flowId)}/submit`,
} as const;
