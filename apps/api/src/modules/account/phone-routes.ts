import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages, successMessages } from '../../messages.ts';
import type { ConfirmCodeOutcome } from '../identity/email-verification.ts';
import { formatPhoneForDisplay, toE164 } from '../identity/phone-numbers.ts';
import { PHONE_CODE_RESEND_AFTER_SECONDS, PHONE_CODE_TTL_SECONDS } from '../identity/phone-verification.ts';
import { allOf, quotas } from '../identity/rate-limits.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { waitingAnswer } from '../identity/waiting-code-answer.ts';

const confirmFailures: Record<Exclude<ConfirmCodeOutcome, 'verified'>, string> = {
  wrong: errorMessages.wrongPhoneCode,
  expired: errorMessages.phoneCodeExpired,
  burnt: errorMessages.tooManyPhoneCodeAttempts,
};

/** The contract checked the number against the NANP; stored and compared in E.164. */
const e164 = (typed: string) => toE164(typed) as string;

/**
 * Phone verification (docs/product/product-spec.md §7): change_phone POST texts a code to a number, resend_sms
 * texts a new one, change_phone PUT and confirm_phone check it. A right code makes the number
 * the account's, verified. Limits count only codes texted and codes checked
 * (docs/decisions/0012-rate-limits.md); nothing here logs a number or a code.
 */
export async function phoneRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { rateLimiter, users, phoneVerification } = services;
  const route = createRouter(app, services);

  async function sendCode(ip: string, userId: string, phone: string, resend: boolean) {
    // Without an SMS provider (ADR 0049): said plainly, before any limit is spent.
    if (!services.features.phoneVerification) throw new HttpError(503, errorMessages.phoneVerificationOff);
    const outcome = await rateLimiter.spend(allOf(quotas.sendSms(ip, userId)), async () => {
      const sent = await phoneVerification.sendCode(userId, phone, { resend });
      if (sent.sent) return sent;
      if (sent.reason === 'unknown-number') throw new HttpError(400, errorMessages.noPhoneCodeAsked);
      throw new HttpError(429, errorMessages.resendTooSoon(sent.retryAfterSeconds), {
        'retry-after': String(sent.retryAfterSeconds),
      });
    });
    return {
      success: true,
      sent_to: formatPhoneForDisplay(phone),
      // Still sending: said honestly, and a new code may be asked for at once.
      resend_after_seconds: outcome.queued ? 0 : PHONE_CODE_RESEND_AFTER_SECONDS,
      expires_in_seconds: PHONE_CODE_TTL_SECONDS,
      queued: outcome.queued,
      ...(outcome.queued ? { message: successMessages.codeStillSending } : {}),
    };
  }

  // The verify page reloaded finds its code here; costs nothing.
  route(endpoints.phoneCodeWaiting, {
    handler: async ({ claims }) => {
      const waiting = await phoneVerification.waiting(claims.subject);
      return waiting === null
        ? { waiting: false as const }
        : waitingAnswer(waiting, formatPhoneForDisplay(waiting.sentTo));
    },
  });

  async function confirmCode(ip: string, userId: string, phone: string, code: string) {
    // Only guesses count: a check with no live code to compare is refused for free.
    const outcome = await rateLimiter.spend(allOf(quotas.confirmPhone(ip, userId)), async (reservation) => {
      const result = await phoneVerification.confirm(userId, phone, code);
      if (!result.guessed) await reservation.refund();
      return result.outcome;
    });
    if (outcome !== 'verified') throw new HttpError(400, confirmFailures[outcome]);
    return { success: true, cell_phone: formatPhoneForDisplay(phone), cell_phone_verified: true };
  }

  route(endpoints.changePhone, {
    handler: async ({ request, claims, body }) =>
      sendCode(request.ip, claims.subject, e164(body.phone), false),
  });

  route(endpoints.resendSms, {
    handler: async ({ request, claims, body }) =>
      sendCode(request.ip, claims.subject, e164(body.phone), true),
  });

  route(endpoints.changePhonePut, {
    handler: async ({ request, claims, body }) =>
      confirmCode(request.ip, claims.subject, e164(body.phone), body.code),
  });

  route(endpoints.confirmPhone, {
    handler: async ({ request, claims, body }) => {
      const phone = e164(body.phone);
      const user = await users.findById(claims.subject);
      if (user === undefined) throw new HttpError(401, errorMessages.notAuthenticated);
      if (user.cellPhone !== phone) throw new HttpError(400, errorMessages.notYourPhone);
      return confirmCode(request.ip, claims.subject, phone, body.code);
    },
  });
}
