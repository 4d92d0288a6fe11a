import {
  DraftResponseSchema,
  SubmitDraftResponseSchema,
  draftPaths,
  type DraftResponse,
  type SaveStepRequest,
  type SubmitDraftRequest,
  type SubmitDraftResponse,
} from './contracts/drafts.ts';
import type { CallOptions, HttpClient } from './http.ts';

/**
 * Typed calls of the draft endpoints. They need a session: a signed-in one, or a guest one
 * from `fakeAuth()` for the anonymous flows.
 */
export function createDraftEndpoints(http: HttpClient) {
  return {
    /** The session's draft of a flow (an empty one before the first save). */
    loadDraft: (flowId: string, opts: CallOptions = {}): Promise<DraftResponse> =>
      http.request('GET', draftPaths.draft(flowId), { ...opts, schema: DraftResponseSchema }),

    /** Saves one step; with `complete: true` an invalid step fails with a 422 detail list (values are kept). */
    saveDraftStep: (
      flowId: string,
      stepId: string,
      body: SaveStepRequest,
      opts: CallOptions = {},
    ): Promise<DraftResponse> =>
      http.request('PUT', draftPaths.step(flowId, stepId), { ...opts, body, schema: DraftResponseSchema }),

    /** Submits a complete draft; the same idempotency key always answers with the same application. */
    submitDraft: (
      flowId: string,
      body: SubmitDraftRequest,
      opts: CallOptions = {},
    ): Promise<SubmitDraftResponse> =>
      http.request('POST', draftPaths.submit(flowId), { ...opts, body, schema: SubmitDraftResponseSchema }),
  };
}
