/** One validation problem in the spec's shape: `{loc, msg, type}`. */
export interface ValidationDetail {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/**
 * An expected failure answered as `{"error": message}` with `statusCode`; with a `code`, as
 * `{"error": message, "code": code}` so a client can act on it (STAFF_ERROR_CODES, ADR 0055).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Sent as the body's `code`. */
    readonly errorCode?: string,
  ) {
    super(message);
  }
}

/** A validation failure answered as `422 {"detail": [...]}`. */
export class ValidationError extends Error {
  override name = 'ValidationError';
  readonly statusCode = 422;
  constructor(readonly detail: ValidationDetail[]) {
    super(detail[0]?.msg ?? 'Validation failed');
  }
}
