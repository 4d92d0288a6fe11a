import * as v from 'valibot';
import { DEFAULT_HTTP_TIMEOUTS, DEFAULT_UPLOAD_LIMITS } from './http-timeouts.ts';

/**
 * Every environment variable the API reads, with its check and its default per runtime mode, as
 * one valibot schema over `process.env` (ADR 0043). What each means is in env-docs.ts, from which
 * `pnpm docs:env` writes the root README's table (ADR 0049). Defaults that depend on
 * another setting (`PUBLIC_URL`, `STAFF_EMAIL`, `DOCUMENTS_DIR`, `UPLOAD_STAGING_DIR`, `S3_FORCE_PATH_STYLE`, local
 * secrets) are filled in by config.ts.
 */

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type RawEnv = Record<string, string | undefined>;

const text = v.string();
/** A whole number of at least `min`, as the environment spells it ("2000"). */
const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
const aboveZero = wholeNumber(1, Number.MAX_SAFE_INTEGER, 'must be a whole number above 0');
const milliseconds = wholeNumber(
  1,
  Number.MAX_SAFE_INTEGER,
  'must be a whole number of milliseconds above 0',
);
/** A fraction above 0 and at most 1 ("0.02"). */
const fraction = v.pipe(
  v.string(),
  v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a number above 0 and at most 1'),
  v.transform(Number),
  v.gtValue(0, 'must be a number above 0 and at most 1'),
);
const trueOrFalse = v.picklist(['true', 'false'], 'must be "true" or "false"');

const tokenSecret = v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'));
const encryptionKey = v.pipe(
  v.string(),
  v.transform((value) => Buffer.from(value, 'base64')),
  v.check((key) => key.length === 32, 'must be 32 bytes, base64-encoded'),
);
/** The secrets local mode generates when the environment lacks them (config/local-secrets.ts). */
export const localSecretsSchema = v.object({ TOKEN_SECRET: tokenSecret, DATA_ENCRYPTION_KEY: encryptionKey });

/**
 * Settings production cannot run without; local mode generates or defaults them. SMS and Google
 * credentials are not among them: without them those features are off (config/optional-features.ts).
 */
const productionRequired = {
  DATABASE_URL: text,
  TOKEN_SECRET: tokenSecret,
  DATA_ENCRYPTION_KEY: encryptionKey,
  PUBLIC_URL: text,
  SMTP_URL: text,
  MAIL_FROM: text,
};
export const PRODUCTION_REQUIRED = Object.keys(productionRequired) as (keyof typeof productionRequired)[];

const localVariables = {
  APP_ENV: v.optional(v.literal('local'), 'local'),
  HOST: v.optional(text, '0.0.0.0'),
  PORT: v.optional(wholeNumber(0, 65_535, 'must be a whole number from 0 to 65535'), '3000'),
  PUBLIC_URL: v.optional(text),
  // Relative paths are under the repository root.
  DATA_DIR: v.optional(text, '.data'),
  DATABASE_URL: v.optional(text),
  WEB_DIST_DIR: v.optional(text, 'apps/web/dist'),
  STAFF_DIST_DIR: v.optional(text, 'apps/back-office/dist'),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be one of fatal, error, warn, info, debug, trace, silent',
    ),
    'info',
  ),
  /** false, true (trust every proxy) or a comma-separated list of proxy addresses/CIDRs. */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => (value === 'true' ? true : value === 'false' ? false : value)),
    ),
    'false',
  ),
  TOKEN_SECRET: v.optional(tokenSecret),
  DATA_ENCRYPTION_KEY: v.optional(encryptionKey),
  SMTP_URL: v.optional(text),
  MAIL_FROM: v.optional(text, 'Northgate Private Lending <no-reply@northgate-lending.test>'),
  STAFF_EMAIL: v.optional(text),
  SMS_API_URL: v.optional(text),
  SMS_API_TOKEN: v.optional(text),
  GOOGLE_CLIENT_ID: v.optional(text),
  GOOGLE_CLIENT_SECRET: v.optional(text),
  GOOGLE_ISSUER: v.optional(text, 'https://accounts.google.com'),
  HEADERS_TIMEOUT_MS: v.optional(milliseconds, String(DEFAULT_HTTP_TIMEOUTS.headersMs)),
  REQUEST_TIMEOUT_MS: v.optional(milliseconds, String(DEFAULT_HTTP_TIMEOUTS.requestMs)),
  CONNECTION_TIMEOUT_MS: v.optional(milliseconds, String(DEFAULT_HTTP_TIMEOUTS.connectionMs)),
  KEEP_ALIVE_TIMEOUT_MS: v.optional(milliseconds, String(DEFAULT_HTTP_TIMEOUTS.keepAliveMs)),
  UPLOAD_SILENCE_TIMEOUT_MS: v.optional(milliseconds, String(DEFAULT_UPLOAD_LIMITS.silenceMs)),
  UPLOAD_EXPIRY_MS: v.optional(milliseconds, String(DEFAULT_UPLOAD_LIMITS.expiryMs)),
  UPLOAD_STAGING_DIR: v.optional(text),
  // The outbox (config/messaging-config.ts says why these numbers).
  OUTBOX_POLL_INTERVAL_MS: v.optional(aboveZero, '2000'),
  // How long a notice is retried before it is given up (codes: until they expire).
  NOTICE_RETRY_HOURS: v.optional(aboveZero, '24'),
  // Locally a day, so the dev outbox still shows codes.
  CODE_MESSAGE_RETENTION_MINUTES: v.optional(aboveZero, '1440'),
  MESSAGE_RETENTION_DAYS: v.optional(aboveZero, '30'),
  DOCUMENT_STORAGE: v.optional(v.picklist(['local', 's3'], 'must be "local" or "s3"'), 'local'),
  DOCUMENTS_DIR: v.optional(text),
  S3_BUCKET: v.optional(text),
  S3_REGION: v.optional(text, 'us-east-1'),
  S3_ENDPOINT: v.optional(text),
  S3_FORCE_PATH_STYLE: v.optional(
    v.pipe(
      trueOrFalse,
      v.transform((value) => value === 'true'),
    ),
  ),
  S3_PREFIX: v.optional(text),
  S3_ACCESS_KEY_ID: v.optional(text),
  S3_SECRET_ACCESS_KEY: v.optional(text),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  // Local mode only: shortens every staff session limit so a test can watch one end (ADR 0055).
  STAFF_SESSION_TIME_SCALE: v.optional(fraction, '1'),
};

