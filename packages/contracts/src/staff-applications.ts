import * as v from 'valibot';
import { messages, requiredString } from '@northgate/validators';
import { StepAnswersSchema } from './answers.ts';
import { ApplicationReferenceSchema } from './applications.ts';
import { ApplicationStatusSchema } from './application-status.ts';
import { ApplicationParamsSchema, ApplicationPdfSchema } from './borrower-pipeline.ts';
import { SuccessResponseSchema } from './common/responses.ts';
import { DocumentFileSchema, DocumentSchema } from './documents.ts';
import { FundedLoanSchema, LoanClosingSchema, PayoffRequestSchema } from './closing-records.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';
import {
  ApplicationEventSchema,
  DocumentRequestSchema,
  LoanConditionSchema,
  LoanOfferSchema,
  TermSheetSchema,
} from './pipeline-records.ts';

/** The back office's queue and one application: read, reveal, status, assignee (ADR 0017). */

const uuid = v.pipe(v.string(), v.uuid());
const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

export const QUEUE_MAX_PAGE_SIZE = 100;
export const QUEUE_DEFAULT_PAGE_SIZE = 25;

/** Query strings are text: whole numbers arrive as digits (the server reads them as numbers). */
const wholeNumber = (what: string, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,5}$/, `${what} must be a whole number from 1`),
    v.check((value) => Number(value) <= max, `${what} must be at most ${max}`),
    v.description(`A whole number from 1 to ${max}`),
  );
const queueDate = (what: string) =>
  v.pipe(v.string(), v.isoDate(`${what} must be a date like 2026-01-31`), v.description('YYYY-MM-DD (UTC)'));

export const StaffQueueQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(100, messages.maxLength(100)),
      v.description('Part of the reference, the borrower name or email'),
    ),
  ),
  flow: v.optional(v.pipe(v.string(), v.maxLength(50, messages.maxLength(50)), v.description('A flow id'))),
  status: v.optional(ApplicationStatusSchema),
  assignee: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => value === 'me' || value === 'none' || /^[0-9a-f-]{36}$/i.test(value),
        'assignee must be me, none or a staff id',
      ),
      v.description('me, none, or a staff id'),
    ),
  ),
  submitted_from: v.optional(queueDate('submitted_from')),
  submitted_to: v.optional(queueDate('submitted_to')),
  page: v.optional(wholeNumber('page', 100000)),
  page_size: v.optional(wholeNumber('page_size', QUEUE_MAX_PAGE_SIZE)),
});
export type StaffQueueQuery = v.InferInput<typeof StaffQueueQuerySchema>;

export const StaffRefSchema = v.object({ id: uuid, name: v.string() });
export type StaffRef = v.InferOutput<typeof StaffRefSchema>;

