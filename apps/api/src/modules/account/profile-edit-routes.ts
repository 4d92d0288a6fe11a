import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages, successMessages } from '../../messages.ts';
import { EMAIL_CODE_RESEND_AFTER_SECONDS, EMAIL_CODE_TTL_SECONDS } from '../identity/email-verification.ts';
import { quotas } from '../identity/rate-limits.ts';
import type { RouteContext } from '../../http/route-context.ts';

/**
 * Profile edits (docs/product/product-spec.md §7): the name at once; the email after the code sent to the new
 * address is confirmed (confirm_email, in the short quiz's routes). Limits count only work done.
 */
export async function profileEditRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { rateLimiter, users, emailChange } = services;
  const route = createRouter(app, services);

  route(endpoints.changeName, {
    handler: async ({ request, claims, body }) => {
      await rateLimiter.spend(quotas.changeName(request.ip, claims.subject), () =>
        users.setName(claims.subject, body.first_name, body.last_name),
      );
      return { success: true };
    },
  });

  route(endpoints.changeEmail, {
    handler: async ({ request, claims, body }) => {
      const email = body.email.toLowerCase();
      const started = await rateLimiter.spend(
        quotas.changeEmail(request.ip, claims.subject, email),
        async () => {
          const outcome = await emailChange.start(claims.subject, claims.sessionId, email);
          // Refusals cost nothing: the spend gives the attempts back when this throws.
          if (outcome.kind === 'same') throw new HttpError(400, errorMessages.sameEmail);
          if (outcome.kind === 'taken') throw new HttpError(409, errorMessages.emailInUse);
          if (!outcome.sent) {
            throw new HttpError(429, errorMessages.resendTooSoon(outcome.retryAfterSeconds), {
              'retry-after': String(outcome.retryAfterSeconds),
            });
          }
          return outcome;
        },
      );
      return {
        success: true,
        sent_to: email,
        resend_after_seconds: started.queued ? 0 : EMAIL_CODE_RESEND_AFTER_SECONDS,
        expires_in_seconds: EMAIL_CODE_TTL_SECONDS,
        queued: started.queued,
        ...(started.queued ? { message: successMessages.codeStillSending } : {}),
      };
    },
  });
}
