import fastifyMultipart from '@fastify/multipart';
import { endpoints, INSPECTION_PHOTO_PURPOSE } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { errorMessages, rehabMessages } from '../../messages.ts';
import { incomingFile, MULTIPART_LIMITS, receive } from '../documents/document-routes.ts';
import { quotas } from '../identity/rate-limits.ts';
import { photoOpen, type RehabOutcome } from './rehab-ledger.ts';

/** The answer of a rehab change, or its refusal as the status code and message it maps to. */
function rehabOf(outcome: RehabOutcome, missing: string) {
  switch (outcome.kind) {
    case 'done':
      return outcome.rehab;
    case 'missing':
      throw new HttpError(404, missing);
    case 'not-eligible':
      throw new HttpError(409, rehabMessages.notEligible);
    case 'closed':
      throw new HttpError(409, rehabMessages.closed(outcome.status.replace(/_/g, ' ')));
    case 'approved':
      throw new HttpError(409, rehabMessages.budgetApproved(outcome.on));
    case 'no-budget':
      throw new HttpError(409, rehabMessages.noBudget);
    case 'not-approved':
      throw new HttpError(409, rehabMessages.notApproved);
    case 'not-funded':
      throw new HttpError(409, rehabMessages.notFunded(outcome.status.replace(/_/g, ' ')));
    case 'offer-holdback':
    case 'over-draw':
    case 'draw-state':
      throw new HttpError(409, outcome.message);
    case 'invalid':
      throw new ValidationError([
        { loc: ['body', outcome.field], msg: outcome.message, type: 'value_error' },
      ]);
    case 'bad-photos':
      throw new ValidationError([
        { loc: ['body', 'document_ids'], msg: errorMessages.documentNotSendable, type: 'value_error' },
      ]);
  }
}

/**
 * The rehab budget and draws (ADR 0061): the borrower's budget and draw requests on their own
 * applications (another borrower's: 404), and staff's approval, inspection, payment and decline.
 */
export async function rehabRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { pipeline, rehabDraws } = services;
  const route = createRouter(app, services);

  const own = async ({
    claims,
    params,
  }: {
    claims: { subject: string };
    params: { applicationId: string };
  }) => {
    const row = await pipeline.findOwned(claims.subject, params.applicationId);
    if (row === undefined) throw new HttpError(404, errorMessages.unknownApplication);
    return row;
  };

  route(endpoints.getRehab, {
    handler: async (context) => rehabDraws.view((await own(context)).id, 'borrower'),
  });

  route(endpoints.saveRehabBudget, {
    // Another borrower's application is "not found" before the body is looked at.
    before: async (context) => {
      await own(context);
    },
    handler: async (context) => {
      const row = await own(context);
      const rehab = rehabOf(await rehabDraws.saveBudget(row, context.body), errorMessages.unknownApplication);
      context.request.log.info({ applicationId: row.id }, 'rehab budget saved');
      return rehab;
    },
  });

  route(endpoints.requestDraw, {
    before: async (context) => {
      await own(context);
    },
    handler: async (context) => {
      const row = await own(context);
      const rehab = rehabOf(
        await rehabDraws.requestDraw(row, context.claims.subject, context.body),
        errorMessages.unknownApplication,
      );
      context.request.log.info({ applicationId: row.id, draw: rehab.draws[0]?.number }, 'draw requested');
      return rehab;
    },
  });

  const application = async ({ params }: { params: { applicationId: string } }) => {
    if ((await pipeline.find(params.applicationId)) === undefined) {
      throw new HttpError(404, errorMessages.unknownApplication);
    }
  };
  const draw = async ({ params }: { params: { drawId: string } }) => {
    if ((await rehabDraws.drawApplication(params.drawId)) === undefined) {
      throw new HttpError(404, rehabMessages.unknownDraw);
    }
  };

  route(endpoints.staffGetRehab, {
    before: application,
    handler: async ({ params }) => rehabDraws.view(params.applicationId, 'staff'),
  });

  route(endpoints.staffApproveRehabBudget, {
    before: application,
    handler: async ({ request, claims, params, body }) => {
      const rehab = rehabOf(
        await rehabDraws.approveBudget(params.applicationId, claims.subject, body),
        errorMessages.unknownApplication,
      );
      request.log.info(
        { applicationId: params.applicationId, staffId: claims.subject },
        'rehab budget approved',
      );
      return rehab;
    },
  });

  route(endpoints.staffInspectDraw, {
    before: draw,
    handler: async ({ request, claims, params, body }) => {
      const rehab = rehabOf(
        await rehabDraws.inspect(params.drawId, claims.subject, body),
        rehabMessages.unknownDraw,
      );
      request.log.info({ drawId: params.drawId, staffId: claims.subject }, 'draw inspected');
      return rehab;
    },
  });

  route(endpoints.staffApproveDraw, {
    before: draw,
    handler: async ({ request, claims, params, body }) => {
      const rehab = rehabOf(
        await rehabDraws.approve(params.drawId, claims.subject, body),
        rehabMessages.unknownDraw,
      );
      request.log.info({ drawId: params.drawId, staffId: claims.subject }, 'draw approved');
      return rehab;
    },
  });

  route(endpoints.staffPayDraw, {
    before: draw,
    handler: async ({ request, claims, params, body }) => {
      const rehab = rehabOf(
        await rehabDraws.pay(params.drawId, claims.subject, body.note),
        rehabMessages.unknownDraw,
      );
      request.log.info({ drawId: params.drawId, staffId: claims.subject }, 'draw paid');
      return rehab;
    },
  });

  route(endpoints.staffDeclineDraw, {
    before: draw,
    handler: async ({ request, claims, params, body }) => {
      const rehab = rehabOf(
        await rehabDraws.decline(params.drawId, claims.subject, body.reason),
        rehabMessages.unknownDraw,
      );
      request.log.info({ drawId: params.drawId, staffId: claims.subject }, 'draw declined');
      return rehab;
    },
  });
}