export const QueueItemSchema = v.object({
  application_id: uuid,
  reference: ApplicationReferenceSchema,
  flow_id: v.string(),
  status: ApplicationStatusSchema,
  submitted_at: isoTimestamp,
  updated_at: isoTimestamp,
  borrower_name: v.string(),
  borrower_email: v.nullable(v.string()),
  assignee: v.nullable(StaffRefSchema),
  open_document_requests: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type QueueItem = v.InferOutput<typeof QueueItemSchema>;

export const StaffQueueResponseSchema = v.object({
  items: v.pipe(v.array(QueueItemSchema), v.description('Newest submission first')),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  page_size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type StaffQueueResponse = v.InferOutput<typeof StaffQueueResponseSchema>;

export const StaffDocumentSchema = v.object({
  ...DocumentSchema.entries,
  request_id: v.pipe(v.nullable(uuid), v.description('The document request it answered, if any')),
});
export type StaffDocument = v.InferOutput<typeof StaffDocumentSchema>;

export const StaffApplicationSchema = v.object({
  application_id: uuid,
  reference: ApplicationReferenceSchema,
  flow_id: v.string(),
  status: ApplicationStatusSchema,
  submitted_at: isoTimestamp,
  updated_at: isoTimestamp,
  borrower: v.object({
    user_id: v.nullable(uuid),
    first_name: v.string(),
    last_name: v.string(),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
  }),
  assignee: v.nullable(StaffRefSchema),
  steps: v.pipe(
    v.array(StepAnswersSchema),
    v.description(
      'Answers by step, in flow order, labelled with the questions the borrower was asked; identity and account numbers masked (reveal the revealable ones)',
    ),
  ),
  documents: v.pipe(
    v.array(StaffDocumentSchema),
    v.description('Documents of the application and of its requests'),
  ),
  document_requests: v.pipe(
    v.array(DocumentRequestSchema),
    v.description("Oldest first; conditions' uploads are under conditions"),
  ),
  offers: v.pipe(v.array(LoanOfferSchema), v.description('Newest first')),
  conditions: v.pipe(v.array(LoanConditionSchema), v.description('By stage, then due date')),
  term_sheet: v.pipe(
    v.nullable(TermSheetSchema),
    v.description('The term sheet of the accepted offer, signed or not; null until an offer is accepted'),
  ),
  closing: v.pipe(
    v.nullable(LoanClosingSchema),
    v.description('The scheduled closing; null until scheduled'),
  ),
  funded_loan: v.pipe(v.nullable(FundedLoanSchema), v.description('The funded loan; null until funded')),
  payoff_requests: v.pipe(v.array(PayoffRequestSchema), v.description('Newest first')),
  timeline: v.pipe(v.array(ApplicationEventSchema), v.description('Oldest first, staff-only events too')),
});
export type StaffApplication = v.InferOutput<typeof StaffApplicationSchema>;

export const RevealRequestSchema = v.object(
  {
    step: requiredString({ max: 100 }),
    field: requiredString({ max: 100 }),
  },
  messages.notAnObject,
);
export type RevealRequest = v.InferInput<typeof RevealRequestSchema>;
export const RevealResponseSchema = v.object({ value: v.string() });
export type RevealResponse = v.InferOutput<typeof RevealResponseSchema>;

export const STATUS_NOTE_MAX_LENGTH = 1000;

export const ChangeStatusRequestSchema = v.object(
  {
    status: ApplicationStatusSchema,
    note: v.optional(
      v.pipe(
        v.string(messages.mustBeText),
        v.trim(),
        v.maxLength(STATUS_NOTE_MAX_LENGTH, messages.maxLength(STATUS_NOTE_MAX_LENGTH)),
        v.description('Shown to the borrower in the timeline and the email'),
      ),
    ),
  },
  messages.notAnObject,
);
export type ChangeStatusRequest = v.InferInput<typeof ChangeStatusRequestSchema>;

export const AssigneeRequestSchema = v.object(
  {
    staff_id: v.nullable(
      v.pipe(v.string('staff_id must be a staff id or null'), v.uuid('Unknown staff member')),
    ),
  },
  messages.notAnObject,
);
export type AssigneeRequest = v.InferInput<typeof AssigneeRequestSchema>;

export const StaffDocumentParamsSchema = v.object({
  applicationId: ApplicationParamsSchema.entries.applicationId,
  documentId: v.pipe(v.string(), v.uuid('Unknown document')),
});

/** The audit log's target for a download of an application's PDF copy (documents give their id). */
export const APPLICATION_PDF_AUDIT_TARGET = 'application-pdf';
/** The audit log's target for a download of the signed term sheet (docs/decisions/0059-term-sheet.md). */
export const TERM_SHEET_PDF_AUDIT_TARGET = 'term-sheet-pdf';
/** The audit log's target for a MISMO 3.4 XML export of an application (personal data, like the PDF). */
export const APPLICATION_MISMO_AUDIT_TARGET = 'application-mismo';

export const ApplicationMismoSchema = v.pipe(v.string(), v.description('MISMO 3.4 XML (a MESSAGE document)'));

const tag = 'staff';
const staffOnly = {
  401: 'No valid staff token',
  403: 'A borrower or guest token, or a role without this permission',
};
const unknownApplication = 'No such application';

export const staffApplicationEndpoints = {
  staffQueue: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffApplications,
    tag,
    summary: 'The queue: applications from every flow, filtered and paged, newest first',
    access: 'staff',
    permission: 'read',
    query: StaffQueueQuerySchema,
    success: { status: 200, description: 'One page of the queue', schema: StaffQueueResponseSchema },
    errors: { ...staffOnly, 422: 'A filter breaks its rule' },
  }),
  staffApplication: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffApplication,
    tag,
    summary:
      'One application: answers by step (sensitive ones masked), documents, requests, offers, timeline',
    access: 'staff',
    permission: 'read',
    params: ApplicationParamsSchema,
    success: { status: 200, description: 'The application', schema: StaffApplicationSchema },
    errors: { ...staffOnly, 404: unknownApplication },
  }),
  staffReveal: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffReveal,
    tag,
    summary: 'Reveal one masked answer (written to the audit log first)',
    access: 'staff',
    permission: 'reveal',
    params: ApplicationParamsSchema,
    body: RevealRequestSchema,
    success: { status: 200, description: 'The answer in full', schema: RevealResponseSchema },
    errors: {
      ...staffOnly,
      403: 'A borrower or guest token, a role without this permission, or (code second_factor_required) a second factor checked more than 15 minutes ago: POST auth/second_factor/recheck, then retry',
      404: 'No such application, or no masked answer at that step and field',
      422: 'Missing step or field',
    },
  }),
  staffChangeStatus: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffApplicationStatus,
    tag,
    summary: 'Move the application to another status; the borrower is emailed',
    access: 'staff',
    permission: 'changeStatus',
    params: ApplicationParamsSchema,
    body: ChangeStatusRequestSchema,
    success: { status: 200, description: 'The application after the change', schema: StaffApplicationSchema },
    errors: {
      ...staffOnly,
      404: unknownApplication,
      409: 'That transition is not allowed from the current status, or the status has its own action (clear_to_close, closing, funded)',
      422: 'An unknown status or a note too long',
    },
  }),
  staffAssign: defineEndpoint({
    method: 'PUT',
    path: API_PATHS.staffAssignee,
    tag,
    summary: 'Assign the application to a staff member, or to nobody (null)',
    access: 'staff',
    permission: 'assign',
    params: ApplicationParamsSchema,
    body: AssigneeRequestSchema,
    success: { status: 200, description: 'Assigned', schema: SuccessResponseSchema },
    errors: {
      ...staffOnly,
      404: unknownApplication,
      422: 'Not a staff id, or a disabled or unknown staff member',
    },
  }),
  staffDownloadDocument: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffDocumentFile,
    tag,
    summary: "Download one of the application's documents (audited)",
    description: 'Sent as an attachment with Cache-Control: no-store.',
    access: 'staff',
    permission: 'read',
    params: StaffDocumentParamsSchema,
    success: {
      status: 200,
      description: 'The file, with its detected Content-Type',
      schema: DocumentFileSchema,
      contentType: 'application/octet-stream',
    },
    errors: { ...staffOnly, 404: 'No such application, or no such document of it' },
  }),
  staffApplicationPdf: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffApplicationPdf,
    tag,
    summary: 'A PDF copy of the application with its e-signature record (audited)',
    description:
      'The copy the borrower can download: identity and account numbers show their last four digits. Sent as an attachment with Cache-Control: no-store.',
    access: 'staff',
    permission: 'read',
    params: ApplicationParamsSchema,
    success: {
      status: 200,
      description: 'The PDF',
      schema: ApplicationPdfSchema,
      contentType: 'application/pdf',
    },
    errors: { ...staffOnly, 404: unknownApplication },
  }),
  staffTermSheetPdf: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffTermSheetPdf,
    tag,
    summary: 'The signed term sheet as a PDF, exactly as the borrower signed it (audited)',
    description:
      "Its SHA-256 is the term sheet's pdf_sha256. Sent as an attachment with Cache-Control: no-store.",
    access: 'staff',
    permission: 'read',
    params: ApplicationParamsSchema,
    success: {
      status: 200,
      description: 'The PDF',
      schema: ApplicationPdfSchema,
      contentType: 'application/pdf',
    },
    errors: { ...staffOnly, 404: 'No such application, or its term sheet is not signed yet' },
  }),
  staffApplicationMismo: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffApplicationMismo,
    tag,
    summary: 'A MISMO 3.4 XML export of an application, for a loan origination system (audited)',
    description:
      'Any application type, valid against MISMO 3.4 (reference model B324): the parties and their roles, employment, income, assets, liabilities, real estate owned, declarations, the loan and the property, in full (the SSN included) for import; what MISMO has no data point for is in the DEAL extension, namespace urn:northgate-lending:mismo-extension:1. Sent as an attachment with Cache-Control: no-store.',
    access: 'staff',
    permission: 'read',
    params: ApplicationParamsSchema,
    success: {
      status: 200,
      description: 'The XML document',
      schema: ApplicationMismoSchema,
      contentType: 'application/xml',
    },
    errors: { ...staffOnly, 404: unknownApplication },
  }),
} as const;
