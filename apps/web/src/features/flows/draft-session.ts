import { ApiError, errorMessage, isAuthenticated, type Session } from '@northgate/api-client';
import { ErrorDetailEntrySchema } from '@northgate/contracts';
import { DraftRejectedError, type DraftClient } from '@northgate/form-engine/react';
import { pages, type FlowId } from '@northgate/site-config';
import * as v from 'valibot';
import { isAccessTokenExpired } from '../../session/access-token.ts';
import { tokenStore } from '../../session/session-store.ts';
import { loadApi } from '../../session/load-api.ts';
import { toastFailure, toastWarning, withdrawWarning } from '../../state/toasts.ts';

type Api = Awaited<ReturnType<typeof loadApi>>;

/** The `sub` of an access token (the user, or the guest session): names the owner of local drafts. */
function tokenSubject(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const sub = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

export interface DraftSession {
  readonly client: DraftClient;
  /** Whose drafts these are on this device: 'user:<id>' or 'guest:<session id>'. */
  readonly owner: string;
}

/**
 * The session a flow's drafts belong to. Anonymous flows start a guest session when there is
 * none (or the guest token ran out); login-required flows rely on their route guard.
 */
export async function openDraftSession(flowId: FlowId): Promise<DraftSession> {
  const api = await loadApi();
  let session: Session | null = tokenStore.get();
  const usableGuest = session !== null && !isAccessTokenExpired(session.access_token);
  if (pages[flowId].access === 'anonymous' && !isAuthenticated(session) && !usableGuest) {
    session = await api.fakeAuth();
  }
  const subject = session === null ? null : tokenSubject(session.access_token);
  const owner = `${isAuthenticated(session) ? 'user' : 'guest'}:${subject ?? 'unknown'}`;
  return { client: apiDraftClient(api), owner };
}

/** 422 detail entries -> the engine's issues (dot paths below body.values). */
function detailIssues(body: unknown) {
  const parsed = v.safeParse(v.object({ detail: v.array(ErrorDetailEntrySchema) }), body);
  if (!parsed.success) return [];
  return parsed.output.detail.map((entry) => ({
    path: entry.loc.slice(2).join('.'),
    message: entry.msg,
  }));
}

/** The warning a failed save shows: the engine keeps the answers on the device and retries. */
export function saveFailedWarning(failure: unknown): string {
  const reason = errorMessage(failure).replace(/\.$/, '');
  return `${reason}: your answers are not saved yet. They are kept on this device and we will keep trying to save them.`;
}

/** The warning toast of the current run of failed saves (one flow is open at a time). */
let saveWarning: string | undefined;

/**
 * The flow was left: its answers wait on this device until it is opened again, so a warning that
 * saving is being retried would no longer be true on the next page.
 */
export function withdrawSaveWarning(): void {
  withdrawWarning(saveWarning);
  saveWarning = undefined;
}

/**
 * The form engine's DraftClient on top of the typed API calls. A refused Next (422) shows its
 * message as an error toast (the fields show theirs); a save that failed otherwise is retried by
 * the engine, so it warns once (a warning toast) and takes the warning back once a save succeeds.
 */
export function apiDraftClient(api: Api): DraftClient {
  return {
    load: (flowId) => api.loadDraft(flowId),
    async saveStep(flowId, stepId, values, complete) {
      try {
        const draft = await api.saveDraftStep(flowId, stepId, { values, complete });
        withdrawSaveWarning();
        return draft;
      } catch (error) {
        if (complete && error instanceof ApiError && error.status === 422) {
          toastFailure(error);
          throw new DraftRejectedError(detailIssues(error.body));
        }
        if (saveWarning === undefined) saveWarning = toastWarning(saveFailedWarning(error));
        throw error;
      }
    },
    async submit(flowId, idempotencyKey) {
      const answer = await api.submitDraft(flowId, { idempotency_key: idempotencyKey });
      return {
        applicationId: answer.application_id,
        reference: answer.reference,
        submittedAt: answer.submitted_at,
      };
    },
  };
}
