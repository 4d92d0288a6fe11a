import fastifyCookie from '@fastify/cookie';
import fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config.ts';
import { connectionsCheckingInterval } from './config/http-timeouts.ts';
import type { Database } from './db/database.ts';
import { createLogger, requestLogger } from './logger.ts';
import { csrfProtection } from './plugins/csrf.ts';
import { answerFrameworkError, errorHandler } from './plugins/error-handler.ts';
import { gracefulClose } from './plugins/graceful-close.ts';
import { housekeeping } from './plugins/housekeeping.ts';
import { requestDeadline } from './plugins/request-deadline.ts';
import { jsonBodies } from './plugins/json-bodies.ts';
import { metrics } from './plugins/metrics.ts';
import { OneLinePerRequest } from './plugins/one-line-per-request.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { staffApp, STAFF_APP_PREFIX } from './plugins/staff-app.ts';
import { webApp } from './plugins/web-app.ts';
import type { OutboxWorker } from './modules/messaging/outbox-worker.ts';
import { cacheInvalidation } from './modules/identity/cache-invalidation.ts';
import { createServices, type ServiceOverrides } from './services.ts';
import type { RouteContext } from './http/route-context.ts';
import { registerModules } from './modules/index.ts';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalogue: readonly RouteEntry[];
    /** The message outbox's worker: tests and tools deliver with `drain()`. */
    outboxWorker: OutboxWorker;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened and migrated by the caller, who also closes it after the app. */
  database: Database;
  logger?: Logger;
  /** Replaces some services' parts, e.g. the document scanner (tests, a virus scanner). */
  services?: ServiceOverrides;
}

// Forms and JSON drafts are small; uploads will get their own limit on their own route.
const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const logger: FastifyBaseLogger = options.logger ?? createLogger({ level: config.logLevel });
  const timeouts = config.httpTimeouts;
  const app = fastify({
    loggerInstance: logger,
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that stalls or trickles loses its socket (config/http-timeouts.ts): 408 or closed.
    // The whole-request limit is per route (plugins/request-deadline.ts), not Node's server-wide
    // one, so resumable uploads are limited on silence instead.
    connectionTimeout: timeouts.connectionMs,
    requestTimeout: 0,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: 0,
      connectionsCheckingInterval: connectionsCheckingInterval(timeouts),
    },
    frameworkErrors: answerFrameworkError,
    // Keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
  });

  // Every route with its methods, so tests can sweep all of them (see test/hostile-bodies.test.ts).
  const routeCatalogue: RouteEntry[] = [];
  app.decorate('routeCatalogue', routeCatalogue);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeCatalogue.push({ method, url: route.url });
  });

  const services = createServices(config, database, app.log, options.services);
  // Before any request: the caches hear of every change, in any process (ADR 0030).
  const stopListening = await database.listen(cacheInvalidation(services.sessions, services.users));
  app.decorate('outboxWorker', services.outboxWorker);
  services.outboxWorker.start();
  app.addHook('onClose', async () => {
    // Sends under way finish (and are recorded) before the mail transport and the database close.
    await services.outboxWorker.stop();
    await services.mailer.close();
    services.documentStore.close();
    await stopListening();
  });
  const context: RouteContext = { config, services, database };
  const secureCookies = config.publicUrl.startsWith('https://');

  await app.register(requestDeadline, { requestMs: timeouts.requestMs });
  await app.register(errorHandler);
  // First, so its latency hook sees every route registered after it.
  await app.register(metrics, { config, database, services });
  await app.register(jsonBodies);
  await app.register(gracefulClose);
  await app.register(securityHeaders, { https: secureCookies });
  await app.register(fastifyCookie);
  await app.register(csrfProtection, { tokenSecret: config.tokenSecret, secureCookie: secureCookies });
  await app.register(housekeeping, { services, messaging: config.messaging });

  await registerModules(app, context);

  // The back office first: its prefix keeps /staff/ paths away from the borrower site's fallback.
  await app.register(staffApp, { prefix: STAFF_APP_PREFIX, staffDistDir: config.staffDistDir });
  await app.register(webApp, { webDistDir: config.webDistDir });
  return app;
}
