import { errorMessage, isAbortError } from '@northgate/api-client';
import { useCallback, useEffect, useState } from 'react';

export interface StaffData<T> {
  data: T | undefined;
  /** The API's message when the last load failed. */
  error: string | null;
  loading: boolean;
  /** Loads again (after a change), keeping the current data on screen meanwhile. */
  reload: () => void;
  /** Replaces the data with an answer the API already gave (e.g. after a status change). */
  replace: (data: T) => void;
}

/** Loads `load(signal)` whenever `key` changes; an older answer never overwrites a newer one. */
export function useStaffData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): StaffData<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal)
      .then((answer) => {
        setData(answer);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted && !isAbortError(failure)) setError(errorMessage(failure));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // `load` is rebuilt on every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { data, error, loading, reload, replace: setData };
}
