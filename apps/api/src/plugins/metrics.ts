import { timingSafeEqual } from 'node:crypto';
import { API_PATHS } from '@northgate/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { errorMessages } from '../messages.ts';
import type { Services } from '../services.ts';

export interface MetricsOptions {
  config: AppConfig;
  database: Database;
  services: Services;
}

// Latency buckets from 5 ms (a cached user_info) to 10 s (an upload on a slow line).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `/metrics` in the Prometheus text format (ADR 0049). Per request only one histogram
 * observation, labelled with the route pattern (never the raw URL, so ids make no new series);
 * the outbox is read from the database when Prometheus scrapes, not on requests. Each app has
 * its own registry, so tests' apps do not share counts.
 */
async function metricsPlugin(app: FastifyInstance, { config, database, services }: MetricsOptions) {
  if (!services.features.metrics) return;
  const registry = new Registry();

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched URLs (404s) share one label, so probing cannot make series without end.
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe(
      { method: request.method, route, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by what the limit guards',
    labelNames: ['purpose'] as const,
    registers: [registry],
  });
  services.rateLimiter.onRefused = (purpose) => refusals.inc({ purpose });

  const outbox = new Gauge({
    name: 'outbox_messages_waiting',
    help: 'Emails and texts not yet delivered (pending or being sent)',
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'outbox_oldest_waiting_age_seconds',
    help: 'Age of the oldest message not yet delivered (0 when none waits)',
    registers: [registry],
  });
  const failed = new Gauge({
    name: 'outbox_messages_failed',
    help: 'Messages that ran out of tries (an admin may queue them again)',
    registers: [registry],
  });

  /** One query per scrape for the three outbox gauges. */
  async function readOutbox() {
    // PGlite and node-postgres both answer `{ rows }`; the union of their result types does not say so.
    const result: unknown = await database.db.execute(sql`
      select
        count(*) filter (where state in ('pending', 'sending'))::int as waiting,
        extract(epoch from now() - min(created_at) filter (where state in ('pending', 'sending')))::float8 as age,
        count(*) filter (where state = 'failed')::int as failed
      from outbox_messages`);
    const row = (result as { rows: { waiting: number; age: number | null; failed: number }[] }).rows[0];
    outbox.set(Number(row?.waiting ?? 0));
    oldest.set(Number(row?.age ?? 0));
    failed.set(Number(row?.failed ?? 0));
  }

  const token = config.metricsToken === undefined ? undefined : Buffer.from(`Bearer ${config.metricsToken}`);
  function allowed(request: FastifyRequest): boolean {
    if (token !== undefined) {
      const given = Buffer.from(request.headers.authorization ?? '');
      return given.length === token.length && timingSafeEqual(given, token);
    }
    // Local mode without a token: this machine only.
    return LOOPBACK.has(request.socket.remoteAddress ?? '');
  }

  app.get(API_PATHS.metrics, async (request, reply) => {
    if (!allowed(request)) {
      if (token === undefined) throw new HttpError(404, errorMessages.notFound);
      throw new HttpError(401, errorMessages.notAuthenticated, { 'www-authenticate': 'Bearer' });
    }
    await readOutbox();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

export const metrics = fp(metricsPlugin, { name: 'metrics' });
