import fp from 'fastify-plugin';
import { LONGEST_WINDOW_SECONDS } from '../services/rate-limits.ts';
import type { Services } from '../services/services.ts';

const EVERY_TEN_MINUTES = 10 * 60 * 1000;

/** Periodically forgets rate-limit windows that ended long ago. */
export const housekeeping = fp<{ services: Services }>(async (app, { services }) => {
  const timer = setInterval(() => {
    services.rateLimiter
      .prune(LONGEST_WINDOW_SECONDS)
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit pruning failed'));
  }, EVERY_TEN_MINUTES);
  // Never keeps the process alive on its own.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
