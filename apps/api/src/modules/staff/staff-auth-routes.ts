import { endpoints, type StaffRole } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { bearerToken, notAuthenticated } from '../../http/authenticate.ts';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import { burnPasswordCheck, verifyPassword } from '../identity/passwords.ts';
import { toStaffMember } from './staff-accounts.ts';
import { allOf, quotas } from '../identity/rate-limits.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** Staff sign-in, refresh, logout and "who am I" under /staff/api/v1 (ADR 0017). */
export async function staffAuthRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { staffAccounts, sessions, rateLimiter, accessTokens } = services;
  const route = createRouter(app, services);

  route(endpoints.staffLogin, {
    handler: async ({ request, body: { email, password } }) => {
      const limits = quotas.staffLogin(request.ip, email);
      const staff = await rateLimiter.spend(allOf(limits), async (reservation) => {
        const found = await staffAccounts.findByEmail(email);
        if (found === undefined || found.disabledAt !== null) {
          // Same work and the same answer whether or not the staff member exists or may sign in.
          await burnPasswordCheck(password);
          return undefined;
        }
        if (!(await verifyPassword(found.passwordHash, password))) {
          request.log.info({ staffId: found.id }, 'staff login failed: wrong password');
          return undefined;
        }
        await reservation.refund(limits.account);
        return found;
      });
      if (staff === undefined) throw new HttpError(401, errorMessages.invalidCredentials);
      request.log.info({ staffId: staff.id }, 'staff login succeeded');
      return sessions.startStaffSession({ id: staff.id, role: staff.role as StaffRole });
    },
  });

  route(endpoints.staffRefresh, {
    handler: async ({ request, body: { refresh_token } }) => {
      await rateLimiter.consume(quotas.refresh(request.ip));
      const outcome = await sessions.refreshStaff(refresh_token, async (staffId) => {
        const staff = await staffAccounts.findActive(staffId);
        return staff?.role as StaffRole | undefined;
      });
      if (!outcome.ok) {
        const level = outcome.reason === 'reused' ? 'warn' : 'info';
        request.log[level]({ reason: outcome.reason }, 'staff refresh refused');
        throw new HttpError(401, errorMessages.invalidRefreshToken);
      }
      return outcome.tokens;
    },
  });

  route(endpoints.staffLogout, {
    handler: async ({ request, body: { refresh_token } }) => {
      if (refresh_token !== undefined) await sessions.revokeByRefreshToken(refresh_token, 'staff logout');
      const accessToken = bearerToken(request);
      const claims = accessToken === undefined ? undefined : await accessTokens.verify(accessToken);
      if (claims?.tokenType === 'staff') await sessions.revoke(claims.sessionId, 'staff logout');
      return { success: true };
    },
  });

  route(endpoints.staffMe, {
    handler: async ({ claims }) => {
      const staff = await staffAccounts.findActive(claims.subject);
      if (staff === undefined) throw notAuthenticated();
      return toStaffMember(staff);
    },
  });
}
