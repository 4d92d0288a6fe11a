import { endpoints } from '@northgate/contracts';
import { getFlow } from '@northgate/lending-flows';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { draftMessages } from '../drafts/draft-messages.ts';

/**
 * The signed-in borrower's applications: submitted ones (no answers in the list; they stay
 * encrypted) and unfinished ones (drafts), which they may discard. A draft of another account
 * is answered like no draft at all: 404.
 */
export async function applicationRoutes(app: FastifyInstance, { services }: RouteContext) {
  const route = createRouter(app, services);

  route(endpoints.listApplications, {
    handler: async ({ claims }) => ({ applications: await services.drafts.listApplications(claims.subject) }),
  });

  route(endpoints.listDrafts, {
    handler: async ({ claims }) => ({ drafts: await services.unfinished.list(claims.subject) }),
  });

  route(endpoints.discardDraft, {
    // An unknown flow is a 404 whatever the body holds.
    before: ({ params }) => {
      if (getFlow(params.flowId) === undefined) throw new HttpError(404, draftMessages.unknownFlow);
    },
    handler: async ({ request, claims, params, body }) => {
      const outcome = await services.unfinished.discard(claims.subject, params.flowId, body.updatedAt);
      if (outcome.kind === 'missing') throw new HttpError(404, draftMessages.noDraft);
      if (outcome.kind === 'changed') throw new HttpError(409, draftMessages.savedSinceListed);
      request.log.info({ flowId: params.flowId }, 'draft discarded');
      return { drafts: await services.unfinished.list(claims.subject) };
    },
  });
}
