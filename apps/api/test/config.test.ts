import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF_SESSION_LIMITS } from '@northgate/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PRODUCTION_REQUIRED } from '../src/config/config.ts';

const repoRoot = '/srv/northgate';

function errorMessageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

function completeProductionEnv(): Record<string, string> {
  return {
    APP_ENV: 'production',
    DATABASE_URL: 'postgres://app@db.internal/northgate',
    TOKEN_SECRET: randomBytes(48).toString('base64url'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'https://www.northgate-lending.test',
    SMTP_URL: 'smtps://mailer:pw@smtp.example.test:465',
    MAIL_FROM: 'Northgate <no-reply@northgate-lending.test>',
    SMS_API_URL: 'https://sms.example.test/v1/messages',
    SMS_API_TOKEN: 'sms-token',
    GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'google-secret',
  };
}

describe('configuration', () => {
  it('defaults to local mode on port 3000 with data and web build under the repo root', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-config-'));
    const config = loadConfig({ DATA_DIR: dataDir }, repoRoot);
    expect(config).toMatchObject({
      appEnv: 'local',
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      webDistDir: '/srv/northgate/apps/web/dist',
      staffDistDir: '/srv/northgate/apps/back-office/dist',
    });
    const withSecrets = {
      TOKEN_SECRET: 'x'.repeat(32),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    expect(loadConfig({ ...withSecrets, DATA_DIR: 'rel/data' }, repoRoot).dataDir).toBe(
      '/srv/northgate/rel/data',
    );
  });

  it('production refuses to start and names everything that is missing', () => {
    expect(() => loadConfig({ APP_ENV: 'production' }, repoRoot)).toThrow(ConfigError);
    const message = errorMessageOf(() =>
      loadConfig({ APP_ENV: 'production', DATABASE_URL: 'postgres://x/y' }, repoRoot),
    );
    expect(message).toMatch(/^APP_ENV=production refuses to start without: /);
    for (const name of PRODUCTION_REQUIRED.filter((n) => n !== 'DATABASE_URL'))
      expect(message).toContain(name);
    expect(message).not.toContain('DATABASE_URL');
  });

  it('production refuses to start when any single required setting is missing', () => {
    for (const name of PRODUCTION_REQUIRED) {
      const env: Record<string, string | undefined> = completeProductionEnv();
      env[name] = '';
      expect(() => loadConfig(env, repoRoot), name).toThrow(name);
    }
  });

  it('production starts with every setting and never writes secrets to disk', () => {
    const config = loadConfig(completeProductionEnv(), repoRoot);
    expect(config.appEnv).toBe('production');
    expect(config.dataEncryptionKey).toHaveLength(32);
  });

  it('rejects weak or malformed secrets', () => {
    expect(() => loadConfig({ ...completeProductionEnv(), TOKEN_SECRET: 'short' }, repoRoot)).toThrow(
      'TOKEN_SECRET',
    );
    expect(() => loadConfig({ ...completeProductionEnv(), DATA_ENCRYPTION_KEY: 'AAAA' }, repoRoot)).toThrow(
      'DATA_ENCRYPTION_KEY',
    );
  });

  it('local mode generates missing secrets once, in a private file, and reuses them', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-config-'));
    const first = loadConfig({ DATA_DIR: dataDir }, repoRoot);
    const second = loadConfig({ DATA_DIR: dataDir }, repoRoot);
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(second.tokenSecret).toBe(first.tokenSecret);
    expect(second.dataEncryptionKey.equals(first.dataEncryptionKey)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain(first.tokenSecret);
  });

  it('local mode lets the environment override a stored secret', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-config-'));
    const secret = 'from-the-environment-'.padEnd(40, 'x');
    expect(loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: secret }, repoRoot).tokenSecret).toBe(secret);
  });

  it('rejects an unknown APP_ENV and an invalid PORT', () => {
    expect(() => loadConfig({ APP_ENV: 'staging' }, repoRoot)).toThrow('APP_ENV');
    expect(() => loadConfig({ PORT: 'eighty' }, repoRoot)).toThrow('PORT');
  });

  it('reads the HTTP timeouts in milliseconds, with defaults that bound every request', () => {
    const local = { DATA_DIR: mkdtempSync(join(tmpdir(), 'api-config-')) };
    expect(loadConfig(local, repoRoot).httpTimeouts).toEqual({
      headersMs: 15_000,
      requestMs: 30_000,
      connectionMs: 120_000,
      keepAliveMs: 72_000,
    });
    const env = {
      ...local,
      HEADERS_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: '900',
      CONNECTION_TIMEOUT_MS: '700',
    };
    expect(loadConfig({ ...env, KEEP_ALIVE_TIMEOUT_MS: '800' }, repoRoot).httpTimeouts).toEqual({
      headersMs: 500,
      requestMs: 900,
      connectionMs: 700,
      keepAliveMs: 800,
    });
    expect(() => loadConfig({ ...local, REQUEST_TIMEOUT_MS: '0' }, repoRoot)).toThrow('REQUEST_TIMEOUT_MS');
    expect(() => loadConfig({ ...local, CONNECTION_TIMEOUT_MS: '1.5s' }, repoRoot)).toThrow(
      'CONNECTION_TIMEOUT_MS',
    );
    expect(() => loadConfig({ ...local, HEADERS_TIMEOUT_MS: '40000' }, repoRoot)).toThrow(
      'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
    );
  });

  it('reads the outbox settings, and refuses ones that are not whole numbers above 0', () => {
    const env = { ...completeProductionEnv(), OUTBOX_POLL_INTERVAL_MS: '500', NOTICE_RETRY_HOURS: '48' };
    const { messaging } = loadConfig(env, repoRoot);
    expect(messaging).toMatchObject({ worker: 'background', pollIntervalMs: 500 });
    expect(messaging.retry.notice.keepTryingMs).toBe(48 * 60 * 60_000);
    expect(messaging.retry['one-time-code'].keepTryingMs).toBe(15 * 60_000);
    expect(() => loadConfig({ ...env, NOTICE_RETRY_HOURS: '0' }, repoRoot)).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, MESSAGE_RETENTION_DAYS: 'forever' }, repoRoot)).toThrow(
      'MESSAGE_RETENTION_DAYS must be a whole number above 0',
    );
  });

  it('keeps staff sessions at 15 minutes idle and 12 hours; only local mode may shorten them for a test', () => {
    const env = completeProductionEnv();
    expect(loadConfig(env, repoRoot).staffSessionLimits).toEqual(STAFF_SESSION_LIMITS);
    expect(() => loadConfig({ ...env, STAFF_SESSION_TIME_SCALE: '0.02' }, repoRoot)).toThrow(
      'STAFF_SESSION_TIME_SCALE is for local mode only',
    );
    const local = { DATA_DIR: mkdtempSync(join(tmpdir(), 'api-config-')) };
    const scaled = loadConfig({ ...local, STAFF_SESSION_TIME_SCALE: '0.02' }, repoRoot).staffSessionLimits;
    expect(scaled.idleSeconds).toBeCloseTo(18);
    expect(scaled.maxAgeSeconds).toBeCloseTo(864);
    expect(() => loadConfig({ ...local, STAFF_SESSION_TIME_SCALE: '2' }, repoRoot)).toThrow(
      'STAFF_SESSION_TIME_SCALE must be a number above 0 and at most 1',
    );
    expect(() => loadConfig({ ...local, STAFF_SESSION_TIME_SCALE: '0' }, repoRoot)).toThrow(
      'STAFF_SESSION_TIME_SCALE must be a number above 0 and at most 1',
    );
  });
});

