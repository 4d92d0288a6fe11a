import { AUTH_TOKEN_TYPE } from '@northgate/contracts';
import * as v from 'valibot';

/**
 * The auth session kept in persistent browser storage (docs/product/product-spec.md §3). Marked pure so a bundle that never
 * uses the schema drops it and valibot with it (the web app's first visit reads the session).
 */
export const SessionSchema = /* @__PURE__ */ v.object({
  access_token: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.nonEmpty()),
  refresh_token: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string(), null),
  token_type: /* @__PURE__ */ v.string(),
});
export type Session = v.InferOutput<typeof SessionSchema>;

/** The session part of a token answer (guest answers carry no refresh token). */
export function toSession(tokens: {
  access_token: string;
  refresh_token?: string | null;
  token_type: string;
}): Session {
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token ?? null,
    token_type: tokens.token_type,
  };
}

export type SessionListener = (session: Session | null) => void;

/** Where the client reads and writes the session. */
export interface TokenStore {
  get(): Session | null;
  set(session: Session): void;
  clear(): void;
  /** Optional change feed (e.g. to mirror the session into UI state). Returns an unsubscribe function. */
  subscribe?(listener: SessionListener): () => void;
}

/** Signed in only when a token exists and its type equals 'lk' (product spec §4). */
export function isAuthenticated(session: Session | null | undefined): boolean {
  return Boolean(session?.access_token) && session?.token_type === AUTH_TOKEN_TYPE;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function createListeners() {
  const listeners = new Set<SessionListener>();
  return {
    emit: (session: Session | null) => {
      for (const listener of listeners) listener(session);
    },
    subscribe: (listener: SessionListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The stored session, or null when it is missing or malformed. Checked by hand, the same rules as
 * SessionSchema: this runs on every page's first visit, and valibot would ride along with it
 * (docs/decisions/0021-home-page-javascript.md).
 */
function parseSession(raw: string | null): Session | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { access_token, refresh_token, token_type } = value as Record<string, unknown>;
  if (typeof access_token !== 'string' || access_token === '' || typeof token_type !== 'string') return null;
  if (refresh_token !== undefined && refresh_token !== null && typeof refresh_token !== 'string') return null;
  return { access_token, refresh_token: refresh_token ?? null, token_type };
}

/**
 * Persists {access_token, refresh_token, token_type} as JSON under `key` (the site's is
 * `BORROWER_SESSION_KEY` in @northgate/site-config, which the pages' inline script also reads; the
 * back office's `STAFF_SESSION_KEY`).
 * Reads through on every `get`, so several tabs share one rotating session. In a browser,
 * changes made by other tabs reach `subscribe` listeners through the `storage` event.
 */
export function createStorageTokenStore(storage: StorageLike, key: string): TokenStore {
  const listeners = createListeners();
  const win = (globalThis as { window?: Window }).window;
  win?.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === key || event.key === null) listeners.emit(parseSession(event.newValue));
  });
  return {
    get() {
      const raw = storage.getItem(key);
      const session = parseSession(raw);
      if (raw !== null && session === null) storage.removeItem(key);
      return session;
    },
    set(session) {
      const value: Session = {
        access_token: session.access_token,
        refresh_token: session.refresh_token ?? null,
        token_type: session.token_type,
      };
      storage.setItem(key, JSON.stringify(value));
      listeners.emit(value);
    },
    clear() {
      storage.removeItem(key);
      listeners.emit(null);
    },
    subscribe: listeners.subscribe,
  };
}

/** In-memory store for tests, SSR and non-browser callers. */
export function createMemoryTokenStore(initial: Session | null = null): TokenStore {
  const listeners = createListeners();
  let current = initial;
  return {
    get: () => current,
    set(session) {
      current = { ...session, refresh_token: session.refresh_token ?? null };
      listeners.emit(current);
    },
    clear() {
      current = null;
      listeners.emit(null);
    },
    subscribe: listeners.subscribe,
  };
}