/**
 * Staff attach the inspector's photos to a draw (ADR 0061), one file a call, through the borrower
 * uploads' intake (type by contents, size, scanner, encryption at rest). Its own plugin, so that
 * multipart bodies are parsed here and on the document routes only.
 */
export async function inspectionPhotoRoutes(app: FastifyInstance, { services }: RouteContext) {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const { documents, rehabDraws, staffAudit } = services;
  const route = createRouter(app, services);

  route(endpoints.staffUploadInspectionPhoto, {
    // An unknown draw, or one paid or declined, is answered before the file is read.
    before: async ({ params }) => {
      const target = await rehabDraws.photoTarget(params.drawId);
      if (target === undefined) throw new HttpError(404, rehabMessages.unknownDraw);
      if (!photoOpen(target.state)) {
        throw new HttpError(409, rehabMessages.photosClosed(target.number, target.state));
      }
      if (target.userId === null) throw new HttpError(409, rehabMessages.noBorrowerAccount);
      return { ...target, userId: target.userId };
    },
    handler: async ({ request, claims, params, prepared }) => {
      const file = await incomingFile(request);
      await services.rateLimiter.reserve(quotas.documentUpload(request.ip, claims.subject));
      const stored = await receive(() => documents.create(prepared.userId, INSPECTION_PHOTO_PURPOSE, file));
      const attached = await rehabDraws.attachInspectionPhoto(params.drawId, prepared.userId, stored.id);
      if (attached.kind !== 'done') {
        // Paid or declined while the file streamed in: the stored copy goes, the answer says why.
        await documents.remove(prepared.userId, stored.id);
        rehabOf(attached, rehabMessages.unknownDraw);
      }
      await staffAudit.record({
        staffId: claims.subject,
        applicationId: prepared.applicationId,
        action: 'upload',
        target: stored.id,
        ip: request.ip,
      });
      request.log.info(
        {
          drawId: params.drawId,
          applicationId: prepared.applicationId,
          staffId: claims.subject,
          documentId: stored.id,
        },
        'inspection photo uploaded',
      );
      return { ...stored, locked: true };
    },
  });
}
