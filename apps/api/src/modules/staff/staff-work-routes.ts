import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** Staff work on an application: ask for documents, issue and withdraw offers (ADR 0017). */
export async function staffWorkRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { pipeline, documentRequests, loanOffers } = services;
  const route = createRouter(app, services);

  const application = async ({ params }: { params: { applicationId: string } }) => {
    if ((await pipeline.find(params.applicationId)) === undefined) {
      throw new HttpError(404, errorMessages.unknownApplication);
    }
  };

  route(endpoints.staffRequestDocument, {
    before: application,
    handler: async ({ request, claims, params, body }) => {
      const outcome = await documentRequests.create(params.applicationId, claims.subject, body);
      if (outcome === 'missing') throw new HttpError(404, errorMessages.unknownApplication);
      if (outcome === 'closed') throw new HttpError(409, errorMessages.applicationClosed);
      request.log.info({ applicationId: params.applicationId, requestId: outcome.id }, 'document requested');
      return outcome;
    },
  });

  route(endpoints.staffIssueOffer, {
    before: application,
    handler: async ({ request, claims, params, body }) => {
      const outcome = await loanOffers.issue(params.applicationId, claims.subject, body);
      if (outcome.kind === 'missing') throw new HttpError(404, errorMessages.unknownApplication);
      if (outcome.kind !== 'done') {
        const from = (await pipeline.find(params.applicationId))?.status ?? 'closed';
        throw new HttpError(409, errorMessages.transitionNotAllowed(from.replace(/_/g, ' '), 'offer issued'));
      }
      request.log.info({ applicationId: params.applicationId, offerId: outcome.offer.id }, 'offer issued');
      return outcome.offer;
    },
  });

  route(endpoints.staffWithdrawOffer, {
    handler: async ({ request, claims, params }) => {
      const outcome = await loanOffers.withdraw(params.offerId, claims.subject);
      if (outcome.kind === 'missing') throw new HttpError(404, errorMessages.unknownOffer);
      if (outcome.kind === 'superseded') throw new HttpError(409, errorMessages.offerSupersededForStaff);
      if (outcome.kind !== 'done') throw new HttpError(409, errorMessages.offerNotOpen);
      request.log.info({ offerId: params.offerId }, 'offer withdrawn');
      return outcome.offer;
    },
  });
}
