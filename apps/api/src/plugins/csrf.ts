import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@northgate/contracts';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';
import { isApiPath, routedPath } from '../http/api-paths.ts';
import { errorMessages } from '../messages.ts';
import { deriveKey } from '../modules/identity/access-tokens.ts';

// Node lower-cases incoming header names.
const CSRF_HEADER = CSRF_HEADER_NAME.toLowerCase();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  tokenSecret: string;
  secureCookie: boolean;
}

const NONCE_BYTES = 18;
// Every answer to a client without the cookie carries a new nonce: they come from a pooled buffer
// of random bytes, one call into the random source per 227 nonces instead of one each (ADR 0030).
const randomPool = Buffer.alloc(NONCE_BYTES * 227);
let randomOffset = randomPool.length;

function newNonce(): string {
  if (randomOffset + NONCE_BYTES > randomPool.length) {
    randomFillSync(randomPool);
    randomOffset = 0;
  }
  const nonce = randomPool.toString('base64url', randomOffset, randomOffset + NONCE_BYTES);
  randomOffset += NONCE_BYTES;
  return nonce;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Signed double-submit. Every page and API response that arrives without a valid `csrf_token`
 * cookie sets one (`<nonce>.<HMAC(nonce)>`, readable by scripts, SameSite=Strict).
 * Rule: an API request with an unsafe method (not GET/HEAD/OPTIONS) that carries any cookie
 * must send the same value in `X-CSRF-Token`, and the value must bear our signature; else 403.
 * Requests without cookies carry no ambient credentials (auth is a bearer header), so they pass.
 */
export const csrfProtection = fp<CsrfOptions>(async (app, { tokenSecret, secureCookie }) => {
  const key = deriveKey(tokenSecret, 'csrf');
  const sign = (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');
  const issue = () => {
    const nonce = newNonce();
    return `${nonce}.${sign(nonce)}`;
  };
  const isSigned = (token: string) => {
    const [nonce, signature, ...rest] = token.split('.');
    return (
      nonce !== undefined && signature !== undefined && rest.length === 0 && safeEqual(signature, sign(nonce))
    );
  };

  app.addHook('onRequest', async (request, reply) => {
    // The routed path, not the raw URL: `/%61uth/api/...` reaches the same handler as `/auth/api/...`.
    const path = routedPath(request);
    const cookieToken = request.cookies[CSRF_COOKIE_NAME];
    const cookieIsValid = cookieToken !== undefined && isSigned(cookieToken);
    // Hashed assets are cached by browsers and CDNs: a Set-Cookie would spoil that.
    if (!cookieIsValid && !path.startsWith('/assets/')) {
      reply.setCookie(CSRF_COOKIE_NAME, issue(), {
        path: '/',
        sameSite: 'strict',
        secure: secureCookie,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !isApiPath(path) || request.headers.cookie === undefined) return;
    const headerToken = request.headers[CSRF_HEADER];
    if (!cookieIsValid || typeof headerToken !== 'string' || !safeEqual(headerToken, cookieToken)) {
      throw new HttpError(403, errorMessages.csrf);
    }
  });
});
