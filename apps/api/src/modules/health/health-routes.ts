import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import type { RouteContext } from '../../http/route-context.ts';

/**
 * Liveness (`/healthz`: the process answers), readiness (`/readyz`: so does the database) and the
 * optional features this server offers (`/api/v1/features`).
 */
export async function healthRoutes(app: FastifyInstance, { services, database }: RouteContext) {
  const route = createRouter(app, services);

  route(endpoints.healthz, { handler: async () => ({ status: 'ok' as const }) });

  // Fixed for the life of the process: browsers and CDNs may keep it a minute.
  const { googleSignIn, phoneVerification } = services.features;
  const features = { google_sign_in: googleSignIn, phone_verification: phoneVerification };
  route(endpoints.features, {
    handler: async ({ reply }) => {
      reply.header('cache-control', 'public, max-age=60');
      return features;
    },
  });

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
