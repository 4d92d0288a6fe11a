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

/** pino redaction paths: sensitive keys at the top level and up to three levels deep. */
export const redactPaths = [
  ...SENSITIVE_KEYS.flatMap((key) => {
    const k = /^[A-Za-z_]\w*$/.test(key) ? key : `["${key}"]`;
    const dot = k.startsWith('[') ? '' : '.';
    return [k, `*${dot}${k}`, `*.*${dot}${k}`, `*.*.*${dot}${k}`];
  }),
];

// Query parameters whose values never reach the log (OAuth codes, tokens, state).
const SENSITIVE_QUERY = /^(code|state|token|access_token|refresh_token|id_token|password|email)$/i;

/** The request URL with sensitive query values replaced. */
export function redactUrl(url: string): string {
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

export function createLogger(options: { level?: string; stream?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      // Children inherit the id through their prototype (pino's child is Object.create(parent)).
      mixin: (_object, _level, logger) => {
        const reqId = (logger as WithRequestId)[REQUEST_ID];
        return reqId === undefined ? {} : { reqId };
      },
      redact: { paths: redactPaths, censor: '[Redacted]' },
      serializers: {
        // Method, redacted URL and client address only: headers and bodies stay out of the logs.
        req: (req: SerializableRequest) =>
          typeof req.url === 'string'
            ? { id: req.id, method: req.method, url: redactUrl(req.url), ip: req.ip }
            : req,
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        // Errors keep their type, codes, names and stack frames, never the values they carry.
        err: serializeError,
        error: serializeError,
      },
    },
    options.stream,
  );
}
