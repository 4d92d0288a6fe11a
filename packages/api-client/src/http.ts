import { API_PATHS, CSRF_HEADER_NAME, TokenResponseSchema } from '@northgate/contracts';
import * as v from 'valibot';
import { isSameOrigin, readCsrfCookie } from './csrf.ts';
import { ApiError, SERVER_ERROR, isAbortError } from './errors.ts';
import { buildQuery, type QueryParams } from './query.ts';
import { createRefresher, defaultRefreshLock, type RefreshLock } from './refresh.ts';
import { toSession, type Session, type TokenStore } from './session.ts';
import { formDataOf, sendWithProgress, type FileUpload } from './upload.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  /** Prefix for every path; '' (the default) means the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  tokenStore: TokenStore;
  /** Called once per failed refresh, after the session was cleared (the web app goes to /login). */
  onSessionExpired: () => void;
  /** Loader overlay switch for calls made with `loader: true`; overlapping calls keep it on. */
  onLoadingChange?: (loading: boolean) => void;
  /** CSRF token source; defaults to the `csrf_token` cookie of `document.cookie`. */
  getCsrfToken?: () => string | null | undefined;
  /** Origin of the page, for the same-origin test of the CSRF header; defaults to `location.origin`. */
  origin?: string;
  /** Exclusive section around a refresh; defaults to Web Locks when available. */
  refreshLock?: RefreshLock;
  /** Where a session is refreshed and what answers it; defaults to the borrower's refresh call. */
  refreshCall?: RefreshCallOptions;
}

/** The refresh call of a session kind: the borrower's (`/auth/...`) or the back office's (`/staff/...`). */
export interface RefreshCallOptions {
  path: string;
  schema: v.GenericSchema<unknown, { access_token: string; refresh_token: string; token_type: string }>;
}

/** Options every typed call accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Show the full-screen loader while the call runs. */
  loader?: boolean;
}

export interface RequestOptions<T> extends CallOptions {
  /** Query parameters (RFC 3986 encoded). */
  query?: QueryParams;
  /** JSON body of a non-GET call; `{}` when omitted. */
  body?: unknown;
  /** A file to send as multipart/form-data instead of a JSON body. */
  upload?: FileUpload;
  /** Validates and types the 2xx body. */
  schema?: v.GenericSchema<unknown, T>;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** On 401, refresh the session and retry once (default true; ignored when auth is false). */
  refresh?: boolean;
  /** Read a 2xx body as a Blob (a file download) instead of JSON. */
  responseType?: 'json' | 'blob';
}

export interface HttpClient {
  request: <T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>) => Promise<T>;
  /** Single-flight refresh; resolves the new session, or null after clearing it. Does not call onSessionExpired. */
  refreshSession: () => Promise<Session | null>;
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createHttpClient(options: ApiClientOptions): HttpClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const store = options.tokenStore;
  const getCsrfToken = options.getCsrfToken ?? readCsrfCookie;
  const pageOrigin = options.origin ?? (globalThis as { location?: { origin?: string } }).location?.origin;
  let loading = 0;
  const notified = new WeakSet<Promise<unknown>>();

  /** One HTTP exchange; resolves the status and parsed body, ApiError(status null) when no response. */
  async function exchange(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<unknown>,
    accessToken: string | null,
  ): Promise<{ status: number; ok: boolean; body: unknown }> {
    const query = buildQuery(opts.query);
    const url = `${baseUrl}${path}${query ? `?${query}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: string | FormData | undefined;
    if (opts.upload !== undefined) {
      // The browser writes the multipart Content-Type with its boundary.
      body = formDataOf(opts.upload);
    } else if (method !== 'GET') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body ?? {});
    }
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    if (isSameOrigin(url, pageOrigin)) {
      const csrf = getCsrfToken();
      if (csrf) headers[CSRF_HEADER_NAME] = csrf;
    }
    try {
      if (opts.upload?.onProgress !== undefined && typeof XMLHttpRequest !== 'undefined') {
        const answer = await sendWithProgress(method, url, headers, opts.upload, opts.signal);
        return { status: answer.status, ok: answer.ok, body: parseBody(answer.text) };
      }
      const response = await fetchImpl(url, {
        method,
        headers,
        body,
        signal: opts.signal ?? null,
        credentials: 'same-origin',
      });
      const asBlob = opts.responseType === 'blob' && response.ok;
      return {
        status: response.status,
        ok: response.ok,
        body: asBlob ? await response.blob() : await readBody(response),
      };
    } catch (error) {
      if (opts.signal?.aborted) throw opts.signal.reason;
      if (isAbortError(error)) throw error;
      throw new ApiError({ status: null, cause: error });
    }
  }

  const refreshCall = options.refreshCall ?? { path: API_PATHS.refresh, schema: TokenResponseSchema };
  const refreshSession = createRefresher(
    store,
    async (refreshToken) => {
      const res = await exchange('POST', refreshCall.path, { body: { refresh_token: refreshToken } }, null);
      const parsed = v.safeParse(refreshCall.schema, res.body);
      return res.ok && parsed.success ? toSession(parsed.output) : null;
    },
    options.refreshLock ?? defaultRefreshLock(),
  );

  async function run<T>(method: HttpMethod, path: string, opts: RequestOptions<T>): Promise<T> {
    const useAuth = opts.auth !== false;
    const sentToken = useAuth ? (store.get()?.access_token ?? null) : null;
    let res = await exchange(method, path, opts, sentToken);

    if (res.status === 401 && useAuth && opts.refresh !== false) {
      const current = store.get();
      let retryToken: string;
      if (current?.access_token && current.access_token !== sentToken) {
        // The session was refreshed while this call was on the wire.
        retryToken = current.access_token;
      } else {
        const flight = refreshSession();
        const session = await abortable(flight, opts.signal);
        if (!session) {
          if (!notified.has(flight)) {
            notified.add(flight);
            options.onSessionExpired();
          }
          throw new ApiError({ status: 401, body: res.body, sessionExpired: true });
        }
        retryToken = session.access_token;
      }
      res = await exchange(method, path, opts, retryToken);
    }

    if (!res.ok) throw new ApiError({ status: res.status, body: res.body });
    if (!opts.schema) return res.body as T;
    const parsed = v.safeParse(opts.schema, res.body);
    if (!parsed.success) {
      throw new ApiError({ status: res.status, body: res.body, message: SERVER_ERROR, cause: parsed.issues });
    }
    return parsed.output;
  }

  return {
    async request<T = unknown>(method: HttpMethod, path: string, opts: RequestOptions<T> = {}): Promise<T> {
      const showLoader = opts.loader === true;
      if (showLoader && loading++ === 0) options.onLoadingChange?.(true);
      try {
        return await run(method, path, opts);
      } finally {
        if (showLoader && --loading === 0) options.onLoadingChange?.(false);
      }
    },
    refreshSession,
  };
}
