import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body on a silence limit of its own instead (resumable uploads). */
    silenceLimited?: boolean;
  }
}

const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/**
 * Whether a body follows the headers. Without Content-Length or Transfer-Encoding an HTTP/1.1
 * request has none: it is whole once its headers are in, though `complete` is only set after the
 * hooks ran, so a GET needs no timer (one per request was a measurable part of `user_info`).
 */
function hasBody(raw: IncomingMessage): boolean {
  const { headers } = raw;
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';
}

/**
 * The whole-request time limit (REQUEST_TIMEOUT_MS), per route. Node's own requestTimeout is
 * server-wide and would cut a resumable upload's PATCH however fast its bytes flow, so the
 * server's is off (app.ts) and this hook applies the same rule to every route but those marked
 * `silenceLimited`: a request whose body is not in when the time is up is answered 408 and its
 * socket closed, as Node does.
 */
export const requestDeadline = fp<{ requestMs: number }>(async (app, { requestMs }) => {
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    const raw = request.raw;
    if (request.routeOptions.config.silenceLimited === true || raw.complete || !hasBody(raw)) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      if (raw.complete || raw.socket.destroyed) return;
      if (reply.raw.headersSent) raw.socket.destroy();
      else raw.socket.end(TIMED_OUT, () => raw.socket.destroy());
    }, requestMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    raw.once('end', () => clearTimeout(timer));
    done();
  });
});
