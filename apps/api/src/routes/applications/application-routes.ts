import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../http/route.ts';
import type { RouteContext } from '../route-context.ts';

export async function applicationRoutes(app: FastifyInstance, { services }: RouteContext) {
  const route = createRouter(app, services);

  // The signed-in borrower's submitted applications (no answers in the list; they stay encrypted).
  route(endpoints.listApplications, {
    handler: async ({ claims }) => ({ applications: await services.drafts.listApplications(claims.subject) }),
  });
}
