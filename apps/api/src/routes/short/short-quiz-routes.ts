import { endpoints } from '@northgate/contracts';
import { messages } from '@northgate/validators';
import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages, successMessages } from '../../messages.ts';
import {
  EMAIL_CODE_RESEND_AFTER_SECONDS,
  EMAIL_CODE_TTL_SECONDS,
  type ConfirmCodeOutcome,
} from '../../services/email-verification.ts';
import { toE164 } from '../../services/phone-numbers.ts';
import { rateLimitRules } from '../../services/rate-limiter.ts';
import type { RouteContext } from '../route-context.ts';

const confirmFailures: Record<Exclude<ConfirmCodeOutcome, 'verified'>, string> = {
  wrong: errorMessages.wrongEmailCode,
  expired: errorMessages.emailCodeExpired,
  burnt: errorMessages.tooManyEmailCodeAttempts,
};

/**
 * Short quiz (issue 7): email verification codes for the quiz's (guest) session, and the
 * account created at the end of the quiz. Each counts an attempt per address before reading the
 * body, so malformed floods are limited too.
 */
export async function shortQuizRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { rateLimiter, users, emailVerification, shortQuizAccounts } = services;
  const route = createRouter(app, services);
  const resendTooSoon = (seconds: number) => errorMessages.resendTooSoon(seconds);

  route(endpoints.sendEmailVerify, {
    before: ({ request }) =>
      rateLimiter.consume(`email-verify:ip:${request.ip}`, rateLimitRules.sendEmailVerifyPerIp),
    handler: async ({ claims, body }) => {
      const email = body.email.toLowerCase();
      await rateLimiter.consume(
        `email-verify:email:${email}`,
        rateLimitRules.sendEmailVerifyPerEmail,
        resendTooSoon,
      );
      // Says that an account exists and nothing more (issue 7): the borrower is offered sign-in.
      if ((await users.findByEmail(email)) !== undefined)
        throw new HttpError(409, errorMessages.accountExists);

      const outcome = await emailVerification.sendCode(claims.sessionId, email);
      if (!outcome.sent) {
        throw new HttpError(429, resendTooSoon(outcome.retryAfterSeconds), {
          'retry-after': String(outcome.retryAfterSeconds),
        });
      }
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

  route(endpoints.confirmEmail, {
    before: ({ request }) =>
      rateLimiter.consume(`email-confirm:ip:${request.ip}`, rateLimitRules.confirmEmailPerIp),
    handler: async ({ request, claims, body }) => {
      const email = body.email.toLowerCase();
      await rateLimiter.consume(`email-confirm:email:${email}`, rateLimitRules.confirmEmailPerEmail);

      const outcome = await emailVerification.confirm(claims.sessionId, email, body.code);
      if (outcome !== 'verified') {
        request.log.info({ outcome }, 'email code refused');
        throw new HttpError(400, confirmFailures[outcome]);
      }
      return { success: true };
    },
  });

  // A guest finishing the quiz (the contract's access rule); a signed-in borrower already has an account.
  route(endpoints.createAccount, {
    before: ({ request }) =>
      rateLimiter.consume(`create-account:ip:${request.ip}`, rateLimitRules.createAccountPerIp),
    handler: async ({ request, claims, body }) => {
      const phoneInput = body.mobile_phone ?? '';
      const cellPhone = phoneInput === '' ? null : (toE164(phoneInput) ?? null);
      if (phoneInput !== '' && cellPhone === null) {
        throw new ValidationError([{ loc: ['body', 'mobile_phone'], msg: messages.phone, type: 'phone' }]);
      }

      const outcome = await shortQuizAccounts.create(claims.sessionId, {
        email: body.email.toLowerCase(),
        password: body.password,
        firstName: body.first_name,
        lastName: body.last_name,
        cellPhone,
        answers: body.answers,
      });
      if (outcome.kind === 'not-verified') throw new HttpError(400, errorMessages.verifyEmailFirst);
      if (outcome.kind === 'email-taken') throw new HttpError(409, errorMessages.accountExists);

      request.log.info({ userId: outcome.user.id }, 'account created from the short quiz');
      return outcome.tokens;
    },
  });
}
