import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two: nothing on arrival, and on answer the
 * method, redacted URL and client address (the logger's serializers pick them) with the status
 * and time taken. Fastify's other lines (errors, stream failures) stay as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
