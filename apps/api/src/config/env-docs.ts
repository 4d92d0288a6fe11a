import { envVariables, PRODUCTION_REQUIRED, type EnvName } from './env-schema.ts';

/**
 * What each environment variable means, next to the schema that checks it (env-schema.ts): the
 * one place the README's table is written from (`pnpm docs:env`, ADR 0049). `unset` describes a
 * default that is not a literal (computed in config.ts, or the absence of the setting).
 */
interface VariableDoc {
  meaning: string;
  unset?: string;
}

export const ENV_DOCS = {
  APP_ENV: {
    meaning:
      '`local` or `production`. Production needs every "required" variable, never seeds demo accounts and has no dev outbox or local Google stand-in',
  },
  HOST: { meaning: 'interface to listen on' },
  PORT: { meaning: 'HTTP port' },
  PUBLIC_URL: {
    meaning:
      'origin of the site as borrowers reach it, used in email links and the Google redirect URI (`$PUBLIC_URL/login/google/callback`); https turns on Secure cookies and HSTS',
    unset: '`http://localhost:$PORT`',
  },
  DATA_DIR: {
    meaning:
      'local folder (relative to the repository root) for the embedded database, generated local secrets and upload staging',
  },
  DATABASE_URL: {
    meaning: 'PostgreSQL connection string; unset means the embedded PGlite database in `DATA_DIR`',
    unset: 'embedded PGlite',
  },
  WEB_DIST_DIR: { meaning: 'the built borrower site the API serves (the API starts without it)' },
  STAFF_DIST_DIR: {
    meaning: 'the built back office, served at `/staff/` (without it `/staff/` answers 404)',
  },
  LOG_LEVEL: { meaning: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`' },
  TRUST_PROXY: {
    meaning:
      '`true`, or a comma list of proxy addresses or CIDRs, so rate limits and logs see client addresses behind a load balancer',
  },
  TOKEN_SECRET: {
    meaning: 'at least 32 characters; signs sessions, CSRF tokens and code hashes',
    unset: 'generated into `DATA_DIR` (local)',
  },
  DATA_ENCRYPTION_KEY: {
    meaning:
      "32 bytes, base64 (`openssl rand -base64 32`): encrypts sensitive fields and documents. The API refuses to start with a key that does not open the database's key-check row; keep it with the database backups",
    unset: 'generated into `DATA_DIR` (local)',
  },
  SMTP_URL: {
    meaning: 'mail server, e.g. `smtps://user:pass@smtp.example.com:465`',
    unset: 'dev outbox (local)',
  },
  MAIL_FROM: { meaning: 'sender of every email' },
  STAFF_EMAIL: {
    meaning: "where lead, contact and affiliate notifications for the lender's staff go",
    unset: "the site's email (`packages/site-config`)",
  },
  SMS_API_URL: {
    meaning:
      'text-message provider: receives `POST {to, text}` with a bearer token and an `Idempotency-Key` header. Without it (and `SMS_API_TOKEN`) production turns phone verification off',
    unset: 'phone verification off (production); dev outbox (local)',
  },
  SMS_API_TOKEN: {
    meaning: "the SMS provider's bearer token; set with `SMS_API_URL`",
    unset: 'as `SMS_API_URL`',
  },
  GOOGLE_CLIENT_ID: {
    meaning:
      'OAuth client of "Sign in with Google". Without it (and `GOOGLE_CLIENT_SECRET`) production hides Google sign-in',
    unset: 'Google sign-in hidden (production); a local stand-in (local)',
  },
  GOOGLE_CLIENT_SECRET: { meaning: 'set with `GOOGLE_CLIENT_ID`', unset: 'as `GOOGLE_CLIENT_ID`' },
  GOOGLE_ISSUER: { meaning: 'OpenID Connect issuer; an http issuer must be on this machine' },
  HEADERS_TIMEOUT_MS: {
    meaning:
      'headers of one request, from its first byte (slow-header attacks); at most `REQUEST_TIMEOUT_MS`',
  },
  REQUEST_TIMEOUT_MS: {
    meaning: 'a whole request, body included: a stalled or trickling body gets `408` and loses its socket',
  },
  CONNECTION_TIMEOUT_MS: { meaning: 'a socket silent both ways is closed' },
  KEEP_ALIVE_TIMEOUT_MS: {
    meaning:
      'an idle kept-alive connection (above the 60 s of common load balancers, which then close first)',
  },
  UPLOAD_SILENCE_TIMEOUT_MS: {
    meaning:
      "a resumable upload's PATCH with no byte for this long loses its socket; the browser resumes from the last byte received (ADR 0046)",
  },
  UPLOAD_EXPIRY_MS: {
    meaning:
      'an unfinished resumable upload is removed with its staged (encrypted) bytes this long after it started',
  },
  UPLOAD_STAGING_DIR: {
    meaning:
      'where unfinished resumable uploads wait, encrypted (relative paths are under `DATA_DIR`); replicas behind one load balancer need a shared folder, as a resumed upload may reach another replica',
    unset: '`$DATA_DIR/resumable-uploads`',
  },
  OUTBOX_POLL_INTERVAL_MS: {
    meaning:
      "how often each process's outbox worker looks for due messages (it is also woken after each commit that queues one)",
  },
  NOTICE_RETRY_HOURS: {
    meaning:
      'how long a notice is retried before it is given up (`failed`); a code is retried until it expires (ADR 0047)',
  },
  CODE_MESSAGE_RETENTION_MINUTES: {
    meaning: "a code's body is emptied this long after delivery or final failure",
  },
  MESSAGE_RETENTION_DAYS: {
    meaning: "every other message's body is emptied this long after delivery or final failure",
  },
  DOCUMENT_STORAGE: {
    meaning: '`local`: encrypted files in `DOCUMENTS_DIR`; `s3`: an S3 bucket or S3-compatible service',
  },
  DOCUMENTS_DIR: {
    meaning:
      "the local store's folder (relative paths are under `DATA_DIR`); several API processes need a shared folder, or S3",
    unset: '`$DATA_DIR/documents`',
  },
  S3_BUCKET: { meaning: 'with `DOCUMENT_STORAGE=s3`; the bucket must exist', unset: 'none' },
  S3_REGION: { meaning: "the bucket's region" },
  S3_ENDPOINT: {
    meaning: "an S3-compatible service's URL (MinIO, Ceph, R2…)",
    unset: 'AWS itself',
  },
  S3_FORCE_PATH_STYLE: {
    meaning: '`true` for `endpoint/bucket/key` addresses, which most S3-compatible services need',
    unset: '`true` with an endpoint',
  },
  S3_PREFIX: { meaning: 'prepended to every object key, e.g. `documents/`', unset: 'none' },
  S3_ACCESS_KEY_ID: {
    meaning:
      'with `S3_SECRET_ACCESS_KEY`, both or neither; without them the SDK uses the instance role, `AWS_*` variables or a profile',
    unset: "the SDK's own chain",
  },
  S3_SECRET_ACCESS_KEY: { meaning: 'see `S3_ACCESS_KEY_ID`', unset: "the SDK's own chain" },
  METRICS_TOKEN: {
    meaning:
      'at least 32 characters: `/metrics` (Prometheus) answers only `Authorization: Bearer $METRICS_TOKEN`. Without it production answers 404 there; local mode serves it to this machine only',
    unset: '`/metrics` off (production)',
  },
  STAFF_SESSION_TIME_SCALE: {
    meaning:
      'local mode only: multiplies every staff session limit (15 minutes idle, 12 hours in all, the 2-minute warning, the 15-minute second-factor window, the 1-minute activity write) so a test can watch a session end; `0.02` makes the idle limit 18 seconds (ADR 0055)',
  },
} satisfies Record<EnvName, VariableDoc>;

