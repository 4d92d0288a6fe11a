import { CSRF_HEADER_NAME } from '@northgate/contracts';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import { serializeError } from './log-errors.ts';

const SENSITIVE_KEYS = [
  'password',
  'new_password',
  'newPassword',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'code_verifier',
  'ssn',
  'itin',
  'ein',
  'dateOfBirth',
  'date_of_birth',
  'dob',
  'accountNumber',
  'account_number',
  'authorization',
  'cookie',
  'set-cookie',
  // Headers arrive lower-cased.
  CSRF_HEADER_NAME.toLowerCase(),
];

const SENSITIVE = new Set(SENSITIVE_KEYS);
const CENSOR = '[Redacted]';
/** How deep sensitive keys are looked for: the top level and three levels below it. */
const REDACT_DEPTH = 4;

/**
 * `value` with the value of every sensitive key censored, at the top level and down to three
 * levels below; parts without one are shared, not copied, and nothing is changed in place. Our own
 * walk instead of pino's `redact` (@pinojs/redact), whose wildcard paths cost about 80 µs on every
 * request's log line (docs/decisions/0053-log-redaction-by-key.md).
 */
export function redactSensitive(value: unknown, depth = REDACT_DEPTH): unknown {
  if (depth === 0 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return value;
  const source = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(source)) {
    const before = source[key];
    const after = SENSITIVE.has(key) ? CENSOR : redactSensitive(before, depth - 1);
    if (after !== before) {
      copy ??= Array.isArray(source) ? ([...source] as unknown as Record<string, unknown>) : { ...source };
      copy[key] = after;
    }
  }
  return copy ?? value;
}

// Query parameters whose values never reach the log (OAuth codes, tokens, state).
const SENSITIVE_QUERY = /^(code|state|token|access_token|refresh_token|id_token|password|email)$/i;

// A staff invite link carries its one-time token in the path (ADR 0054).
const INVITE_PATH = /^(\/staff\/invite\/)[^/?#]+/;

/** The request URL with sensitive query values, and an invite link's token, replaced. */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(INVITE_PATH, '$1[Redacted]');
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SENSITIVE_QUERY.test(key)) params.set(key, '[Redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

interface SerializableRequest {
  method: string;
  url: string;
  ip?: string;
  id?: string;
}

// A request's id, carried by its logger (`requestLogger`) and written by the mixin.
const REQUEST_ID = Symbol('request id');
type WithRequestId = { [REQUEST_ID]?: unknown };

/**
 * Fastify's childLoggerFactory: the request's logger, every line of which carries its `reqId`.
 * The id is not one of pino's child bindings, which pass through the redaction when the child is
 * made, on every request whether it logs or not (ADR 0030); the mixin adds it to lines written.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const { reqId, ...others } = bindings as { reqId?: unknown };
  const child: FastifyBaseLogger & WithRequestId = logger.child(others, options);
  child[REQUEST_ID] = reqId;
  return child;
};

const serializers: Record<string, (value: never) => unknown> = {
  // Method, redacted URL and client address only: headers and bodies stay out of the logs.
  req: (req: SerializableRequest) =>
    typeof req.url === 'string'
      ? { id: req.id, method: req.method, url: redactUrl(req.url), ip: req.ip }
      : req,
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  // Errors keep their type, codes, names and stack frames, never the values they carry.
  err: serializeError,
  error: serializeError,
};

/** The log object with its `req`, `res`, `err` and `error` serialized. */
function serialized(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in serializers) {
    const value = object[key];
    if (value !== undefined) (copy ??= { ...object })[key] = serializers[key]!(value as never);
  }
  return copy ?? object;
}

/** Batches of at least this many bytes leave in one write; fewer wait for the next flush. */
const LOG_BATCH_BYTES = 4096;
/** Longest a line waits in a batch. */
const LOG_FLUSH_MS = 100;

/**
 * Standard output for `npm start`'s log, written asynchronously in batches (ADR 0063): one write
 * when 4 KB are waiting or every 100 ms, where a write per line cost each request a system call
 * and a thread-pool round trip. pino flushes what is left synchronously when the process exits.
 */
export function logDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
}

export function createLogger(options: { level?: string; stream?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      // Children inherit the id through their prototype (pino's child is Object.create(parent)).
      mixin: (_object, _level, logger) => {
        const reqId = (logger as WithRequestId)[REQUEST_ID];
        return reqId === undefined ? {} : { reqId };
      },
      // Serialized first (a request is reduced to a few fields before anything walks it), then
      // censored; pino applies its own serializers after this, and finds plain objects.
      formatters: {
        log: (object) => redactSensitive(serialized(object)) as Record<string, unknown>,
        bindings: (bindings) => redactSensitive(bindings) as Record<string, unknown>,
      },
      // pino's own `err` serializer would take our serialized error for one to serialize again.
      serializers: { err: (err: unknown) => err },
    },
    options.stream,
  );
}
