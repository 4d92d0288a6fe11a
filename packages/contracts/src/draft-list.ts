import * as v from 'valibot';
import { messages } from '@northgate/validators';
import { DraftParamsSchema } from './drafts.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/**
 * The signed-in borrower's unfinished applications (one draft per flow) and their discard.
 * The list reads only the draft's progress columns; the answers stay encrypted.
 */

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

/** How far a draft has come, in the flow's own terms (its bar's value, or its stage). */
export const DraftProgressSchema = v.variant('kind', [
  v.object({
    kind: v.literal('value'),
    value: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
    text: v.optional(v.string()),
  }),
  v.object({
    kind: v.literal('stage'),
    stageId: v.string(),
    label: v.string(),
    position: v.pipe(v.number(), v.integer(), v.minValue(1)),
    total: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.object({
    kind: v.literal('none'),
  }),
]);
export type DraftProgress = v.InferOutput<typeof DraftProgressSchema>;

export const DraftSummarySchema = v.object({
  flowId: v.pipe(v.string(), v.nonEmpty()),
  progress: v.pipe(DraftProgressSchema, v.description('What the flow shows on the step to resume at')),
  resumeStep: v.object({
    id: v.pipe(v.string(), v.nonEmpty()),
    title: v.string(),
    path: v.pipe(v.string(), v.startsWith('/'), v.description("The step's page on the site")),
  }),
  updatedAt: v.pipe(isoTimestamp, v.description('Last save')),
});
export type DraftSummary = v.InferOutput<typeof DraftSummarySchema>;

export const DraftListResponseSchema = v.object({
  drafts: v.pipe(v.array(DraftSummarySchema), v.description('Most recently saved first')),
});
export type DraftListResponse = v.InferOutput<typeof DraftListResponseSchema>;

/**
 * Discard names the save the borrower saw: a draft saved again since (on another device)
 * is kept, so a stale list never throws away newer answers.
 */
export const DiscardDraftRequestSchema = v.object(
  {
    updatedAt: v.pipe(
      v.string('updatedAt must be the draft’s last save time'),
      v.isoTimestamp('updatedAt must be the draft’s last save time'),
    ),
  },
  messages.notAnObject,
);
export type DiscardDraftRequest = v.InferInput<typeof DiscardDraftRequestSchema>;

export const draftListEndpoints = {
  listDrafts: defineEndpoint({
    method: 'GET',
    path: API_PATHS.drafts,
    tag: 'drafts',
    summary: "The signed-in borrower's unfinished applications, most recently saved first",
    description:
      'Guests have no list: a guest session keeps its drafts until the guest signs in, when they move to the account.',
    access: 'signed-in',
    success: { status: 200, description: 'Drafts without their answers', schema: DraftListResponseSchema },
    errors: { 401: 'No valid signed-in token (guest tokens too)' },
  }),
  discardDraft: defineEndpoint({
    method: 'DELETE',
    path: API_PATHS.draft,
    tag: 'drafts',
    summary: 'Discard an unfinished application',
    description:
      'Deletes the draft and its answers. Submitted applications are not drafts and stay; the flow starts afresh.',
    access: 'signed-in',
    params: DraftParamsSchema,
    body: DiscardDraftRequestSchema,
    success: {
      status: 200,
      description: 'Discarded; the drafts that remain',
      schema: DraftListResponseSchema,
    },
    errors: {
      401: 'No valid signed-in token (guest tokens too)',
      404: 'Unknown flow, or this account has no draft of it',
      409: 'The draft was saved again after updatedAt; it is kept',
      422: 'A bad body (loc starts with body)',
    },
  }),
} as const;
