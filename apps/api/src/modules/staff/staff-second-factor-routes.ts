import {
  endpoints,
  type StaffRole,
  type StaffSecondFactorKind,
  type StaffSecondFactorRecheckResponse,
} from '@northgate/contracts';
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
 * right password earned; only passing it starts the staff session. Within a session, the same
 * factor again before a reveal (ADR 0055): a code, or a passkey (ADR 0056). Codes, challenges and
 * signatures are never logged.
 */
export async function staffSecondFactorRoutes(app: FastifyInstance, { services }: RouteContext) {
  const {
    staffAccounts,
    staffSecondFactors,
    staffChallenges,
    staffPasskeys,
    staffAudit,
    sessions,
    rateLimiter,
  } = services;
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
  async function limitedCheck<T extends { ok: boolean; reason?: string }>(
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
      request.log.info({ staffId: staff.id, method, reason: outcome.reason }, 'staff second factor refused');
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

  /** The signed-in, active staff member. */
  async function signedIn(staffId: string): Promise<StaffRow> {
    const staff = await staffAccounts.findActive(staffId);
    if (staff === undefined) throw notAuthenticated();
    return staff;
  }

  /** A re-check passed: recorded on the session, so reveals need nothing for 15 minutes. */
  async function recheckPassed(
    request: FastifyRequest,
    staff: StaffRow,
    sessionId: string,
    method: FactorMethod,
    passkeyId?: string,
  ): Promise<StaffSecondFactorRecheckResponse> {
    const at = await sessions.recordSecondFactor(sessionId);
    await staffAudit.recordSignIn(staff.id, 'second_factor_passed', method, request.ip);
    request.log.info({ staffId: staff.id, method, passkeyId }, 'staff second factor checked again');
    return { second_factor_at: at.toISOString() };
  }

  // Within a session, before a reveal: the factor again, recorded on the session (ADR 0055). A
  // refusal is 403, not 401: the session is fine, and a client that refreshes and resends on 401
  // would spend a second attempt and write a second audit row for one wrong code.
  route(endpoints.staffSecondFactorRecheck, {
    handler: async ({ request, claims, body: { method, code } }) => {
      const staff = await signedIn(claims.subject);
      const outcome = await limitedCheck(request, staff, method, () =>
        method === 'totp'
          ? staffSecondFactors.verifyTotp(staff.id, code.trim())
          : staffSecondFactors.useRecoveryCode(staff.id, code),
      );
      if (!outcome.ok) throw new HttpError(403, refusal[method][outcome.reason]);
      return recheckPassed(request, staff, claims.sessionId, method);
    },
  });

  // The same with a passkey (ADR 0056): options whose challenge only this session can answer.
  route(endpoints.staffPasskeyRecheckOptions, {
    handler: async ({ request, claims }) => {
      const staff = await signedIn(claims.subject);
      // A stored row per call, as adding a passkey's options: the address's quota guards it.
      await rateLimiter.consume(quotas.staffSecondFactor(request.ip, staff.id).address);
      const options = await staffPasskeys.recheckOptions(staff.id, claims.sessionId);
      if (options === undefined) throw new HttpError(409, errorMessages.noPasskey);
      return { ...options };
    },
  });

  route(endpoints.staffPasskeyRecheck, {
    handler: async ({ request, claims, body: { credential } }) => {
      const staff = await signedIn(claims.subject);
      const outcome = await limitedCheck(request, staff, 'passkey', () =>
        staffPasskeys.verifyRecheck(staff.id, claims.sessionId, credential),
      );
      if (!outcome.ok) throw new HttpError(403, errorMessages.passkeyNotAccepted);
      return recheckPassed(request, staff, claims.sessionId, 'passkey', outcome.passkeyId);
    },
  });
}
