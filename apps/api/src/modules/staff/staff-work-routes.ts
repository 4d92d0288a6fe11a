import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { formatUsd } from '@northgate/loan-math';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import type { RouteContext } from '../../http/route-context.ts';
import type { ConditionOutcome } from '../applications/loan-conditions.ts';

/**
 * Staff work on an application: ask for documents, issue and withdraw offers (ADR 0017); add,
 * clear and reopen conditions and clear it to close (ADR 0057).
 */
export async function staffWorkRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { pipeline, documentRequests, loanOffers, loanConditions, closingFunding, staffView } = services;
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
      if (outcome.kind === 'holdback-differs') {
        throw new ValidationError([{ loc: ['body', 'holdback'], msg: outcome.message, type: 'value_error' }]);
      }
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

  const condition = (outcome: ConditionOutcome) => {
    switch (outcome.kind) {
      case 'done':
        return outcome.condition;
      case 'missing':
        throw new HttpError(404, errorMessages.unknownCondition);
      case 'wrong-status':
        throw new HttpError(409, errorMessages.conditionsNotTaken(outcome.status.replace(/_/g, ' ')));
      case 'already-cleared':
        throw new HttpError(409, errorMessages.conditionAlreadyCleared);
      case 'not-cleared':
        throw new HttpError(409, errorMessages.conditionNotCleared);
      case 'upload-missing':
        throw new HttpError(409, errorMessages.conditionUploadMissing);
    }
  };

  route(endpoints.staffAddCondition, {
    before: application,
    handler: async ({ request, claims, params, body }) => {
      const outcome = await loanConditions.add(params.applicationId, claims.subject, body);
      if (outcome.kind === 'missing') throw new HttpError(404, errorMessages.unknownApplication);
      const added = condition(outcome);
      request.log.info({ applicationId: params.applicationId, conditionId: added.id }, 'condition added');
      return added;
    },
  });

  route(endpoints.staffClearCondition, {
    handler: async ({ request, claims, params, body }) => {
      const cleared = condition(await loanConditions.clear(params.conditionId, claims.subject, body.note));
      request.log.info({ conditionId: cleared.id }, 'condition cleared');
      return cleared;
    },
  });

  route(endpoints.staffReopenCondition, {
    handler: async ({ request, claims, params, body }) => {
      const reopened = condition(
        await loanConditions.reopen(params.conditionId, claims.subject, body.reason),
      );
      request.log.info({ conditionId: reopened.id }, 'condition reopened');
      return reopened;
    },
  });

  route(endpoints.staffClearToClose, {
    before: application,
    handler: async ({ request, claims, params, body }) => {
      const outcome = await loanConditions.clearToClose(params.applicationId, claims.subject, body.note);
      if (outcome.kind === 'missing') throw new HttpError(404, errorMessages.unknownApplication);
      if (outcome.kind === 'not-allowed') {
        throw new HttpError(
          409,
          errorMessages.transitionNotAllowed(outcome.from.replace(/_/g, ' '), 'clear to close'),
        );
      }
      if (outcome.kind === 'conditions-open') {
        throw new HttpError(409, errorMessages.conditionsOpenBeforeClose(outcome.titles));
      }
      request.log.info({ applicationId: params.applicationId }, 'application clear to close');
      return staffView.detail(outcome.row);
    },
  });

  const notAllowed = (from: string, to: string) =>
    new HttpError(409, errorMessages.transitionNotAllowed(from.replace(/_/g, ' '), to));

  route(endpoints.staffScheduleClosing, {
    before: application,
    handler: async ({ request, claims, params, body }) => {
      const outcome = await closingFunding.schedule(params.applicationId, claims.subject, body);
      if (outcome.kind === 'missing') throw new HttpError(404, errorMessages.unknownApplication);
      if (outcome.kind === 'not-allowed') throw notAllowed(outcome.from, 'closing');
      request.log.info(
        { applicationId: params.applicationId, rescheduled: outcome.rescheduled },
        'closing scheduled',
      );
      return staffView.detail(outcome.row);
    },
  });

  route(endpoints.staffRecordFunding, {
    before: application,
    handler: async ({ request, claims, params, body }) => {
      const outcome = await closingFunding.fund(params.applicationId, claims.subject, body);
      switch (outcome.kind) {
        case 'missing':
          throw new HttpError(404, errorMessages.unknownApplication);
        case 'not-allowed':
          throw notAllowed(outcome.from, 'funded');
        case 'no-offer':
          throw new HttpError(409, errorMessages.noAcceptedOffer);
        case 'loan-number-taken':
          throw new HttpError(409, errorMessages.loanNumberTaken(body.loan_number));
        case 'over-offer':
          throw new ValidationError([
            {
              loc: ['body', 'amount'],
              msg: errorMessages.fundedOverOffer(formatUsd(body.amount), formatUsd(outcome.offered)),
              type: 'value_error',
            },
          ]);
        case 'done':
          request.log.info({ applicationId: params.applicationId }, 'loan funded');
          return staffView.detail(outcome.row);
      }
    },
  });

  route(endpoints.staffAnswerPayoff, {
    handler: async ({ request, claims, params, body }) => {
      const outcome = await closingFunding.answerPayoff(params.payoffRequestId, claims.subject, body);
      if (outcome.kind === 'missing') throw new HttpError(404, errorMessages.unknownPayoffRequest);
      if (outcome.kind !== 'done') throw new HttpError(409, errorMessages.payoffAlreadyAnswered);
      request.log.info({ payoffRequestId: params.payoffRequestId }, 'payoff statement answered');
      return outcome.request;
    },
  });
}
