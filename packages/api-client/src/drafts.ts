import { endpoints, type EndpointInput } from '@northgate/contracts';
import { callEndpoint } from './call.ts';
import type { CallOptions, HttpClient } from './http.ts';

type SaveStepBody = EndpointInput<typeof endpoints.saveDraftStep>['body'];
type SubmitBody = EndpointInput<typeof endpoints.submitDraft>['body'];

/**
 * Typed calls of the draft endpoints. They need a session: a signed-in one, or a guest one
 * from `fakeAuth()` for the anonymous flows.
 */
export function createDraftEndpoints(http: HttpClient) {
  return {
    /** The session's draft of a flow (an empty one before the first save). */
    loadDraft: (flowId: string, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.loadDraft, { params: { flowId } }, opts),

    /** Saves one step; with `complete: true` an invalid step fails with a 422 detail list (values are kept). */
    saveDraftStep: (flowId: string, stepId: string, body: SaveStepBody, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.saveDraftStep, { params: { flowId, stepId }, body }, opts),

    /** Submits a complete draft; the same idempotency key always answers with the same application. */
    submitDraft: (flowId: string, body: SubmitBody, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.submitDraft, { params: { flowId }, body }, opts),
  };
}
