import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages, successMessages } from '../../messages.ts';
import { rateLimitRules } from '../../services/rate-limiter.ts';
import type { RouteContext } from '../route-context.ts';

/** Forgot password: an emailed six-digit code, then a new password. */
export async function passwordResetRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { passwordReset, rateLimiter } = services;
  const route = createRouter(app, services);

  route(endpoints.forgotPassword, {
    handler: async ({ request, body: { email } }) => {
      await rateLimiter.consume(`forgot:ip:${request.ip}`, rateLimitRules.forgotPasswordPerIp);
      await rateLimiter.consume(`forgot:account:${email}`, rateLimitRules.forgotPasswordPerAccount);
      await passwordReset.requestCode(email);
      // The same answer whether or not the account exists.
      return { success: true, message: successMessages.resetCodeSent };
    },
  });

  route(endpoints.resetPassword, {
    handler: async ({ request, body: { email, code, new_password } }) => {
      await rateLimiter.consume(`reset:ip:${request.ip}`, rateLimitRules.resetPasswordPerIp);
      await rateLimiter.consume(`reset:account:${email}`, rateLimitRules.resetPasswordPerAccount);
      if (!(await passwordReset.reset(email, code, new_password))) {
        throw new HttpError(400, errorMessages.invalidResetCode);
      }
      request.log.info('password reset completed');
      return { success: true, message: successMessages.passwordChanged };
    },
  });
}
