import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import { quotas } from './rate-limits.ts';
import { guestSessionOf } from '../drafts/guest-session.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** "Sign in with Google": social_auth hands out the provider URL, verification_code finishes. */
export async function googleRoutes(app: FastifyInstance, { services }: RouteContext) {
  const signIn = services.googleSignIn;
  const route = createRouter(app, services);

  route(endpoints.socialAuth, {
    handler: async ({ request, query: { request_from } }) => {
      if (signIn === undefined) throw new HttpError(503, errorMessages.googleUnavailable);
      // Counted once an attempt is stored; a provider that cannot be reached costs the visitor nothing.
      return services.rateLimiter.spend([quotas.googleStart(request.ip)], async () => {
        // The callback arrives without the guest's token, so the attempt remembers the guest session.
        const guestSessionId = await guestSessionOf(request, services);
        return { url: await signIn.authorizationUrl(request_from, guestSessionId) };
      });
    },
  });

  route(endpoints.googleVerificationCode, {
    handler: async ({ request, query: { code, state } }) => {
      if (signIn === undefined) throw new HttpError(503, errorMessages.googleUnavailable);
      await services.rateLimiter.consume(quotas.googleFinish(request.ip));
      try {
        return await signIn.complete(code, state);
      } catch (error) {
        // Product spec §8 (docs/product/product-spec.md): a failed Google sign-in is only logged; the page gets no details.
        request.log.warn({ err: error }, 'Google sign-in failed');
        throw new HttpError(401, errorMessages.googleSignInFailed);
      }
    },
  });
}
