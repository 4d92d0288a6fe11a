import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../http/authenticate.ts';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { allOf, quotas } from './rate-limits.ts';
import { signInBorrower } from './borrower-sign-in.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** Login, refresh, logout and guest sessions under /auth/api/v1/auth. */
export async function sessionRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { users, sessions, rateLimiter, accessTokens } = services;
  const route = createRouter(app, services);

  route(endpoints.login, {
    handler: async ({ request, body: { email, password } }) => {
      const limits = quotas.login(request.ip, email);
      // A sign-in attempted counts; the account's quotas count only failures, so the owner's
      // own sign-ins never hold the account (docs/decisions/0012-rate-limits.md).
      const user = await rateLimiter.spend(allOf(limits), async (reservation) => {
        const found = await users.findByEmail(email);
        if (found === undefined || found.passwordHash === null) {
          // Same work and the same answer whether or not the account exists.
          await burnPasswordCheck(password);
          return undefined;
        }
        if (!(await verifyPassword(found.passwordHash, password))) {
          request.log.info({ userId: found.id }, 'login failed: wrong password');
          return undefined;
        }
        await reservation.refund(limits.account);
        return found;
      });
      if (user === undefined) throw new HttpError(401, errorMessages.invalidCredentials);
      // A guest who signs in keeps the applications they started (ADR 0004).
      return signInBorrower(request, services, user.id, 'password');
    },
  });

  route(endpoints.refresh, {
    handler: async ({ request, body: { refresh_token } }) => {
      await rateLimiter.consume(quotas.refresh(request.ip));
      const outcome = await sessions.refresh(refresh_token);
      if (!outcome.ok) {
        const level = outcome.reason === 'reused' ? 'warn' : 'info';
        request.log[level]({ reason: outcome.reason }, 'refresh refused');
        throw new HttpError(401, errorMessages.invalidRefreshToken);
      }
      return outcome.tokens;
    },
  });

  route(endpoints.logout, {
    handler: async ({ request, body: { refresh_token } }) => {
      if (refresh_token !== undefined) await sessions.revokeByRefreshToken(refresh_token, 'logout');
      const accessToken = bearerToken(request);
      const claims = accessToken === undefined ? undefined : await accessTokens.verify(accessToken);
      if (claims !== undefined) await sessions.revoke(claims.sessionId, 'logout');
      // Idempotent: logging out twice, or with an expired token, still ends signed out.
      return { success: true };
    },
  });

  route(endpoints.fakeAuth, {
    handler: async ({ request }) => {
      await rateLimiter.consume(quotas.guestSession(request.ip));
      return sessions.startGuestSession();
    },
  });
}
