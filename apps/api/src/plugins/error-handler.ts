import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, ValidationError } from '../http/errors.ts';
import { errorMessages } from '../messages.ts';

// @fastify/csrf-protection's refusals (plugins/csrf.ts): answered like our own HttpErrors.
const CSRF_REFUSALS = new Set(['FST_CSRF_MISSING_SECRET', 'FST_CSRF_INVALID_TOKEN']);

// Fastify's own client errors, reworded for people.
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: errorMessages.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: errorMessages.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: errorMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errorMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: errorMessages.badRequest,
  FST_ERR_MAX_PARAM_LENGTH: errorMessages.urlTooLong,
};

function clientMessage(error: FastifyError): string {
  const reworded = fastifyMessages[error.code];
  if (reworded !== undefined) return reworded;
  // secure-json-parse raises a SyntaxError with status 400 for broken JSON.
  if (error instanceof SyntaxError) return errorMessages.malformedJson;
  return errorMessages.badRequest;
}

/**
 * The router's own refusals (a path that does not decode, a parameter over 100 characters),
 * answered before any hook or error handler runs: Fastify's option `frameworkErrors` (app.ts).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  request.log.info({ code: error.code, status }, 'client error');
  // Fastify's frameworkErrors option ignores what it returns; the reply goes out through send.
  void reply.code(status).send({ error: clientMessage(error) });
}

/**
 * Every failure leaves in one of the spec's two shapes: `422 {detail: [...]}` or `{error}`.
 * Anything not caused by the client is logged and answered with a generic 500.
 */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.code(422).send({ detail: error.detail });
    }
    if (error instanceof HttpError) {
      // A dependency we could not reach (e.g. Google's discovery): worth a warning, not a stack at error.
      if (error.statusCode >= 500 && error.cause !== undefined) {
        request.log.warn({ err: error.cause, status: error.statusCode }, error.message);
      }
      const body =
        error.errorCode === undefined
          ? { error: error.message }
          : { error: error.message, code: error.errorCode };
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (CSRF_REFUSALS.has(error.code)) return reply.code(403).send({ error: errorMessages.csrf });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      return reply.code(status).send({ error: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: errorMessages.internal });
  });
});