/** Runs one of the API's entry points (as `pnpm dev` and `pnpm staff:create` do) until it exits. */
function runEntry(entry: string, env: Record<string, string>) {
  const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('a bad environment at startup', () => {
  const secret = 'short-but-still-a-secret';
  const env = {
    PATH: process.env.PATH ?? '',
    APP_ENV: 'production',
    PORT: 'eighty',
    TOKEN_SECRET: secret,
    SMTP_URL: 'smtps://mailer:hunter2-password@smtp.example.test:465',
  };
  const entries = [
    ['the server', 'src/server.ts'],
    ['pnpm staff:create', 'scripts/staff-create.ts'],
  ] as const;

  it.each(entries)(
    '%s prints one line naming every missing or invalid variable, without a stack or a secret, and exits 1',
    async (_, entry) => {
      const { code, stdout, stderr } = await runEntry(entry, env);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^Configuration error: APP_ENV=production refuses to start without: /);
      for (const name of PRODUCTION_REQUIRED.filter((n) => n !== 'TOKEN_SECRET' && n !== 'SMTP_URL'))
        expect(stderr).toContain(name);
      expect(stderr).toContain('PORT must be a whole number from 0 to 65535');
      expect(stderr).toContain('TOKEN_SECRET must be at least 32 characters');
      expect(stderr).not.toContain(secret);
      expect(stderr).not.toContain('hunter2');
    },
    60_000,
  );
});
