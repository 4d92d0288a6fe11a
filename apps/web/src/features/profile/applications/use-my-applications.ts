import { errorMessage } from '@northgate/api-client';
import type { ApplicationSummary, DocumentRequest, DraftSummary } from '@northgate/contracts';
import { useCallback, useEffect, useState } from 'react';
import { loadApi } from '../../../session/load-api.ts';

export type MyApplications =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly drafts: readonly DraftSummary[];
      readonly applications: readonly ApplicationSummary[];
      /** Every document request across the applications: what "what happens next" agrees with. */
      readonly requests: readonly DocumentRequest[];
    };

export interface MyApplicationsState {
  readonly state: MyApplications;
  readonly reload: () => void;
  /** Discards a draft as listed; resolves once the list is updated, rejects with the server's message. */
  readonly discard: (draft: DraftSummary) => Promise<void>;
}

/**
 * The signed-in borrower's unfinished and submitted applications and the documents asked for,
 * loaded together so every sentence on a page reads the same data. A reload keeps what is on
 * screen until the new answer is in.
 */
export function useMyApplications(): MyApplicationsState {
  const [state, setState] = useState<MyApplications>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const effect = new AbortController();
    setState((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
    void (async () => {
      try {
        const api = await loadApi();
        const [{ drafts }, { applications }, { document_requests: requests }] = await Promise.all([
          api.listDrafts(),
          api.listApplications(),
          api.listDocumentRequests(),
        ]);
        if (!effect.signal.aborted) setState({ kind: 'ready', drafts, applications, requests });
      } catch (error) {
        if (!effect.signal.aborted) setState({ kind: 'failed', message: errorMessage(error) });
      }
    })();
    return () => {
      effect.abort();
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const discard = useCallback(async (draft: DraftSummary) => {
    const api = await loadApi();
    try {
      const { drafts } = await api.discardDraft(draft.flowId, { updatedAt: draft.updatedAt });
      setState((current) => (current.kind === 'ready' ? { ...current, drafts } : current));
    } catch (error) {
      // Saved again elsewhere, or already gone: show the list as the server has it now.
      void api.listDrafts().then(
        ({ drafts }) => setState((current) => (current.kind === 'ready' ? { ...current, drafts } : current)),
        () => undefined,
      );
      throw new Error(errorMessage(error), { cause: error });
    }
  }, []);

  return { state, reload, discard };
}
