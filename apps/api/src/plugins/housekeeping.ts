import fp from 'fastify-plugin';
import type { MessagingConfig } from '../config/messaging-config.ts';
import type { Services } from '../services.ts';

const EVERY_TEN_MINUTES = 10 * 60 * 1000;

/**
 * Periodically forgets rate-limit windows that have ended and passkey challenges that expired
 * unanswered, and empties the bodies of messages delivered (or failed) longer ago than their retention.
 */
export const housekeeping = fp<{ services: Services; messaging: MessagingConfig }>(
  async (app, { services, messaging }) => {
    const timer = setInterval(() => {
      services.rateLimiter
        .prune()
        .catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit pruning failed'));
      services.outbox
        .redactExpired(messaging.retentionMinutes)
        .catch((error: unknown) => app.log.warn({ err: error }, 'message redaction failed'));
      services.passkeys
        .pruneChallenges()
        .catch((error: unknown) => app.log.warn({ err: error }, 'passkey challenge pruning failed'));
    }, EVERY_TEN_MINUTES);
    // Never keeps the process alive on its own.
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
);
