import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../http/authenticate.ts';
import { HttpError } from '../../http/errors.ts';
import { errorMessages } from '../../schemas/messages.ts';
import type { UserInfoResponse } from '../../schemas/personal-account.ts';
import { formatPhoneForDisplay } from '../../services/phone-numbers.ts';
import type { RouteContext } from '../route-context.ts';

export async function userInfoRoutes(app: FastifyInstance, { services }: RouteContext) {
  app.get('/personal_account/v1/personal_account/user_info', async (request): Promise<UserInfoResponse> => {
    // Signed-in borrowers only: guest tokens get a 401 like no token at all.
    const claims = await authenticate(request, services, ['lk']);
    const user = await services.users.findById(claims.subject);
    if (user === undefined) throw new HttpError(401, errorMessages.notAuthenticated);
    return {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      cell_phone: formatPhoneForDisplay(user.cellPhone),
      status: user.status,
    };
  });
}
