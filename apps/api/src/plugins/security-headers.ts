import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EARLY_INPUT_SCRIPT } from '@northgate/site-config';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest } from '../http/api-paths.ts';

type CspDirectives = Record<string, string[]>;

/** The CSP source that allows one inline script: its text's SHA-256. */
const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The policy a Vite-built React SPA runs under: scripts only from our origin, plus the one inline
 * script of a prerendered page, allowed by its hash (the early-input script, ADR 0051); inline
 * styles allowed for libraries that set style attributes.
 */
const cspDirectives: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", scriptHash(EARLY_INPUT_SCRIPT)],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

// Helmet has no Permissions-Policy: the features the site never uses are switched off here.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

export interface SecurityHeadersOptions {
  /** The site is served over HTTPS: adds HSTS and upgrade-insecure-requests. */
  https: boolean;
}

/** Helmet's options for our policy. */
function helmetOptions({ https }: SecurityHeadersOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      // Only our directives: helmet's defaults would add upgrade-insecure-requests, which
      // breaks a site served over plain http (local mode on http://localhost).
      useDefaults: false,
      directives: https ? { ...cspDirectives, 'upgrade-insecure-requests': [] } : cspDirectives,
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * The headers helmet sets for our policy. They are the same on every answer (the policy has no
 * per-request nonce), so they are worked out once here rather than by running helmet's
 * middleware on each request, as @fastify/helmet does (ADR 0030; measured again in ADR 0041).
 */
function helmetHeaders(options: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(helmetOptions(options))({} as IncomingMessage, response as unknown as ServerResponse, () => {
    finished = true;
  });
  // Helmet's middleware is synchronous; anything else would leave answers without their headers.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by the callback, which TypeScript does not follow
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * Helmet's headers on every answer (pages, assets, API, errors), plus what helmet leaves out:
 * Permissions-Policy, and `Cache-Control: no-store` on API answers.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(async (app, options) => {
  const everyAnswer = { ...helmetHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
  // A callback, not an async hook: no promise on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    // API answers carry personal data: never store them in any cache. Decided on the routed
    // path, so `/%70ersonal_account/...` is treated like `/personal_account/...`. The one
    // exception is a route that itself declared its answer public data (the ZIP look-up).
    const declaredPublic = String(reply.getHeader('cache-control') ?? '').startsWith('public');
    if (isApiRequest(request) && !declaredPublic) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
