import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: so does the database). */
export async function healthRoutes(app: FastifyInstance, { services, database }: RouteContext) {
  const route = createRouter(app, services);

  route(endpoints.healthz, { handler: async () => ({ status: 'ok' as const }) });

  route(endpoints.readyz, {
    handler: async ({ request }) => {
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database is not answering');
        throw new HttpError(503, errorMessages.databaseUnavailable);
      }
    },
  });
}
