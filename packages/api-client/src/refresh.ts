import type { Session, TokenStore } from './session.ts';

/** Runs `task` exclusively; across browser tabs by default (Web Locks), so two tabs never spend one refresh token. */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

export const REFRESH_LOCK_NAME = 'northgate-auth-refresh';

export function defaultRefreshLock(): RefreshLock {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return (task) => task();
  // request() resolves with the awaited result of the callback.
  return <T>(task: () => Promise<T>) => locks.request(REFRESH_LOCK_NAME, task) as unknown as Promise<T>;
}

/** Exchanges a refresh token for a new session; resolves null when the server refuses. */
export type RefreshCall = (refreshToken: string) => Promise<Session | null>;

/**
 * Single-flight refresh: callers that ask while a refresh is running share its promise.
 * Resolves the new session, or null after clearing the store (no refresh token, or refresh failed).
 */
export function createRefresher(store: TokenStore, call: RefreshCall, lock: RefreshLock) {
  let inflight: Promise<Session | null> | null = null;

  async function run(startedWith: string | null): Promise<Session | null> {
    const current = store.get();
    // Another tab refreshed while this one waited for the lock: use its result.
    if (current?.access_token && current.access_token !== startedWith) return current;
    const refreshToken = current?.refresh_token;
    if (!refreshToken) {
      store.clear();
      return null;
    }
    let next: Session | null;
    try {
      next = await call(refreshToken);
    } catch {
      next = null;
    }
    const latest = store.get();
    // Logged out or signed in anew meanwhile: do not resurrect the old session.
    if (latest?.refresh_token !== refreshToken) return latest;
    if (!next) {
      store.clear();
      return null;
    }
    store.set(next);
    return next;
  }

  return function refresh(): Promise<Session | null> {
    if (!inflight) {
      const startedWith = store.get()?.access_token ?? null;
      inflight = lock(() => run(startedWith)).finally(() => {
        inflight = null;
      });
    }
    return inflight;
  };
}
