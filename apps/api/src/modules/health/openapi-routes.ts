import { buildOpenApiDocument, endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../http/route.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** GET /api/v1/openapi.json: generated from the endpoint table, public like any API documentation. */
export async function openApiRoutes(app: FastifyInstance, { config, services }: RouteContext) {
  // Generated once: the table does not change while the process runs.
  const document = buildOpenApiDocument({ includeLocalOnly: config.appEnv === 'local' });
  createRouter(app, services)(endpoints.openApi, { handler: async () => document });
}