type SchemaEntry = { type: string; default?: unknown };

function literalDefault(mode: 'local' | 'production', name: EnvName): string | undefined {
  const entry = (envVariables[mode].entries as Record<string, SchemaEntry>)[name];
  return entry?.type === 'optional' && typeof entry.default === 'string' ? entry.default : undefined;
}

function defaultCell(name: EnvName): string {
  const production = literalDefault('production', name);
  const local = literalDefault('local', name);
  const doc: VariableDoc = ENV_DOCS[name];
  if (production !== undefined && local !== undefined && production !== local)
    return `\`${production}\` (local: \`${local}\`)`;
  const either = production ?? local;
  if (either !== undefined) return `\`${either}\``;
  return doc.unset ?? 'unset';
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The README's table: every variable, whether production needs it, its default and meaning. */
export function envTableMarkdown(): string {
  const required = new Set<string>(PRODUCTION_REQUIRED);
  const rows = (Object.keys(ENV_DOCS) as EnvName[]).map((name) =>
    [
      `\`${name}\``,
      name === 'APP_ENV' ? '`production`' : required.has(name) ? 'required' : 'optional',
      defaultCell(name),
      ENV_DOCS[name].meaning,
    ].map(cell),
  );
  const lines = [['variable', 'production', 'default', 'meaning'], ['---', '---', '---', '---'], ...rows].map(
    (row) => `| ${row.join(' | ')} |`,
  );
  return lines.join('\n');
}
