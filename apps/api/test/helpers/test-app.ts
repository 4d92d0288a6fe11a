import { randomBytes } from 'node:crypto';
import { STAFF_SESSION_LIMITS } from '@northgate/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import type { AppConfig } from '../../src/config/config.ts';
import { DEFAULT_HTTP_TIMEOUTS, DEFAULT_UPLOAD_LIMITS } from '../../src/config/http-timeouts.ts';
import { loadMessagingConfig, type MessagingConfig } from '../../src/config/messaging-config.ts';
import type { Database } from '../../src/db/database.ts';
import { createLogger } from '../../src/logger.ts';
import { LogCapture, rememberSecretsIn, rememberSentCodes } from './log-audit.ts';

export { LogCapture } from './log-audit.ts';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-data-'));
  return {
    appEnv: 'local',
    staffSessionLimits: { ...STAFF_SESSION_LIMITS },
    host: '127.0.0.1',
    port: 0,
    publicUrl: 'http://localhost:3000',
    dataDir,
    databaseUrl: undefined,
    webDistDir: join(dataDir, 'no-web-build'),
    staffDistDir: join(dataDir, 'no-staff-build'),
    logLevel: 'info',
    trustProxy: false,
    tokenSecret: randomBytes(48).toString('base64url'),
    dataEncryptionKey: randomBytes(32),
    smtpUrl: undefined,
    mailFrom: 'Northgate Test <no-reply@northgate-lending.test>',
    staffEmail: 'staff@northgate-lending.test',
    smsApiUrl: undefined,
    smsApiToken: undefined,
    google: undefined,
    httpTimeouts: DEFAULT_HTTP_TIMEOUTS,
    uploadLimits: DEFAULT_UPLOAD_LIMITS,
    messaging: testMessaging(),
    documentStorage: { driver: 'local', directory: join(dataDir, 'documents') },
    metricsToken: undefined,
    ...overrides,
  };
}

/** The defaults with the worker manual: tests deliver with `drain()` when they mean to. */
export function testMessaging(overrides: Partial<MessagingConfig> = {}): MessagingConfig {
  return { ...loadMessagingConfig({}, 'local'), worker: 'manual', ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  logs: LogCapture;
}

export async function startTestApp(
  database: Database,
  config: Partial<AppConfig> = {},
  extra: Omit<BuildAppOptions, 'config' | 'database' | 'logger'> = {},
): Promise<TestApp> {
  const logs = new LogCapture();
  const app = await buildApp({
    config: testConfig(config),
    database,
    logger: createLogger({ level: 'debug', stream: logs }),
    ...extra,
  });
  watchSecrets(app);
  await app.ready();
  return { app, logs };
}

const OUTBOX_PATH = '/dev/api/outbox';

/** Tells the log audit (log-audit.ts) the passwords sent, the tokens issued and the codes read. */
function watchSecrets(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => rememberSecretsIn(request.body));
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    let answer: { messages?: unknown };
    try {
      answer = JSON.parse(payload) as { messages?: unknown };
    } catch {
      return payload;
    }
    rememberSecretsIn(answer);
    if (request.routeOptions.url === OUTBOX_PATH && Array.isArray(answer.messages)) {
      rememberSentCodes(answer.messages as { subject: string | null; body: string }[]);
    }
    return payload;
  });
}

/** Reads the outbox once more, so the audit also knows the codes no test read. */
async function rememberOutboxCodes(app: FastifyInstance) {
  await app.inject({ url: OUTBOX_PATH });
}

export interface OpenTestApp extends TestApp {
  readonly database: Database;
}

export interface UseTestAppOptions {
  /** Fills the migrated database before the app starts (e.g. `seedDemoBorrower`). */
  seed?: (database: Database) => Promise<unknown>;
}

/**
 * Opens a database and an app before the tests of the enclosing `describe` and closes both after
 * them. The returned object's properties are read inside tests, once `beforeAll` has run. `config`
 * may be a function, read in `beforeAll`, when it names something an earlier `beforeAll` starts
 * (a local OIDC provider, an SMTP stand-in); hooks registered before this call run before it and,
 * as vitest stacks `afterAll` hooks, end after the app has closed.
 */
export function useTestApp(
  open: () => Promise<Database>,
  config: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  { seed }: UseTestAppOptions = {},
): OpenTestApp {
  let database: Database | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    database = await open();
    await seed?.(database);
    started = await startTestApp(database, typeof config === 'function' ? config() : config);
  });
  afterAll(async () => {
    if (started !== undefined) await rememberOutboxCodes(started.app);
    await started?.app.close();
    await database?.close();
  });
  const ready = () => {
    if (database === undefined || started === undefined) throw new Error('useTestApp: read inside a test');
    return { database, started };
  };
  return {
    get app() {
      return ready().started.app;
    },
    get logs() {
      return ready().started.logs;
    },
    get database() {
      return ready().database;
    },
  };
}
