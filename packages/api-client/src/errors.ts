/** Fallback texts of the error catalogue (docs/product/product-spec.md §8). */
export const NETWORK_ERROR = 'Network error';
export const SERVER_ERROR = 'Server error';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Steps 1 and 2 of the catalogue for a response body: the `msg` of the first `detail`
 * entry when `detail` is a list, otherwise the text under `error`; `null` when neither applies.
 */
export function messageFromBody(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { detail, error } = body;
  if (Array.isArray(detail)) {
    const first: unknown = detail[0];
    if (isRecord(first) && typeof first.msg === 'string' && first.msg !== '') return first.msg;
  }
  if (typeof error === 'string' && error !== '') return error;
  return null;
}

export interface ApiErrorInit {
  /** HTTP status, or `null` when no response arrived. */
  status: number | null;
  body?: unknown;
  /** The 401 could not be cured: the session was cleared and onSessionExpired was called. */
  sessionExpired?: boolean;
  cause?: unknown;
  /** Overrides the catalogue text (used for a 2xx body that breaks its contract: 'Server error'). */
  message?: string;
}

/** A failed call. `message` is already the catalogue's text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly body: unknown;
  readonly sessionExpired: boolean;

  constructor(init: ApiErrorInit) {
    super(
      init.message ?? (init.status === null ? NETWORK_ERROR : (messageFromBody(init.body) ?? SERVER_ERROR)),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.status = init.status;
    this.body = init.body;
    this.sessionExpired = init.sessionExpired ?? false;
  }
}

/**
 * The error catalogue of product spec §8 as one function. Accepts an ApiError, a raw
 * response body, or anything thrown by fetch (no response: 'Network error').
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // A plain object is a response body: a response arrived.
  if (isRecord(error) && !(error instanceof Error)) return messageFromBody(error) ?? SERVER_ERROR;
  return NETWORK_ERROR;
}

export function isAbortError(error: unknown): boolean {
  return isRecord(error) && (error as { name?: unknown }).name === 'AbortError';
}
