import { endpoints, type StaffRole, type StaffSecondFactorKind } from '@northgate/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notAuthenticated } from '../../http/authenticate.ts';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { errorMessages } from '../../messages.ts';
import { allOf, quotas } from '../identity/rate-limits.ts';
import type { StaffRow } from './staff-accounts.ts';
import type { FactorMethod } from './staff-second-factors.ts';

const refusal = {
  totp: { wrong: errorMessages.wrongTotpCode, replayed: errorMessages.usedTotpCode },
  recovery_code: { wrong: errorMessages.wrongRecoveryCode, replayed: errorMessages.wrongRecoveryCode },
} as const;

/**
 * The second step of a staff sign-in (docs/decisions/0052-staff-second-factor.md): enrol an
 * authenticator app, or pass a code from it or a recovery code. Each takes the challenge token a
 * right password earned; only passing it starts the staff session. Codes are never logged.
 */
export async function staffSecondFactorRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { staffAccounts, staffSecondFactors, staffChallenges, staffAudit, sessions, rateLimiter } = services;
  const route = createRouter(app, services);

  /** The active staff member a challenge of `kind` names; 401 for anything else. */
  async function challenged(token: string, kind: StaffSecondFactorKind): Promise<StaffRow> {
    const challenge = await staffChallenges.verify(token);
    const staff = challenge?.kind === kind ? await staffAccounts.findActive(challenge.staffId) : undefined;
    if (staff === undefined) throw new HttpError(401, errorMessages.staffChallengeExpired);
    return staff;
  }

  const startSession = (staff: StaffRow) =>
    sessions.startStaffSession({ id: staff.id, role: staff.role as StaffRole });

  /**
   * Runs a code check under the second-factor quotas. A right code gives back what it took, the
   * address's quota too: a code works once per 30-second step, so a right one is no guessing, and
   * an office behind one address signing in together must not run out of tries (ADR 0052).
   */
  async function limitedCheck<T extends { ok: boolean }>(
    request: FastifyRequest,
    staff: StaffRow,
    method: FactorMethod,
    check: () => Promise<T>,
  ): Promise<T> {
    const limits = quotas.staffSecondFactor(request.ip, staff.id);
    const outcome = await rateLimiter.spend(allOf(limits), async (reservation) => {
      const result = await check();
      if (result.ok) await reservation.refund(allOf(limits));
      return result;
    });
    if (!outcome.ok) {
      await staffAudit.recordSignIn(staff.id, 'second_factor_failed', method, request.ip);
      request.log.info({ staffId: staff.id, method }, 'staff second factor refused');
    }
    return outcome;
  }

  route(endpoints.staffTotpEnrol, {
    handler: async ({ request, body: { challenge_token } }) => {
      const staff = await challenged(challenge_token, 'enrol');
      await rateLimiter.consume(quotas.staffSecondFactor(request.ip, staff.id).address);
      const started = await staffSecondFactors.startTotpEnrolment(staff);
      if (started === undefined) throw new HttpError(409, errorMessages.alreadyEnrolled);
      return { secret: started.secret, otpauth_uri: started.uri };
    },
  });

  route(endpoints.staffTotpConfirm, {
    handler: async ({ request, body: { challenge_token, code } }) => {
      const staff = await challenged(challenge_token, 'enrol');
      const outcome = await limitedCheck(request, staff, 'totp', () =>
        staffSecondFactors.confirmTotpEnrolment(staff.id, code.trim()),
      );
      if (!outcome.ok) {
        if (outcome.reason !== 'nothing') throw new HttpError(401, refusal.totp[outcome.reason]);
        if (await staffSecondFactors.hasFactor(staff.id))
          throw new HttpError(409, errorMessages.alreadyEnrolled);
        throw new HttpError(401, errorMessages.staffChallengeExpired);
      }
      await staffAudit.recordSignIn(staff.id, 'factor_enrolled', 'totp', request.ip);
      request.log.info({ staffId: staff.id }, 'staff second factor enrolled');
      return { ...(await startSession(staff)), recovery_codes: outcome.recoveryCodes };
    },
  });

  route(endpoints.staffSecondFactor, {
    handler: async ({ request, body: { challenge_token, method, code } }) => {
      const staff = await challenged(challenge_token, 'verify');
      const outcome = await limitedCheck(request, staff, method, () =>
        method === 'totp'
          ? staffSecondFactors.verifyTotp(staff.id, code.trim())
          : staffSecondFactors.useRecoveryCode(staff.id, code),
      );
      if (!outcome.ok) throw new HttpError(401, refusal[method][outcome.reason]);
      await staffAudit.recordSignIn(staff.id, 'second_factor_passed', method, request.ip);
      request.log.info({ staffId: staff.id, method }, 'staff sign-in completed');
      return startSession(staff);
    },
  });

  // Within a session, before a reveal: the factor again, recorded on the session (ADR 0055).
  route(endpoints.staffSecondFactorRecheck, {
    handler: async ({ request, claims, body: { method, code } }) => {
      const staff = await staffAccounts.findActive(claims.subject);
      if (staff === undefined) throw notAuthenticated();
      const outcome = await limitedCheck(request, staff, method, () =>
        method === 'totp'
          ? staffSecondFactors.verifyTotp(staff.id, code.trim())
          : staffSecondFactors.useRecoveryCode(staff.id, code),
      );
      if (!outcome.ok) throw new HttpError(401, refusal[method][outcome.reason]);
      const at = await sessions.recordSecondFactor(claims.sessionId);
      await staffAudit.recordSignIn(staff.id, 'second_factor_passed', method, request.ip);
      request.log.info({ staffId: staff.id, method }, 'staff second factor checked again');
      return { second_factor_at: at.toISOString() };
    },
  });
}
