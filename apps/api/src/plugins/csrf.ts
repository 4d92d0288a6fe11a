import fastifyCsrfProtection, { type FastifyCsrfProtectionOptions } from '@fastify/csrf-protection';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@northgate/contracts';
import type { FastifyRegisterOptions, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, routedPath } from '../http/api-paths.ts';
import { deriveKey } from '../modules/identity/access-tokens.ts';

/** The HttpOnly cookie that holds a browser's CSRF secret; only the API reads it. */
export const CSRF_SECRET_COOKIE_NAME = 'csrf_secret';
// Node lower-cases incoming header names.
const CSRF_HEADER = CSRF_HEADER_NAME.toLowerCase();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  tokenSecret: string;
  secureCookie: boolean;
}

/**
 * An API call that proves who it is by its bearer header and sends no cookie at all: the client
 * holds none of ours, so its calls carry no ambient credentials and pass the rule of `csrfProtection` without a
 * token. A safe one is answered without a new secret and token (ADR 0063): making them (a fresh
 * random secret, an HMAC, two Set-Cookie headers) was a fifth of the cost of `user_info`.
 */
function isBearerOnlyApiCall(request: FastifyRequest, path: string): boolean {
  return (
    request.headers.cookie === undefined && request.headers.authorization !== undefined && isApiPath(path)
  );
}

/**
 * `@fastify/csrf-protection` (ADR 0041): a random secret per browser in an HttpOnly cookie, and
 * tokens made from it and our key (HMAC-SHA256, key derived from TOKEN_SECRET), so a token
 * nobody signed is refused even where cookie and header agree. The client's side is unchanged:
 * it copies the readable `csrf_token` cookie, a token for its secret, into `X-CSRF-Token`.
 * Rule: an API request with an unsafe method (not GET/HEAD/OPTIONS) that carries any cookie
 * must send a token for its secret; else 403 (answered by error-handler.ts). Requests
 * without cookies carry no ambient credentials (auth is a bearer header), so they pass.
 */
export const csrfProtection = fp<CsrfOptions>(async (app, { tokenSecret, secureCookie }) => {
  const cookie = { path: '/', sameSite: 'strict', secure: secureCookie } as const;
  const options: FastifyCsrfProtectionOptions & FastifyRegisterOptions<unknown> = {
    cookieKey: CSRF_SECRET_COOKIE_NAME,
    cookieOpts: { ...cookie, httpOnly: true },
    csrfOpts: { hmacKey: deriveKey(tokenSecret, 'csrf') },
    // Our header only (the default also reads a `_csrf` body field and three other headers).
    getToken: (request) => {
      const token = request.headers[CSRF_HEADER];
      return typeof token === 'string' ? token : undefined;
    },
    // The plugin's own line on a refusal, below what we log: the request's line has the 403.
    logLevel: 'trace',
  };
  await app.register(fastifyCsrfProtection, options);

  /** A token for the browser's secret (a new secret when it has none), readable by the page's scripts. */
  const issueToken = (reply: FastifyReply) => {
    reply.setCookie(CSRF_COOKIE_NAME, reply.generateCsrf(), { ...cookie, httpOnly: false });
  };

  app.addHook('onRequest', (request, reply, done) => {
    // The routed path, not the raw URL: `/%61uth/api/...` reaches the same handler as `/auth/api/...`.
    const path = routedPath(request);
    const { cookies } = request;
    const safe = SAFE_METHODS.has(request.method);
    // Hashed assets are cached by browsers and CDNs: a Set-Cookie would spoil that.
    if (
      (!cookies[CSRF_SECRET_COOKIE_NAME] || !cookies[CSRF_COOKIE_NAME]) &&
      !path.startsWith('/assets/') &&
      !(safe && isBearerOnlyApiCall(request, path))
    ) {
      issueToken(reply);
    }
    if (safe || !isApiPath(path) || request.headers.cookie === undefined) {
      done();
      return;
    }
    app.csrfProtection(request, reply, done);
  });

  // A refused request's answer carries a fresh token, so "Reload the page and try again" works
  // whatever state the cookies were in.
  app.addHook('onError', (_request, reply, error, done) => {
    const code: unknown = error.code;
    if (typeof code === 'string' && code.startsWith('FST_CSRF_')) issueToken(reply);
    done();
  });
});
