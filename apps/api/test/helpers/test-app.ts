import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import type { AppConfig } from '../../src/config/config.ts';
import { loadMessagingConfig, type MessagingConfig } from '../../src/config/messaging-config.ts';
import type { Database } from '../../src/db/database.ts';
import { createLogger } from '../../src/logger.ts';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-data-'));
  return {
    appEnv: 'local',
    host: '127.0.0.1',
    port: 0,
    publicUrl: 'http://localhost:3000',
    dataDir,
    databaseUrl: undefined,
    webDistDir: join(dataDir, 'no-web-build'),
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
    messaging: testMessaging(),
    ...overrides,
  };
}

/** The defaults with the worker manual: tests deliver with `drain()` when they mean to. */
export function testMessaging(overrides: Partial<MessagingConfig> = {}): MessagingConfig {
  return { ...loadMessagingConfig({}, 'local'), worker: 'manual', ...overrides };
}

/** Collects every log line the app writes, to assert on what reaches the logs. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.lines.push(chunk.toString('utf8'));
    done();
  }
  get text(): string {
    return this.lines.join('');
  }
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
  await app.ready();
  return { app, logs };
}

export interface OpenTestApp extends TestApp {
  readonly database: Database;
}

/**
 * Opens a database and an app before the tests of the enclosing `describe` and closes both after
 * them. The returned object's properties are read inside tests, once `beforeAll` has run.
 */
export function useTestApp(open: () => Promise<Database>, config: Partial<AppConfig> = {}): OpenTestApp {
  let database: Database | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    database = await open();
    started = await startTestApp(database, config);
  });
  afterAll(async () => {
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
