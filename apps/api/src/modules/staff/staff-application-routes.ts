import {
  APPLICATION_MISMO_AUDIT_TARGET,
  APPLICATION_PDF_AUDIT_TARGET,
  BORROWER_ONLY_STATUSES,
  endpoints,
  STAFF_ERROR_CODES,
  OWN_ACTION_NAMES,
  STATUSES_BY_OWN_ACTION,
  staffMayMoveTo,
  TERM_SHEET_PDF_AUDIT_TARGET,
} from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { errorMessages } from '../../messages.ts';
import { attachmentDisposition } from '../documents/file-names.ts';
import { sendApplicationPdf, sendPdf } from '../applications/application-pdf.ts';
import { sendApplicationMismo } from '../mismo/send-mismo.ts';
import { applicationReference } from '../applications/application-reference.ts';
import { toStaffMember } from './staff-accounts.ts';
import type { RouteContext } from '../../http/route-context.ts';

/** A status as staff say it: `documents_requested` → "documents requested". */
const label = (status: string) => status.replace(/_/g, ' ');

/** The back office's queue and one application: read, reveal (audited), status, assignee, documents. */
export async function staffApplicationRoutes(app: FastifyInstance, { services }: RouteContext) {
  const { pipeline, staffView, staffAudit, staffAccounts, documents, sessions, termSheets } = services;
  const route = createRouter(app, services);

  /** The application of the path, before any body is read: an unknown one is a 404 first. */
  const application = async ({ params }: { params: { applicationId: string } }) => {
    const row = await pipeline.find(params.applicationId);
    if (row === undefined) throw new HttpError(404, errorMessages.unknownApplication);
    return row;
  };

  route(endpoints.staffQueue, {
    handler: async ({ claims, query }) => {
      const assignee =
        query.assignee === undefined
          ? undefined
          : query.assignee === 'none'
            ? ({ kind: 'none' } as const)
            : ({ kind: 'staff', id: query.assignee === 'me' ? claims.subject : query.assignee } as const);
      return pipeline.queue({
        q: query.q,
        flow: query.flow,
        status: query.status,
        assignee,
        submittedFrom: query.submitted_from,
        submittedTo: query.submitted_to,
        page: query.page === undefined ? 1 : Number(query.page),
        pageSize: query.page_size === undefined ? undefined : Number(query.page_size),
      });
    },
  });

  route(endpoints.staffApplication, {
    before: application,
    handler: async ({ prepared }) => staffView.detail(prepared),
  });

  route(endpoints.staffReveal, {
    before: application,
    handler: async ({ request, claims, prepared, body }) => {
      // Personal data only with a second factor checked in the last fifteen minutes (ADR 0055).
      if (!(await sessions.secondFactorIsFresh(claims.sessionId))) {
        throw new HttpError(
          403,
          errorMessages.secondFactorRequired,
          {},
          STAFF_ERROR_CODES.secondFactorRequired,
        );
      }
      const value = staffView.reveal(prepared, body.step, body.field);
      if (value === undefined) throw new HttpError(404, errorMessages.noMaskedAnswer);
      // Written before the value leaves; the log line names the field, never the value.
      const target = `${body.step}.${body.field}`;
      await staffAudit.record({
        staffId: claims.subject,
        applicationId: prepared.id,
        action: 'reveal',
        target,
        ip: request.ip,
      });
      request.log.info(
        { staffId: claims.subject, applicationId: prepared.id, target },
        'personal data revealed',
      );
      return { value };
    },
  });

  route(endpoints.staffChangeStatus, {
    before: application,
    handler: async ({ request, claims, prepared, body }) => {
      if (STATUSES_BY_OWN_ACTION.includes(body.status)) {
        throw new HttpError(
          409,
          errorMessages.statusHasItsOwnAction(label(body.status), OWN_ACTION_NAMES[body.status] ?? ''),
        );
      }
      // Reached only by the borrower's own act (signing the term sheet, ADR 0059).
      if (BORROWER_ONLY_STATUSES.includes(body.status)) {
        throw new HttpError(409, errorMessages.onlyBorrowerMovesTo(label(body.status)));
      }
      if (!staffMayMoveTo(claims.role, body.status)) {
        throw new HttpError(403, errorMessages.roleMayNotMoveTo(label(body.status)));
      }
      const outcome = await pipeline.changeStatus(prepared.id, body.status, claims.subject, body.note);
      if (outcome.kind === 'missing') throw new HttpError(404, errorMessages.unknownApplication);
      if (outcome.kind === 'not-allowed') {
        throw new HttpError(409, errorMessages.transitionNotAllowed(label(outcome.from), label(body.status)));
      }
      request.log.info({ applicationId: prepared.id, status: body.status }, 'application status changed');
      return staffView.detail(outcome.row);
    },
  });

  route(endpoints.staffAssign, {
    before: application,
    handler: async ({ claims, prepared, body }) => {
      const assignee = body.staff_id === null ? undefined : await staffAccounts.findAssignable(body.staff_id);
      if (body.staff_id !== null && assignee === undefined) {
        throw new ValidationError([
          { loc: ['body', 'staff_id'], msg: errorMessages.unknownStaffMember, type: 'value_error' },
        ]);
      }
      await pipeline.assign(prepared, assignee, claims.subject);
      return { success: true };
    },
  });

  route(endpoints.staffDownloadDocument, {
    before: application,
    handler: async ({ request, reply, claims, params, prepared }) => {
      const document = await staffView.document(prepared, params.documentId);
      const opened =
        document === undefined || prepared.userId === null
          ? undefined
          : await documents.open(prepared.userId, document.id);
      if (opened === undefined) throw new HttpError(404, errorMessages.unknownDocument);
      await staffAudit.record({
        staffId: claims.subject,
        applicationId: prepared.id,
        action: 'download',
        target: opened.info.id,
        ip: request.ip,
      });
      reply.headers({
        'content-type': opened.info.content_type,
        'content-length': String(opened.info.size),
        'content-disposition': attachmentDisposition(opened.info.file_name),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      return opened.file;
    },
  });

  route(endpoints.staffApplicationPdf, {
    before: application,
    handler: async ({ request, reply, claims, prepared }) => {
      // Audited like a document download, before the copy leaves.
      await staffAudit.record({
        staffId: claims.subject,
        applicationId: prepared.id,
        action: 'download',
        target: APPLICATION_PDF_AUDIT_TARGET,
        ip: request.ip,
      });
      return sendApplicationPdf(reply, prepared, pipeline.answers(prepared));
    },
  });

  route(endpoints.staffTermSheetPdf, {
    before: application,
    handler: async ({ request, reply, claims, prepared }) => {
      const pdf = await termSheets.signedPdf(prepared.id);
      if (pdf === undefined) throw new HttpError(404, errorMessages.noSignedTermSheet);
      // Audited like the application's copy, before it leaves.
      await staffAudit.record({
        staffId: claims.subject,
        applicationId: prepared.id,
        action: 'download',
        target: TERM_SHEET_PDF_AUDIT_TARGET,
        ip: request.ip,
      });
      return sendPdf(reply, pdf, `northgate-term-sheet-${applicationReference(prepared.id)}.pdf`);
    },
  });

  route(endpoints.staffApplicationMismo, {
    before: application,
    handler: async ({ request, reply, claims, prepared }) => {
      // The export carries the SSN in full: audited like the PDF, before it leaves.
      await staffAudit.record({
        staffId: claims.subject,
        applicationId: prepared.id,
        action: 'download',
        target: APPLICATION_MISMO_AUDIT_TARGET,
        ip: request.ip,
      });
      return sendApplicationMismo(reply, prepared, pipeline.answers(prepared));
    },
  });

  route(endpoints.staffList, {
    handler: async () => ({
      staff: (await staffAccounts.assignees()).map((row) => ({
        ...toStaffMember(row),
        disabled: row.disabledAt !== null,
      })),
    }),
  });

  route(endpoints.staffAuditLog, {
    handler: async ({ query }) => staffAudit.page(query.page === undefined ? 1 : Number(query.page)),
  });
}
