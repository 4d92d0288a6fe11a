import { errorMessage } from '@northgate/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadApi } from '../../../session/load-api.ts';

type Api = Awaited<ReturnType<typeof loadApi>>;

export type ApiData<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string; readonly status: number | null }
  | { readonly kind: 'ready'; readonly data: T };

export interface ApiDataState<T> {
  readonly state: ApiData<T>;
  /** Loads again (after an answer changed what the server holds). */
  readonly reload: () => void;
}

/** One read of the signed-in borrower's pipeline data; `key` changes start a new read. */
export function useApiData<T>(read: (api: Api) => Promise<T>, key: string): ApiDataState<T> {
  const [state, setState] = useState<ApiData<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The newest `read`: it is a new function each render, and `key` says what it reads.
  const reader = useRef(read);
  reader.current = read;

  useEffect(() => {
    const effect = new AbortController();
    void (async () => {
      try {
        const data = await reader.current(await loadApi());
        if (!effect.signal.aborted) setState({ kind: 'ready', data });
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        if (!effect.signal.aborted) {
          setState({
            kind: 'failed',
            message: errorMessage(error),
            status: typeof status === 'number' ? status : null,
          });
        }
      }
    })();
    return () => {
      effect.abort();
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