/** The name of every variable the API reads. */
export type EnvName = keyof typeof localVariables;

const productionVariables = {
  ...localVariables,
  ...productionRequired,
  APP_ENV: v.literal('production'),
  CODE_MESSAGE_RETENTION_MINUTES: v.optional(aboveZero, '30'),
};

/** Each mode's variables (the README check reads their names and defaults). */
export const envVariables = {
  local: v.object(localVariables),
  production: v.object(productionVariables),
};

/** Blank values count as unset, and surrounding spaces are dropped. */
const blanksUnset = v.transform((env: RawEnv) =>
  Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, value?.trim() === '' ? undefined : value?.trim()]),
  ),
);

export const envSchema = v.pipe(
  v.record(v.string(), v.optional(v.string())),
  blanksUnset,
  v.variant('APP_ENV', [envVariables.local, envVariables.production], 'must be "local" or "production"'),
  // Checks across variables; each names APP_ENV too, since with an unknown mode nothing was read.
  // Node refuses a server whose headers may take longer than the whole request.
  v.forward(
    v.partialCheck(
      [['APP_ENV'], ['HEADERS_TIMEOUT_MS'], ['REQUEST_TIMEOUT_MS']],
      (env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS,
      'must not exceed REQUEST_TIMEOUT_MS',
    ),
    ['HEADERS_TIMEOUT_MS'],
  ),
  v.forward(
    v.partialCheck(
      [['APP_ENV'], ['DOCUMENT_STORAGE'], ['S3_BUCKET']],
      (env) => env.DOCUMENT_STORAGE !== 's3' || env.S3_BUCKET !== undefined,
      'is needed with DOCUMENT_STORAGE=s3',
    ),
    ['S3_BUCKET'],
  ),
  v.forward(
    v.partialCheck(
      [['APP_ENV'], ['S3_ACCESS_KEY_ID'], ['S3_SECRET_ACCESS_KEY']],
      (env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined),
      'and S3_SECRET_ACCESS_KEY go together: set both, or neither',
    ),
    ['S3_ACCESS_KEY_ID'],
  ),
  v.forward(
    v.partialCheck(
      [['APP_ENV'], ['STAFF_SESSION_TIME_SCALE']],
      (env) => env.APP_ENV === 'local' || env.STAFF_SESSION_TIME_SCALE === 1,
      'is for local mode only: production staff sessions keep their full limits',
    ),
    ['STAFF_SESSION_TIME_SCALE'],
  ),
  // Half a pair of credentials is a typo, not a choice to leave the feature off.
  v.forward(
    v.partialCheck(
      [['APP_ENV'], ['SMS_API_URL'], ['SMS_API_TOKEN']],
      (env) => (env.SMS_API_URL === undefined) === (env.SMS_API_TOKEN === undefined),
      'and SMS_API_TOKEN go together: set both, or neither',
    ),
    ['SMS_API_URL'],
  ),
  v.forward(
    v.partialCheck(
      [['APP_ENV'], ['GOOGLE_CLIENT_ID'], ['GOOGLE_CLIENT_SECRET']],
      (env) => (env.GOOGLE_CLIENT_ID === undefined) === (env.GOOGLE_CLIENT_SECRET === undefined),
      'and GOOGLE_CLIENT_SECRET go together: set both, or neither',
    ),
    ['GOOGLE_CLIENT_ID'],
  ),
);

export type Env = v.InferOutput<typeof envSchema>;

/**
 * Parses `schema` or throws one ConfigError naming every variable that is missing or invalid, on
 * one line. Messages say what is expected and never repeat a value, which may be a secret.
 */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { message: () => 'is not valid' });
  if (result.success) return result.output;
  const missing = new Set<string>();
  const invalid = new Map<string, string>();
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const name = typeof key === 'string' ? key : 'the environment';
    if (issue.kind === 'schema' && issue.input === undefined) missing.add(name);
    else if (!invalid.has(name)) invalid.set(name, `${name} ${issue.message}`);
  }
  const clauses = [...invalid.values()];
  // Only production has required variables.
  if (missing.size > 0)
    clauses.unshift(`APP_ENV=production refuses to start without: ${[...missing].join(', ')}`);
  throw new ConfigError(clauses.join('; '));
}
