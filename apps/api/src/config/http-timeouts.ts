/**
 * How long a client may take, in milliseconds (see the defaults for why these numbers; the
 * variables are the `*_TIMEOUT_MS` of config/env-schema.ts).
 */
export interface HttpTimeouts {
  /** Headers of a request, from its first byte (Node's headersTimeout): slow-header attacks. */
  headersMs: number;
  /** A whole request, body included (requestTimeout): a body that stalls or trickles. */
  requestMs: number;
  /** A socket with no bytes either way (connectionTimeout): dead or abandoned connections. */
  connectionMs: number;
  /** An idle kept-alive connection between requests (keepAliveTimeout). */
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  // Browsers send headers at once; 15 s is ample on any connection.
  headersMs: 15_000,
  // Bodies are at most 256 KB: 30 s is 8 KB/s, slower than any mobile link a borrower fills forms on.
  requestMs: 30_000,
  // Longer than any handler waits on mail, SMS or Google (their clients time out first), so only
  // silent sockets are cut.
  connectionMs: 120_000,
  // Above the 60 s idle timeout of common load balancers, so the balancer closes idle
  // connections first and never reuses one the API is closing.
  keepAliveMs: 72_000,
};

/**
 * How often Node checks for requests past headersMs or requestMs (its default, 30 s, would let
 * a stalled request live up to 30 s past its timeout): a quarter of the shorter one, at most 1 s.
 */
export function connectionsCheckingInterval(timeouts: HttpTimeouts): number {
  return Math.max(10, Math.min(1000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4)));
}

/** Resumable document uploads (modules/documents/resumable-uploads.ts; ADR 0046). */
export interface UploadLimits {
  /** A PATCH that brings no byte for this long loses its socket; the client resumes from its offset. */
  silenceMs: number;
  /** An upload not finished this long after it began is removed with its staged bytes. */
  expiryMs: number;
  /** Where unfinished uploads wait, encrypted: shared by every replica behind one load balancer. */
  stagingDir?: string;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  // Long enough for a phone to hand over between cells or wake its radio (usually under 10 s),
  // short enough that a dead connection is noticed and the client resumes on a new one.
  silenceMs: 30_000,
  // A borrower may come back the next day and continue where the file stopped.
  expiryMs: 24 * 60 * 60 * 1000,
};
