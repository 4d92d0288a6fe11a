import { STAFF_SESSION_LIMITS, type StaffSessionLimits } from '@northgate/contracts';
import { site } from '@northgate/site-config';
import { isAbsolute, resolve } from 'node:path';
import type * as v from 'valibot';
import { documentStorageConfig, type DocumentStorageConfig } from './document-storage-config.ts';
import {
  ConfigError,
  envSchema,
  localSecretsSchema,
  parseOrThrow,
  type Env,
  type RawEnv,
} from './env-schema.ts';
import type { HttpTimeouts, UploadLimits } from './http-timeouts.ts';
import { loadOrCreateLocalSecrets } from './local-secrets.ts';
import { messagingConfig, type MessagingConfig } from './messaging-config.ts';
import { findRepoRoot } from './repo-root.ts';

export { ConfigError, PRODUCTION_REQUIRED } from './env-schema.ts';

export type AppEnv = 'local' | 'production';

export interface AppConfig {
  appEnv: AppEnv;
  host: string;
  port: number;
  /** Public origin of the site, used in links and OAuth redirect URLs. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDistDir: string;
  /** The back office's build (apps/back-office), served at /staff/. */
  staffDistDir: string;
  logLevel: string;
  /** false, true (trust every proxy) or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  /** HMAC key for access tokens, CSRF tokens and reset-code hashes. */
  tokenSecret: string;
  /** AES-256-GCM key for sensitive fields at rest. */
  dataEncryptionKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where lead, contact and affiliate notifications for the lender's staff go. */
  staffEmail: string;
  smsApiUrl: string | undefined;
  smsApiToken: string | undefined;
  google: GoogleConfig | undefined;
  /** How long a client may take over headers, a request, a silent socket, an idle keep-alive. */
  httpTimeouts: HttpTimeouts;
  /** Resumable uploads: the silence that ends a PATCH, and how long an unfinished upload is kept. */
  uploadLimits: UploadLimits;
  messaging: MessagingConfig;
  /** Uploaded documents: a local folder (default) or S3-compatible storage. */
  documentStorage: DocumentStorageConfig;
  /** Bearer token `/metrics` asks for in production; unset there means no `/metrics`. */
  metricsToken: string | undefined;
  /** Staff session limits (ADR 0055): STAFF_SESSION_LIMITS, shortened only in local mode. */
  staffSessionLimits: StaffSessionLimits;
}

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Reads the process environment through config/env-schema.ts. Throws one ConfigError naming every
 * variable that is missing (production) or invalid.
 */
export function loadConfig(processEnv: RawEnv, repoRoot = findRepoRoot()): AppConfig {
  const env = parseOrThrow(envSchema, processEnv);
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));
  const dataDir = fromRoot(env.DATA_DIR);
  const secrets = env.APP_ENV === 'production' ? env : withLocalSecrets(env, dataDir);
  const google =
    env.GOOGLE_CLIENT_ID !== undefined && env.GOOGLE_CLIENT_SECRET !== undefined
      ? { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : undefined;
  return {
    appEnv: env.APP_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    webDistDir: fromRoot(env.WEB_DIST_DIR),
    staffDistDir: fromRoot(env.STAFF_DIST_DIR),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    tokenSecret: secrets.TOKEN_SECRET,
    dataEncryptionKey: secrets.DATA_ENCRYPTION_KEY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    staffEmail: env.STAFF_EMAIL ?? site.email,
    smsApiUrl: env.SMS_API_URL,
    smsApiToken: env.SMS_API_TOKEN,
    google,
    httpTimeouts: {
      headersMs: env.HEADERS_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
      connectionMs: env.CONNECTION_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    uploadLimits: {
      silenceMs: env.UPLOAD_SILENCE_TIMEOUT_MS,
      expiryMs: env.UPLOAD_EXPIRY_MS,
      stagingDir: resolve(dataDir, env.UPLOAD_STAGING_DIR ?? 'resumable-uploads'),
    },
    messaging: messagingConfig(env),
    documentStorage: documentStorageConfig(env, dataDir),
    metricsToken: env.METRICS_TOKEN,
    staffSessionLimits: scaledStaffSessionLimits(env.STAFF_SESSION_TIME_SCALE),
  };
}

/** Local mode: the environment's secrets, and for those it lacks the data folder's (made once). */
function withLocalSecrets(env: Env, dataDir: string): v.InferOutput<typeof localSecretsSchema> {
  const { TOKEN_SECRET, DATA_ENCRYPTION_KEY } = env;
  if (TOKEN_SECRET !== undefined && DATA_ENCRYPTION_KEY !== undefined)
    return { TOKEN_SECRET, DATA_ENCRYPTION_KEY };
  const stored = parseOrThrow(localSecretsSchema, loadOrCreateLocalSecrets(dataDir));
  return {
    TOKEN_SECRET: TOKEN_SECRET ?? stored.TOKEN_SECRET,
    DATA_ENCRYPTION_KEY: DATA_ENCRYPTION_KEY ?? stored.DATA_ENCRYPTION_KEY,
  };
}

/** loadConfig for commands and the server: a bad environment prints one line and exits 1. */
export function loadConfigOrExit(processEnv: RawEnv = process.env): AppConfig {
  try {
    return loadConfig(processEnv);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

/** STAFF_SESSION_LIMITS with every duration multiplied by `scale` (1 outside local mode). */
export function scaledStaffSessionLimits(scale: number): StaffSessionLimits {
  const limits = { ...STAFF_SESSION_LIMITS } as StaffSessionLimits;
  for (const key of Object.keys(limits) as (keyof StaffSessionLimits)[]) limits[key] *= scale;
  return limits;
}
