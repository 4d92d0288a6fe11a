import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
import { isApiRequest } from '../http/api-paths.ts';

type CspDirectives = Record<string, string[]>;

/**
 * The policy a Vite-built React SPA runs under: scripts only from our origin (no inline
 * scripts), inline styles allowed for libraries that set style attributes.
 */
const cspDirectives: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
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
function helmetOptions({ https }: SecurityHeadersOptions): FastifyHelmetOptions {
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
 * Helmet's headers on every answer (pages, assets, API, errors), plus what helmet leaves out:
 * Permissions-Policy, and `Cache-Control: no-store` on API answers.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(async (app, options) => {
  await app.register(fastifyHelmet, helmetOptions(options));
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers carry personal data: never store them in any cache. Decided on the routed
    // path, so `/%70ersonal_account/...` is treated like `/personal_account/...`. The one
    // exception is a route that itself declared its answer public data (the ZIP look-up).
    const declaredPublic = String(reply.getHeader('cache-control') ?? '').startsWith('public');
    if (isApiRequest(request) && !declaredPublic) reply.header('cache-control', 'no-store');
    return payload;
  });
});
