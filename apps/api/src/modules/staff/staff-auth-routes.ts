import {
  endpoints,
  STAFF_SECOND_FACTOR_METHODS,
  type StaffRole,
  type StaffSecondFactorKind,
  type StaffSignInMethod,
} from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { bearerToken, notAuthenticated, staffSessionEnded } from '../../http/authenticate.ts';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import { burnPasswordCheck, verifyPassword } from '../identity/passwords.ts';
import { toStaffMember } from './staff-accounts.ts';
import { STAFF_CHALLENGE_TTL_SECONDS } from './staff-challenges.ts';
import { allOf, quotas } from '../identity/rate-limits.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** Staff sign-in (its first step), refresh, logout and "who am I" under /staff/api/v1 (ADR 0017, ADR 0052). */
export async function staffAuthRoutes(app: FastifyInstance, { services }: RouteContext) {
  const {
    staffAccounts,
    staffSecondFactors,
    staffChallenges,
    staffPasskeys,
    sessions,
    rateLimiter,
    accessTokens,
  } = services;
  const route = createRouter(app, services);

  route(endpoints.staffLogin, {
    handler: async ({ request, body: { email, password } }) => {
      const limits = quotas.staffLogin(request.ip, email);
      const staff = await rateLimiter.spend(allOf(limits), async (reservation) => {
        const found = await staffAccounts.findByEmail(email);
        if (found === undefined || found.disabledAt !== null || found.passwordHash === null) {
          // Same work and the same answer whether or not the staff member exists or may sign in
          // (an invited member has no password until they follow their link).
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
      // A right password is half a sign-in: the second factor comes next (ADR 0052).
      const kind: StaffSecondFactorKind = (await staffSecondFactors.hasFactor(staff.id)) ? 'verify' : 'enrol';
      request.log.info({ staffId: staff.id, secondFactor: kind }, 'staff password accepted');
      // A passkey is offered to those who added one (ADR 0056); the codes always.
      const methods: StaffSignInMethod[] =
        kind === 'enrol'
          ? []
          : (await staffPasskeys.hasPasskey(staff.id))
            ? [...STAFF_SECOND_FACTOR_METHODS, 'passkey']
            : [...STAFF_SECOND_FACTOR_METHODS];
      return {
        second_factor: kind,
        challenge_token: await staffChallenges.issue({ staffId: staff.id, kind }),
        expires_in: STAFF_CHALLENGE_TTL_SECONDS,
        methods,
      };
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
        // A session that ended on its own says so: the back office shows why (ADR 0055).
        if (outcome.reason === 'idle' || outcome.reason === 'expired')
          throw staffSessionEnded(outcome.reason);
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
      const { idleSeconds, warningSeconds } = sessions.staffLimits;
      return {
        ...toStaffMember(staff),
        session: { idle_seconds: idleSeconds, warning_seconds: warningSeconds },
      };
    },
  });
}
