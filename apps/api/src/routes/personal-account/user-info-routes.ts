import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import { formatPhoneForDisplay } from '../../services/phone-numbers.ts';
import type { RouteContext } from '../route-context.ts';

export async function userInfoRoutes(app: FastifyInstance, { services }: RouteContext) {
  const route = createRouter(app, services);

  // Signed-in borrowers only (the contract's access rule): guest tokens get a 401 like no token at all.
  route(endpoints.userInfo, {
    handler: async ({ claims }) => {
      const user = await services.users.findById(claims.subject);
      if (user === undefined) throw new HttpError(401, errorMessages.notAuthenticated);
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        cell_phone: formatPhoneForDisplay(user.cellPhone),
        cell_phone_verified: user.cellPhone !== null && user.phoneVerifiedAt !== null,
        // The latest application's status (docs/decisions/0017-loan-pipeline.md), 1 with none.
        status: await services.pipeline.statusCode(user.id),
      };
    },
  });
}
