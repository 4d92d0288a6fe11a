import { site } from '@northgate/site-config';
import { isAbsolute, join, resolve } from 'node:path';
import { loadDocumentStorageConfig, type DocumentStorageConfig } from './document-storage-config.ts';
import { DEFAULT_HTTP_TIMEOUTS, HTTP_TIMEOUT_VARIABLES, type HttpTimeouts } from './http-timeouts.ts';
import { loadMessagingConfig, type MessagingConfig } from './messaging-config.ts';
import { loadOrCreateLocalSecrets, SECRET_NAMES, type SecretName } from './local-secrets.ts';
import { findRepoRoot } from './repo-root.ts';

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
  messaging: MessagingConfig;
  /** Uploaded documents: a local folder (default) or S3-compatible storage. */
  documentStorage: DocumentStorageConfig;
}

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Settings production cannot run without; local mode generates or defaults them. */
export const PRODUCTION_REQUIRED = [
  'DATABASE_URL',
  'TOKEN_SECRET',
  'DATA_ENCRYPTION_KEY',
  'PUBLIC_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'SMS_API_URL',
  'SMS_API_TOKEN',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
] as const;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** The timeouts from the environment (whole milliseconds, at least 1), the defaults where unset. */
function parseHttpTimeouts(env: Env): HttpTimeouts {
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS };
  for (const [key, name] of Object.entries(HTTP_TIMEOUT_VARIABLES) as [keyof HttpTimeouts, string][]) {
    const raw = nonEmpty(env[name]);
    if (raw === undefined) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      throw new ConfigError(`${name} must be a whole number of milliseconds, got "${raw}"`);
    }
    timeouts[key] = value;
  }
  // Node refuses a server whose headers may take longer than the whole request.
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new ConfigError('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  }
  return timeouts;
}

function decodeEncryptionKey(value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new ConfigError('DATA_ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return key;
}

/**
 * Reads the process environment. In production every setting of PRODUCTION_REQUIRED must be
 * present, or this throws one error naming all that are missing.
 */
export function loadConfig(env: Env, repoRoot = findRepoRoot()): AppConfig {
  const appEnvRaw = nonEmpty(env.APP_ENV) ?? 'local';
  if (appEnvRaw !== 'local' && appEnvRaw !== 'production') {
    throw new ConfigError(`APP_ENV must be "local" or "production", got "${appEnvRaw}"`);
  }
  const appEnv: AppEnv = appEnvRaw;
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));
  const port = parsePort(nonEmpty(env.PORT));
  const dataDir = fromRoot(nonEmpty(env.DATA_DIR) ?? '.data');

  if (appEnv === 'production') {
    const missing = PRODUCTION_REQUIRED.filter((name) => nonEmpty(env[name]) === undefined);
    if (missing.length > 0) {
      throw new ConfigError(`APP_ENV=production refuses to start without: ${missing.join(', ')}`);
    }
  }
  // Environment wins; local mode fills the gaps from the data folder.
  const fromEnv = definedOnly(env, SECRET_NAMES);
  const secrets =
    appEnv === 'production' || SECRET_NAMES.every((name) => fromEnv[name] !== undefined)
      ? (fromEnv as Record<SecretName, string>)
      : { ...loadOrCreateLocalSecrets(dataDir), ...fromEnv };
  if (secrets.TOKEN_SECRET.length < 32) throw new ConfigError('TOKEN_SECRET must be at least 32 characters');

  const httpTimeouts = parseHttpTimeouts(env);
  const googleClientId = nonEmpty(env.GOOGLE_CLIENT_ID);
  const googleClientSecret = nonEmpty(env.GOOGLE_CLIENT_SECRET);
  return {
    appEnv,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    port,
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    webDistDir: fromRoot(nonEmpty(env.WEB_DIST_DIR) ?? join('apps', 'web', 'dist')),
    staffDistDir: fromRoot(nonEmpty(env.STAFF_DIST_DIR) ?? join('apps', 'back-office', 'dist')),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    tokenSecret: secrets.TOKEN_SECRET,
    dataEncryptionKey: decodeEncryptionKey(secrets.DATA_ENCRYPTION_KEY),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Northgate Private Lending <no-reply@northgate-lending.test>',
    staffEmail: nonEmpty(env.STAFF_EMAIL) ?? site.email,
    smsApiUrl: nonEmpty(env.SMS_API_URL),
    smsApiToken: nonEmpty(env.SMS_API_TOKEN),
    google:
      googleClientId !== undefined && googleClientSecret !== undefined
        ? {
            issuer: nonEmpty(env.GOOGLE_ISSUER) ?? 'https://accounts.google.com',
            clientId: googleClientId,
            clientSecret: googleClientSecret,
          }
        : undefined,
    httpTimeouts,
    messaging: messagingConfigOrThrow(env, appEnv),
    documentStorage: rangeErrorsAsConfigErrors(() => loadDocumentStorageConfig(env, dataDir)),
  };
}

function messagingConfigOrThrow(env: Env, appEnv: AppEnv): MessagingConfig {
  return rangeErrorsAsConfigErrors(() => loadMessagingConfig(env, appEnv));
}

function rangeErrorsAsConfigErrors<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof RangeError) throw new ConfigError(error.message);
    throw error;
  }
}

function definedOnly<K extends string>(env: Env, names: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = nonEmpty(env[name]);
    if (value !== undefined) out[name] = value;
  }
  return out;
}
