import { endpoints, STAFF_ERROR_CODES, type StaffRole } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../http/authenticate.ts';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { errorMessages } from '../../messages.ts';
import { allOf, quotas } from '../identity/rate-limits.ts';
import type { StaffRow } from './staff-accounts.ts';

/**
 * Passkeys as a staff second factor (docs/decisions/0056-staff-passkeys.md): the second step of a
 * sign-in with one, and a signed-in staff member adding, listing and removing their own. Logs name
 * the staff member and the passkey's id, never a challenge or a signature.
 */
export async function staffPasskeyRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { staffAccounts, staffChallenges, staffPasskeys, staffAudit, sessions, rateLimiter } = services;
  const route = createRouter(app, services);

  /** The active staff member a verify challenge names; 401 for anything else. */
  async function challenged(token: string): Promise<StaffRow> {
    const challenge = await staffChallenges.verify(token);
    const staff =
      challenge?.kind === 'verify' ? await staffAccounts.findActive(challenge.staffId) : undefined;
    if (staff === undefined) throw new HttpError(401, errorMessages.staffChallengeExpired);
    return staff;
  }

  /** The signed-in, active staff member. */
  async function signedIn(staffId: string): Promise<StaffRow> {
    const staff = await staffAccounts.findActive(staffId);
    if (staff === undefined) throw notAuthenticated();
    return staff;
  }

  route(endpoints.staffPasskeySignInOptions, {
    handler: async ({ body: { challenge_token } }) => {
      // Only a right password earns a verify challenge (and the login's quotas guard that); the
      // guess is the answer, which spends the second-factor quotas below.
      const staff = await challenged(challenge_token);
      const options = await staffPasskeys.signInOptions(staff.id, challenge_token);
      if (options === undefined) throw new HttpError(401, errorMessages.noPasskey);
      return { ...options };
    },
  });

  route(endpoints.staffPasskeySignIn, {
    handler: async ({ request, body: { challenge_token, credential } }) => {
      const staff = await challenged(challenge_token);
      // Every answer is a guess at the second factor: the staff-2fa quotas, as a code (ADR 0052).
      const limits = quotas.staffSecondFactor(request.ip, staff.id);
      const outcome = await rateLimiter.spend(allOf(limits), async (reservation) => {
        const result = await staffPasskeys.verifySignIn(staff.id, challenge_token, credential);
        if (result.ok) await reservation.refund(allOf(limits));
        return result;
      });
      if (!outcome.ok) {
        await staffAudit.recordSignIn(staff.id, 'second_factor_failed', 'passkey', request.ip);
        request.log.info(
          { staffId: staff.id, method: 'passkey', reason: outcome.reason },
          'staff second factor refused',
        );
        throw new HttpError(401, errorMessages.passkeyNotAccepted);
      }
      await staffAudit.recordSignIn(staff.id, 'second_factor_passed', 'passkey', request.ip);
      request.log.info(
        { staffId: staff.id, method: 'passkey', passkeyId: outcome.passkeyId },
        'staff sign-in completed',
      );
      return sessions.startStaffSession({ id: staff.id, role: staff.role as StaffRole });
    },
  });

  route(endpoints.staffPasskeys, {
    handler: async ({ claims }) => ({
      passkeys: await staffPasskeys.list((await signedIn(claims.subject)).id),
    }),
  });

  route(endpoints.staffPasskeyRegisterOptions, {
    handler: async ({ request, claims }) => {
      const staff = await signedIn(claims.subject);
      // A stolen session must not add its own passkey: the factor checked in the last 15 minutes.
      if (!(await sessions.secondFactorIsFresh(claims.sessionId)))
        throw new HttpError(
          403,
          errorMessages.passkeySecondFactorRequired,
          {},
          STAFF_ERROR_CODES.secondFactorRequired,
        );
      await rateLimiter.consume(quotas.staffSecondFactor(request.ip, staff.id).address);
      return { ...(await staffPasskeys.registrationOptions(staff, claims.sessionId)) };
    },
  });

  route(endpoints.staffPasskeyRegister, {
    handler: async ({ request, claims, body: { name, credential } }) => {
      const staff = await signedIn(claims.subject);
      if (!(await sessions.secondFactorIsFresh(claims.sessionId)))
        throw new HttpError(
          403,
          errorMessages.passkeySecondFactorRequired,
          {},
          STAFF_ERROR_CODES.secondFactorRequired,
        );
      const added = await staffPasskeys.register(staff.id, claims.sessionId, name, credential);
      if (!added.ok) {
        request.log.info({ staffId: staff.id, reason: added.reason }, 'staff passkey not added');
        if (added.reason === 'duplicate') throw new HttpError(409, errorMessages.staffPasskeyAlreadyAdded);
        throw new HttpError(400, errorMessages.staffPasskeyNotAdded);
      }
      await staffAudit.recordSignIn(staff.id, 'passkey_added', 'passkey', request.ip);
      request.log.info({ staffId: staff.id, passkeyId: added.passkey.id }, 'staff passkey added');
      return added.passkey;
    },
  });

  route(endpoints.staffPasskeyRemove, {
    handler: async ({ request, claims, params: { passkeyId } }) => {
      const staff = await signedIn(claims.subject);
      // The authenticator app stays, so removing any passkey leaves a factor (ADR 0056).
      if (!(await staffPasskeys.remove(staff.id, passkeyId)))
        throw new HttpError(404, errorMessages.unknownPasskey);
      await staffAudit.recordSignIn(staff.id, 'passkey_removed', 'passkey', request.ip);
      request.log.info({ staffId: staff.id, passkeyId }, 'staff passkey removed');
      return { success: true };
    },
  });
}
