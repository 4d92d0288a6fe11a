import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { requireStrongPassword } from './password-strength.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages, successMessages } from '../../messages.ts';
import { allOf, quotas } from './rate-limits.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** Forgot password: an emailed six-digit code, then a new password. */
export async function passwordResetRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { passwordReset, rateLimiter } = services;
  const route = createRouter(app, services);

  route(endpoints.forgotPassword, {
    handler: async ({ request, body: { email } }) => {
      // Counted whether or not the account exists, so a 429 says nothing about it either.
      await rateLimiter.spend(allOf(quotas.forgotPassword(request.ip, email)), () =>
        passwordReset.requestCode(email),
      );
      // The same answer whether or not the account exists.
      return { success: true, message: successMessages.resetCodeSent };
    },
  });

  route(endpoints.resetPassword, {
    handler: async ({ request, body: { email, code, new_password } }) => {
      // Weak whoever the owner is: refused before any code is checked. With the owner's names
      // it is judged again, but only once the code proved the right to know them.
      requireStrongPassword('new_password', new_password, { email });
      const changed = await rateLimiter.spend(allOf(quotas.resetPassword(request.ip, email)), () =>
        passwordReset.reset(email, code, new_password, (owner) =>
          requireStrongPassword('new_password', new_password, owner),
        ),
      );
      if (!changed) throw new HttpError(400, errorMessages.invalidResetCode);
      request.log.info('password reset completed');
      return { success: true, message: successMessages.passwordChanged };
    },
  });
}
