import fp from 'fastify-plugin';
import { isApiPath } from '../http/api-paths.ts';

/**
 * The policy a Vite-built React SPA runs under: scripts only from our origin (no inline
 * scripts), inline styles allowed for libraries that set style attributes.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const commonHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export interface SecurityHeadersOptions {
  /** Adds HSTS; only meaningful when the site is served over HTTPS. */
  strictTransportSecurity: boolean;
}

export const securityHeaders = fp<SecurityHeadersOptions>(async (app, options) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(commonHeaders);
    if (options.strictTransportSecurity) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry personal data: never store them in any cache.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    reply.removeHeader('x-powered-by');
    return payload;
  });
});
