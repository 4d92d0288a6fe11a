import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** Admins' view of failed messages: the back office's side of the messages command. */
export async function staffMessageRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { outbox } = services;
  const route = createRouter(app, services);

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
        retryable: !entry.redacted,
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
