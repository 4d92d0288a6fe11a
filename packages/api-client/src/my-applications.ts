import { endpoints, type EndpointInput } from '@northgate/contracts';
import { callEndpoint } from './call.ts';
import type { CallOptions, HttpClient } from './http.ts';

type DiscardBody = EndpointInput<typeof endpoints.discardDraft>['body'];

/** The signed-in borrower's applications as the profile shows them: unfinished and submitted. */
export function createMyApplicationEndpoints(http: HttpClient) {
  return {
    /** Unfinished applications (one draft per flow), most recently saved first; no answers. */
    listDrafts: (opts: CallOptions = {}) => callEndpoint(http, endpoints.listDrafts, {}, opts),

    /**
     * Discards a draft last saved at `updatedAt` (409 when it was saved again since, 404 when
     * there is none); answers with the drafts that remain.
     */
    discardDraft: (flowId: string, body: DiscardBody, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.discardDraft, { params: { flowId }, body }, opts),

    /** Submitted applications, newest first, with their reference and status. */
    listApplications: (opts: CallOptions = {}) => callEndpoint(http, endpoints.listApplications, {}, opts),
  };
}
