import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { parseBody } from '../../http/validation.ts';
import { forgotPasswordRequest, resetPasswordRequest, type SuccessResponse } from '../../schemas/auth.ts';
import { errorMessages, successMessages } from '../../schemas/messages.ts';
import { rateLimitRules } from '../../services/rate-limiter.ts';
import type { RouteContext } from '../route-context.ts';

/** Forgot password: an emailed six-digit code, then a new password. */
export async function passwordResetRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { passwordReset, rateLimiter } = services;

  app.post('/auth/api/v1/auth/forgot_password', async (request): Promise<SuccessResponse> => {
    const { email } = parseBody(forgotPasswordRequest, request.body);
    await rateLimiter.consume(`forgot:ip:${request.ip}`, rateLimitRules.forgotPasswordPerIp);
    await rateLimiter.consume(`forgot:account:${email}`, rateLimitRules.forgotPasswordPerAccount);
    await passwordReset.requestCode(email);
    // The same answer whether or not the account exists.
    return { success: true, message: successMessages.resetCodeSent };
  });

  app.post('/auth/api/v1/auth/reset_password', async (request): Promise<SuccessResponse> => {
    const { email, code, new_password } = parseBody(resetPasswordRequest, request.body);
    await rateLimiter.consume(`reset:ip:${request.ip}`, rateLimitRules.resetPasswordPerIp);
    await rateLimiter.consume(`reset:account:${email}`, rateLimitRules.resetPasswordPerAccount);
    if (!(await passwordReset.reset(email, code, new_password))) {
      throw new HttpError(400, errorMessages.invalidResetCode);
    }
    request.log.info('password reset completed');
    return { success: true, message: successMessages.passwordChanged };
  });
}
