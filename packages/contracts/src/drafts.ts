import * as v from 'valibot';
import { messages } from '@northgate/validators';
import { ApplicationReferenceSchema } from './applications.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/**
 * Flow drafts and their submission (our own endpoints; the spec leaves them unshown).
 * A draft is one flow's answers so far; see @northgate/form-engine's FlowDraft.
 */

const flowId = v.pipe(
  v.string(),
  v.description('A flow of @northgate/form-engine, e.g. shortQuiz or longForm'),
);
const stepId = v.pipe(v.string(), v.description('A step of that flow'));
export const DraftParamsSchema = v.object({ flowId });
export const DraftStepParamsSchema = v.object({ flowId, stepId });

/** Saved values of one step: a plain JSON object keyed by field name. */
export const StepValuesSchema = v.record(v.string(), v.unknown());

/**
 * What a draft answer holds in place of a sensitive answer the server keeps (SSN/ITIN, EIN,
 * date of birth; the step schemas mark them): that one is on file, its last four digits for
 * identity numbers, and a reference. Sending it back unchanged keeps the stored answer; a new
 * value replaces it (docs/decisions/0015-masked-sensitive-fields.md). Same shape as
 * @northgate/form-engine's MaskedValue.
 */
export const MaskedValueSchema = v.pipe(
  v.object({
    masked: v.literal(true),
    lastFour: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/), v.description('Its last four digits'))),
    ref: v.pipe(
      v.string(),
      v.nonEmpty(),
      v.description('Names the stored answer without revealing it; send it back as it came'),
    ),
  }),
  v.description('A sensitive answer on file, masked'),
);
export type MaskedValueWire = v.InferOutput<typeof MaskedValueSchema>;

const maskedNote =
  'Sensitive answers (SSN/ITIN, EIN, date of birth) are never sent in full: each is a MaskedValue.';

export const DraftResponseSchema = v.object({
  flowId: v.pipe(v.string(), v.nonEmpty()),
  values: v.pipe(
    v.record(v.string(), StepValuesSchema),
    v.description(`Each step's values, keyed by step id, stored as typed (valid or not). ${maskedNote}`),
  ),
  completedSteps: v.pipe(
    v.array(v.string()),
    v.description('Steps whose last save was valid, in flow order'),
  ),
  furthestStep: v.pipe(v.string(), v.nonEmpty(), v.description('Where a reload or another device resumes')),
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
  messages.notAnObject,
);
export type SaveStepRequest = v.InferInput<typeof SaveStepRequestSchema>;

/** Submit: a key the client generates once per submission, so a retry never submits twice. */
export const SubmitDraftRequestSchema = v.object(
  {
    idempotency_key: v.pipe(
      v.string('idempotency_key must be a UUID'),
      v.uuid('idempotency_key must be a UUID'),
    ),
  },
  messages.notAnObject,
);
export type SubmitDraftRequest = v.InferInput<typeof SubmitDraftRequestSchema>;

export const SubmitDraftResponseSchema = v.object({
  application_id: v.pipe(v.string(), v.nonEmpty()),
  reference: ApplicationReferenceSchema,
  submitted_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type SubmitDraftResponse = v.InferOutput<typeof SubmitDraftResponseSchema>;

const tag = 'drafts';
const noSession =
  'No valid token, or a guest token on a flow that needs a signed-in borrower (guests may use the anonymous flows)';

export const draftEndpoints = {
  loadDraft: defineEndpoint({
    method: 'GET',
    path: API_PATHS.draft,
    tag,
    summary: "The session's draft of a flow (an empty draft before the first save)",
    access: 'guest-or-signed-in',
    params: DraftParamsSchema,
    success: { status: 200, description: 'The draft', schema: DraftResponseSchema },
    errors: { 401: noSession, 404: 'Unknown flow' },
  }),
  saveDraftStep: defineEndpoint({
    method: 'PUT',
    path: API_PATHS.draftStep,
    tag,
    summary: 'Save one step',
    description:
      'complete=false (autosave while typing) stores the values without checking them; complete=true (Next) stores them too and answers 422 when the step is invalid. A MaskedValue sent back unchanged keeps the answer on file; one that names nothing on file counts as blank. Body at most 256 KB.',
    access: 'guest-or-signed-in',
    params: DraftStepParamsSchema,
    body: SaveStepRequestSchema,
    success: { status: 200, description: 'Saved; the updated draft', schema: DraftResponseSchema },
    errors: {
      401: noSession,
      404: 'Unknown flow or step',
      422: 'A bad body, or complete=true with an invalid step (the values are still stored); loc starts with body.values',
    },
  }),
  submitDraft: defineEndpoint({
    method: 'POST',
    path: API_PATHS.submitDraft,
    tag,
    summary: 'Submit the draft once per idempotency key',
    access: 'guest-or-signed-in',
    params: DraftParamsSchema,
    body: SubmitDraftRequestSchema,
    success: {
      status: 201,
      description: 'Submitted',
      schema: SubmitDraftResponseSchema,
      also: { 200: 'The same key again: the first answer, unchanged' },
    },
    errors: {
      401: noSession,
      404: 'Unknown flow',
      409: 'The key belongs to another submission',
      422:
        'A bad key; a visible step is not complete (loc names the first one); the email is not confirmed ' +
        '(short quiz and guest drafts: type email_not_verified, loc names the step); or the answers break a ' +
        'rule across steps (type cross_step: loc is body.values.<step>.<field>, msg starts with the step title)',
    },
  }),
} as const;
