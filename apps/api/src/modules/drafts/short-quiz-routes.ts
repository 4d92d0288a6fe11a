import { endpoints } from '@northgate/contracts';
import { messages } from '@northgate/validators';
import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { requireStrongPassword } from '../identity/password-strength.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages, successMessages } from '../../messages.ts';
import {
  EMAIL_CODE_RESEND_AFTER_SECONDS,
  EMAIL_CODE_TTL_SECONDS,
  type ConfirmCodeOutcome,
} from '../identity/email-verification.ts';
import { toE164 } from '../identity/phone-numbers.ts';
import { allOf, quotas } from '../identity/rate-limits.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { waitingAnswer } from '../identity/waiting-code-answer.ts';

const confirmFailures: Record<Exclude<ConfirmCodeOutcome, 'verified'>, string> = {
  wrong: errorMessages.wrongEmailCode,
  expired: errorMessages.emailCodeExpired,
  burnt: errorMessages.tooManyEmailCodeAttempts,
};

/**
 * Short quiz: email verification codes for the quiz's (guest) session, and the
 * account created at the end of the quiz. Limits count only work done (docs/decisions/0012-rate-limits.md).
 */
export async function shortQuizRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { rateLimiter, users, emailVerification, emailChange, shortQuizAccounts } = services;
  const route = createRouter(app, services);

  route(endpoints.sendEmailVerify, {
    handler: async ({ request, claims, body }) => {
      const email = body.email.toLowerCase();
      const limits = quotas.sendEmailVerify(request.ip, email);
      // A code sent counts everywhere. "An account exists" counts only for the client address,
      // which is what slows a visitor probing for accounts; it sends the inbox nothing.
      // Refused as too soon: counts nowhere.
      const outcome = await rateLimiter.spend(allOf(limits), async (reservation) => {
        if ((await users.findByEmail(email)) !== undefined) {
          await reservation.refund(limits.account);
          return { kind: 'account-exists' } as const;
        }
        const sent = await emailVerification.sendCode(claims.sessionId, email);
        if (!sent.sent) {
          throw new HttpError(429, errorMessages.resendTooSoon(sent.retryAfterSeconds), {
            'retry-after': String(sent.retryAfterSeconds),
          });
        }
        return { kind: 'sent', queued: sent.queued } as const;
      });
      // Says that an account exists and nothing more: the borrower is offered sign-in.
      if (outcome.kind === 'account-exists') throw new HttpError(409, errorMessages.accountExists);
      // Still sending: said honestly, and a new code may be asked for at once.
      if (outcome.queued) {
        return {
          success: true,
          resend_after_seconds: 0,
          expires_in_seconds: EMAIL_CODE_TTL_SECONDS,
          queued: true,
          message: successMessages.codeStillSending,
        };
      }
      return {
        success: true,
        resend_after_seconds: EMAIL_CODE_RESEND_AFTER_SECONDS,
        expires_in_seconds: EMAIL_CODE_TTL_SECONDS,
        queued: false,
      };
    },
  });

  // A code page reloaded (the quiz step, the profile's email change) finds its code here; costs nothing.
  route(endpoints.emailCodeWaiting, {
    handler: async ({ claims }) => {
      const waiting = await emailVerification.waiting(claims.sessionId);
      return waiting === null ? { waiting: false as const } : waitingAnswer(waiting, waiting.sentTo);
    },
  });

  route(endpoints.confirmEmail, {
    handler: async ({ request, claims, body }) => {
      const email = body.email.toLowerCase();
      // Only guesses count: a check with no live code to compare is refused for free.
      const outcome = await rateLimiter.spend(
        allOf(quotas.confirmEmail(request.ip, email)),
        async (reservation) => {
          const result = await emailVerification.confirm(claims.sessionId, email, body.code);
          if (!result.guessed) await reservation.refund();
          return result.outcome;
        },
      );
      if (outcome !== 'verified') {
        request.log.info({ outcome }, 'email code refused');
        throw new HttpError(400, confirmFailures[outcome]);
      }
      // A signed-in borrower's change of email (change_email) finishes here.
      if (
        claims.tokenType === 'lk' &&
        (await emailChange.isPending(claims.subject, claims.sessionId, email)) &&
        (await emailChange.apply(claims.subject, email)) === 'taken'
      ) {
        throw new HttpError(409, errorMessages.emailInUse);
      }
      return { success: true };
    },
  });

  // A guest finishing the quiz (the contract's access rule); a signed-in borrower already has an account.
  route(endpoints.createAccount, {
    handler: async ({ request, claims, body }) => {
      const phoneInput = body.mobile_phone ?? '';
      const cellPhone = phoneInput === '' ? null : (toE164(phoneInput) ?? null);
      if (phoneInput !== '' && cellPhone === null) {
        throw new ValidationError([{ loc: ['body', 'mobile_phone'], msg: messages.phone, type: 'phone' }]);
      }
      const email = body.email.toLowerCase();
      requireStrongPassword('password', body.password, {
        email,
        firstName: body.first_name,
        lastName: body.last_name,
      });

      // Only an account created counts; a refusal (not verified, email taken) costs nothing.
      const outcome = await rateLimiter.spend([quotas.createAccount(request.ip)], async () => {
        const created = await shortQuizAccounts.create(claims.sessionId, {
          email,
          password: body.password,
          firstName: body.first_name,
          lastName: body.last_name,
          cellPhone,
        });
        if (created.kind === 'not-verified') throw new HttpError(400, errorMessages.verifyEmailFirst);
        if (created.kind === 'email-taken') throw new HttpError(409, errorMessages.accountExists);
        return created;
      });

      request.log.info({ userId: outcome.user.id }, 'account created from the short quiz');
      return outcome.tokens;
    },
  });
}
