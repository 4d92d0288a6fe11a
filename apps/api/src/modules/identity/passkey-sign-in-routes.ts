import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { errorMessages } from '../../messages.ts';
import { signInBorrower } from './borrower-sign-in.ts';
import { allOf, quotas } from './rate-limits.ts';

/** "Sign in with a passkey": a challenge, then the signed answer for the password sign-in's tokens. */
export async function passkeySignInRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { passkeys, rateLimiter } = services;
  const route = createRouter(app, services);

  route(endpoints.passkeySignInOptions, {
    handler: async ({ request }) => {
      await rateLimiter.consume(quotas.passkeyChallenge(request.ip));
      return passkeys.signInOptions();
    },
  });

  route(endpoints.passkeySignIn, {
    handler: async ({ request, body: { credential } }) => {
      const limits = quotas.passkeyLogin(request.ip, credential.id);
      // Counted like a password sign-in: an attempt counts per address, and per passkey only when
      // it fails, so the owner's own sign-ins never hold it (docs/decisions/0012-rate-limits.md).
      const outcome = await rateLimiter.spend(allOf(limits), async (reservation) => {
        const checked = await passkeys.signIn(credential);
        if (checked.ok) await reservation.refund(limits.account);
        return checked;
      });
      if (!outcome.ok) {
        // The reason alone: never the challenge, the credential or the signature.
        const level = outcome.reason === 'counter-regression' ? 'warn' : 'info';
        request.log[level]({ reason: outcome.reason }, 'passkey sign-in refused');
        throw new HttpError(401, errorMessages.passkeySignInFailed);
      }
      return signInBorrower(request, services, outcome.value.userId, 'passkey');
    },
  });
}
