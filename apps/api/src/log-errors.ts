/**
 * How an error reaches the log. A failed SQL statement's error carries what the request sent:
 * drizzle's message is "Failed query: … params: …" and it keeps `params`; the driver's error
 * repeats values in `detail` ("Key (email)=(…)", "Failing row contains (…)") and sometimes in
 * its message. pino's standard serializer copies all of it, so an argon2 hash, an email and a
 * phone number ended up in the log. This serializer keeps what finds the fault — the type, the
 * codes, the names of the constraint, table and column, the kind of statement and its table,
 * the stack's frames, the cause chain — and never a property it does not know to be harmless.
 */

import { DrizzleQueryError } from 'drizzle-orm';

type ErrorLike = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

// Short identifiers an error may carry (Node, Fastify, PostgreSQL's SQLSTATE, HTTP statuses).
const CODE_FIELDS = ['code', 'errno', 'syscall', 'severity', 'routine', 'statusCode', 'status'] as const;
// Names the database reports about a failed statement: never values.
const DATABASE_NAME_FIELDS = ['constraint', 'table', 'column', 'schema', 'dataType'] as const;
const MAX_CAUSE_DEPTH = 4;
const MAX_AGGREGATED = 5;
const MAX_FRAMES = 25;

// What may sit inside any message: an address in an SMTP reply, a token or hash in a library's text,
// an SSN, or a long number (a code, a phone number, an account number).
const SCRUBS: [RegExp, string][] = [
  [/\$argon2[\w$=,.+/-]*/g, '[hash]'],
  [/eyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/\d{3}-\d{2}-\d{4}/g, '[number]'],
  [/\d{6,}/g, '[number]'],
];

const isIdentifier = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 128 && /^[\w$.:-]+$/.test(value);

function scrub(text: string): string {
  return SCRUBS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A driver error (pg, PGlite): a five-character SQLSTATE and a severity. */
const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';

/** The class name, e.g. DrizzleQueryError (whose `name` is just "Error"). */
function typeOf(error: ErrorLike): string {
  // pg calls its class DatabaseError; PGlite's is minified. One name for both.
  if (isDatabaseError(error)) return 'DatabaseError';
  const constructorName = (Object.getPrototypeOf(error) as { constructor?: { name?: unknown } } | null)
    ?.constructor?.name;
  if (isIdentifier(constructorName) && constructorName !== 'Object') return constructorName;
  return isIdentifier(error.name) ? error.name : 'Error';
}

const isFailedQuery = (error: ErrorLike) => error instanceof DrizzleQueryError;

/** Data-carrying messages quote the values they refuse; only the error's own names stay. */
function withoutQuotedValues(message: string, error: ErrorLike): string {
  const names = new Set(DATABASE_NAME_FIELDS.map((field) => error[field]).filter(isIdentifier));
  return message.replace(/"([^"]*)"/g, (quoted, inner: string) =>
    names.has(inner) ? quoted : '"[Redacted]"',
  );
}

function messageOf(error: ErrorLike, type: string): string {
  if (isFailedQuery(error)) return 'Failed query';
  const message = typeof error.message === 'string' ? error.message : '';
  const dataCarrying = isDatabaseError(error) || type === 'ValiError';
  return scrub(dataCarrying ? withoutQuotedValues(message, error) : message);
}

/** The statement's kind and first table, from its text (never its parameters). */
function describeQuery(query: string): { statement?: string; table?: string } {
  const statement = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase();
  const table = /\b(?:into|update|from)\s+"?([\w$]+)"?/i.exec(query)?.[1];
  return { statement, table };
}

/** "Type: message" then the call frames: the first lines of a stack repeat the raw message. */
function stackOf(error: ErrorLike, type: string, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames.slice(0, MAX_FRAMES)].join('\n');
}

function serialize(value: unknown, depth: number): LoggedError | string {
  if (typeof value !== 'object' || value === null) return scrub(String(value));
  const error = value as ErrorLike;
  const type = typeOf(error);
  const message = messageOf(error, type);
  const logged: LoggedError = { type, message };
  for (const field of [...CODE_FIELDS, ...DATABASE_NAME_FIELDS]) {
    const fieldValue = error[field];
    if (isIdentifier(fieldValue) || typeof fieldValue === 'number') logged[field] = fieldValue;
  }
  if (error instanceof DrizzleQueryError) Object.assign(logged, describeQuery(error.query));
  const stack = stackOf(error, type, message);
  if (stack !== undefined) logged.stack = stack;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) logged.cause = serialize(error.cause, depth + 1);
  if (Array.isArray(error.errors) && depth < MAX_CAUSE_DEPTH) {
    logged.errors = error.errors.slice(0, MAX_AGGREGATED).map((item: unknown) => serialize(item, depth + 1));
  }
  return logged;
}

/** pino's `err` serializer (logger.ts): what an error may say in the log. */
export function serializeError(value: unknown): LoggedError | string {
  return serialize(value, 0);
}
