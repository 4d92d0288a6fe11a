import { endpoints, type OutboxMessage } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import type { RouteContext } from '../../http/route-context.ts';
import type { OutboxEntry } from '../messaging/outbox.ts';

const seconds = (ms: number) => Math.round(ms / 1000);

const adminState = {
  pending: 'waiting-to-retry',
  sending: 'sending',
  sent: 'sent',
  failed: 'given-up',
} as const satisfies Record<OutboxEntry['state'], OutboxMessage['state']>;

/** Admins' view of the outbox: the delivery policies, the latest messages, and failed ones to retry. */
export async function staffMessageRoutes(app: FastifyInstance, { services, config }: RouteContext) {
  const { outbox } = services;
  const route = createRouter(app, services);

  route(endpoints.staffMessages, {
    handler: async () => ({
      policies: (['one-time-code', 'notice'] as const).map((kind) => {
        const policy = config.messaging.retry[kind];
        return {
          kind,
          keep_trying_seconds: seconds(policy.keepTryingMs),
          until_code_expires: kind === 'one-time-code',
          first_wait_seconds: seconds(policy.baseDelayMs),
          longest_wait_seconds: seconds(policy.maxDelayMs),
        };
      }),
      messages: (await outbox.latest(100)).map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        channel: entry.channel,
        recipient: entry.recipient,
        subject: entry.subject,
        state: adminState[entry.state],
        attempts: entry.attempts,
        last_error: entry.last_error,
        created_at: entry.created_at,
        next_attempt_at: entry.state === 'pending' ? entry.next_attempt_at : null,
        give_up_at: entry.give_up_at,
        sent_at: entry.sent_at,
      })),
    }),
  });

  route(endpoints.staffFailedMessages, {
    handler: async () => ({
      messages: (await outbox.failed()).map((entry) => ({
        id: entry.id,
        channel: entry.channel,
        recipient: entry.recipient,
        subject: entry.subject,
        attempts: entry.attempts,
        last_error: entry.last_error,
        created_at: entry.created_at,
        retryable: !entry.redacted && entry.kind === 'notice',
      })),
    }),
  });

  route(endpoints.staffRetryMessage, {
    handler: async ({ request, params }) => {
      const [outcome] = await outbox.retry([params.messageId]);
      if (outcome === undefined || (!outcome.requeued && outcome.reason === 'no such message')) {
        throw new HttpError(404, errorMessages.unknownMessage);
      }
      if (!outcome.requeued) throw new HttpError(409, errorMessages.messageNotRetryable(outcome.reason));
      request.log.info({ messageId: outcome.id }, 'failed message queued again');
      services.outboxWorker.wake();
      return { id: outcome.id, requeued: true as const };
    },
  });
}
