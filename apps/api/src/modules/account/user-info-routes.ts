import { APPLICATION_STATUS_CODES, NO_APPLICATION_STATUS_CODE, endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import { formatPhoneForDisplay } from '../identity/phone-numbers.ts';
import type { RouteContext } from '../../http/route-context.ts';

export async function userInfoRoutes(app: FastifyInstance, { services }: RouteContext) {
  const route = createRouter(app, services);

  // Signed-in borrowers only (the contract's access rule): guest tokens get a 401 like no token at all.
  route(endpoints.userInfo, {
    handler: async ({ claims }) => {
      // The profile and the latest application's status in one query (ADR 0026).
      const user = await services.users.findProfileWithStatus(claims.subject);
      if (user === undefined) throw new HttpError(401, errorMessages.notAuthenticated);
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        cell_phone: formatPhoneForDisplay(user.cellPhone),
        cell_phone_verified: user.cellPhone !== null && user.phoneVerifiedAt !== null,
        // The latest application's status (docs/decisions/0017-loan-pipeline.md), 1 with none.
        status:
          user.latestStatus === null
            ? NO_APPLICATION_STATUS_CODE
            : APPLICATION_STATUS_CODES[user.latestStatus],
      };
    },
  });
}
