import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import type { OfferOutcome } from './loan-offers.ts';
import { applicationReference } from './application-reference.ts';
import { answersByStep } from './application-answers.ts';
import { sendApplicationPdf, sendPdf } from './application-pdf.ts';
import { formatLenderDay, formatLenderMoment } from '@northgate/site-config';
import type { RouteContext } from '../../http/route-context.ts';

/**
 * The borrower's side of the loan pipeline (ADR 0017): their application's status and timeline,
 * offers to accept or decline, documents staff asked for. Another borrower's ids answer 404.
 */
export async function pipelineRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { pipeline, documentRequests, loanOffers, loanConditions, termSheets, closingFunding, drafts } =
    services;
  const route = createRouter(app, services);

  /** The ids of the borrower's applications, newest first. */
  const ownApplicationIds = async (userId: string) =>
    (await drafts.listApplications(userId)).map((application) => application.application_id);

  route(endpoints.getApplication, {
    handler: async ({ claims, params }) => {
      const row = await pipeline.findOwned(claims.subject, params.applicationId);
      if (row === undefined) throw new HttpError(404, errorMessages.unknownApplication);
      return {
        application_id: row.id,
        flow_id: row.flowId,
        reference: applicationReference(row.id),
        status: row.status,
        submitted_at: row.submittedAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        timeline: await pipeline.timeline(row.id),
        document_requests: await documentRequests.forApplications([row.id]),
        offers: await loanOffers.forApplications([row.id]),
        conditions: await loanConditions.forApplication(row.id, 'borrower'),
        term_sheet: await termSheets.forApplication(row),
        closing: await closingFunding.closingOf(row.id),
        funded_loan: await closingFunding.fundedLoanOf(row.id),
        payoff_requests: await closingFunding.payoffRequestsOf(row.id, 'borrower'),
        steps: answersByStep(row.flowId, pipeline.answers(row)),
      };
    },
  });

  route(endpoints.downloadApplicationPdf, {
    // A guest downloads what their session submitted (the confirmation page); anyone else's: 404.
    handler: async ({ reply, claims, params }) => {
      const row =
        claims.tokenType === 'lk'
          ? await pipeline.findOwned(claims.subject, params.applicationId)
          : await pipeline.findOwnedByGuest(claims.sessionId, params.applicationId);
      if (row === undefined) throw new HttpError(404, errorMessages.unknownApplication);
      return sendApplicationPdf(reply, row, pipeline.answers(row));
    },
  });

  route(endpoints.signTermSheet, {
    before: async ({ claims, params }) => {
      // Another borrower's application is "not found" before the body is looked at.
      if ((await pipeline.findOwned(claims.subject, params.applicationId)) === undefined) {
        throw new HttpError(404, errorMessages.unknownApplication);
      }
    },
    handler: async ({ request, claims, params, body }) => {
      const outcome = await termSheets.sign(claims.subject, params.applicationId, {
        signature: body.signature,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (outcome.kind === 'missing') throw new HttpError(404, errorMessages.unknownApplication);
      if (outcome.kind === 'nothing-to-sign') throw new HttpError(409, errorMessages.noTermSheetToSign);
      if (outcome.kind === 'already-signed') throw new HttpError(409, errorMessages.termSheetAlreadySigned);
      if (outcome.kind === 'closed') throw new HttpError(409, errorMessages.termSheetClosed);
      if (outcome.kind === 'expired') {
        throw new HttpError(409, errorMessages.termSheetExpired(`on ${formatLenderMoment(outcome.signBy)}`));
      }
      request.log.info({ applicationId: params.applicationId }, 'term sheet signed');
      return outcome.sheet;
    },
  });

  route(endpoints.downloadTermSheetPdf, {
    handler: async ({ reply, claims, params }) => {
      const row = await pipeline.findOwned(claims.subject, params.applicationId);
      if (row === undefined) throw new HttpError(404, errorMessages.unknownApplication);
      const pdf = await termSheets.signedPdf(row.id);
      if (pdf === undefined) throw new HttpError(404, errorMessages.noSignedTermSheet);
      return sendPdf(reply, pdf, `northgate-term-sheet-${applicationReference(row.id)}.pdf`);
    },
  });

  route(endpoints.requestPayoff, {
    before: async ({ claims, params }) => {
      if ((await pipeline.findOwned(claims.subject, params.applicationId)) === undefined) {
        throw new HttpError(404, errorMessages.unknownApplication);
      }
    },
    handler: async ({ request, claims, params, body }) => {
      const outcome = await closingFunding.requestPayoff(claims.subject, params.applicationId, body);
      if (outcome.kind === 'missing') throw new HttpError(404, errorMessages.unknownApplication);
      if (outcome.kind === 'not-funded') throw new HttpError(409, errorMessages.payoffNotFunded);
      if (outcome.kind === 'already-open') {
        throw new HttpError(409, errorMessages.payoffAlreadyOpen(formatLenderDay(outcome.requestedAt)));
      }
      if (outcome.kind !== 'done') throw new HttpError(409, errorMessages.payoffAlreadyAnswered);
      request.log.info({ applicationId: params.applicationId }, 'payoff statement requested');
      return outcome.request;
    },
  });

  route(endpoints.listLoanOffers, {
    handler: async ({ claims }) => ({
      offers: await loanOffers.forApplications(await ownApplicationIds(claims.subject)),
    }),
  });

  const answered = (outcome: OfferOutcome) => {
    if (outcome.kind === 'missing') throw new HttpError(404, errorMessages.unknownOffer);
    if (outcome.kind === 'expired') throw new HttpError(409, errorMessages.offerExpired);
    if (outcome.kind === 'superseded') throw new HttpError(409, errorMessages.offerSuperseded);
    if (outcome.kind !== 'done') throw new HttpError(409, errorMessages.offerNotOpen);
    return outcome.offer;
  };

  route(endpoints.acceptLoanOffer, {
    handler: async ({ request, claims, params }) => {
      const offer = answered(await loanOffers.accept(claims.subject, params.offerId));
      request.log.info({ offerId: offer.id }, 'offer accepted');
      return offer;
    },
  });

  route(endpoints.declineLoanOffer, {
    handler: async ({ request, claims, params }) => {
      const offer = answered(await loanOffers.decline(claims.subject, params.offerId));
      request.log.info({ offerId: offer.id }, 'offer declined');
      return offer;
    },
  });

  route(endpoints.listDocumentRequests, {
    handler: async ({ claims }) => {
      const all = await documentRequests.forApplications(await ownApplicationIds(claims.subject));
      const open = all
        .filter((request) => request.state === 'open')
        .sort((a, b) => a.due_date.localeCompare(b.due_date));
      return { document_requests: [...open, ...all.filter((request) => request.state !== 'open')] };
    },
  });

  route(endpoints.answerDocumentRequest, {
    before: async ({ claims, params }) => {
      const [owned] = await documentRequests.forApplications(
        await ownApplicationIds(claims.subject),
        params.requestId,
      );
      if (owned === undefined) throw new HttpError(404, errorMessages.unknownDocumentRequest);
    },
    handler: async ({ request, claims, params, body }) => {
      const outcome = await documentRequests.answer(claims.subject, params.requestId, body.document_ids);
      if (outcome.kind === 'missing') throw new HttpError(404, errorMessages.unknownDocumentRequest);
      if (outcome.kind === 'closed') throw new HttpError(409, errorMessages.applicationClosed);
      if (outcome.kind === 'bad-documents') {
        throw new ValidationError([
          { loc: ['body', 'document_ids'], msg: errorMessages.documentNotSendable, type: 'value_error' },
        ]);
      }
      request.log.info({ requestId: params.requestId }, 'document request answered');
      return outcome.request;
    },
  });
}
