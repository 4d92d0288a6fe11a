import * as v from 'valibot';
import { isoToday, messages, requiredString } from '@northgate/validators';
import { ApplicationReferenceSchema } from './applications.ts';
import { ApplicationParamsSchema, LoanOfferParamsSchema } from './borrower-pipeline.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';
import {
  ClearConditionSchema,
  ClearToCloseSchema,
  ConditionParamsSchema,
  CreateConditionSchema,
  ReopenConditionSchema,
} from './condition-requests.ts';
import { DocumentRequestSchema, LoanConditionSchema, LoanOfferSchema } from './pipeline-records.ts';
import {
  AnswerPayoffSchema,
  PayoffRequestParamsSchema,
  PayoffRequestSchema,
  RecordFundingSchema,
  ScheduleClosingSchema,
} from './closing-records.ts';
import { CreateOfferRequestSchema } from './offer-requests.ts';
import { StaffApplicationSchema, StaffRefSchema } from './staff-applications.ts';
import { StaffMemberSchema } from './staff-auth.ts';

/** The back office's work on an application: document requests and offers; staff and audit lists. */

export const CreateDocumentRequestSchema = v.object(
  {
    name: requiredString({ max: 120 }),
    description: v.optional(
      v.pipe(v.string(messages.mustBeText), v.trim(), v.maxLength(1000, messages.maxLength(1000))),
    ),
    due_date: v.pipe(
      v.string(messages.mustBeText),
      v.isoDate('Enter the due date as YYYY-MM-DD'),
      v.check((value) => value >= isoToday(), 'Choose a due date from today on'),
    ),
  },
  messages.notAnObject,
);
export type CreateDocumentRequest = v.InferInput<typeof CreateDocumentRequestSchema>;

export const StaffListSchema = v.object({
  staff: v.pipe(
    v.array(v.object({ ...StaffMemberSchema.entries, disabled: v.boolean() })),
    v.description('By last name'),
  ),
});
export type StaffList = v.InferOutput<typeof StaffListSchema>;

/** What staff did: saw an answer, downloaded a file, or uploaded one (an inspection photo). */
export const AUDIT_ACTIONS = ['reveal', 'download', 'upload'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditLogQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'page must be a whole number from 1'))),
});
export type AuditLogQuery = v.InferInput<typeof AuditLogQuerySchema>;

export const AUDIT_LOG_PAGE_SIZE = 50;

export const AuditLogResponseSchema = v.object({
  items: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.string(), v.uuid()),
        staff: StaffRefSchema,
        action: v.picklist(AUDIT_ACTIONS),
        application_id: v.pipe(v.string(), v.uuid()),
        reference: ApplicationReferenceSchema,
        /** `step.field` for a reveal, the document id for a download or an upload; never the value. */
        target: v.string(),
        what: v.pipe(
          v.string(),
          v.description('What was seen, in words: "Revealed Date of birth (Owner 2, About the owners)"'),
        ),
        ip: v.string(),
        at: v.pipe(v.string(), v.isoTimestamp()),
      }),
    ),
    v.description('Newest first'),
  ),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  page_size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type AuditLogResponse = v.InferOutput<typeof AuditLogResponseSchema>;

const tag = 'staff';
const staffOnly = {
  401: 'No valid staff token',
  403: 'A borrower or guest token, or a role without this permission',
};
const closed = 'The application is closed (funded, declined or withdrawn)';

export const staffWorkEndpoints = {
  staffRequestDocument: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffDocumentRequests,
    tag,
    summary: 'Ask the borrower for a document by a due date; the borrower is emailed',
    description: 'Moves submitted, in_review and conditionally_approved applications to documents_requested.',
    access: 'staff',
    permission: 'requestDocuments',
    params: ApplicationParamsSchema,
    body: CreateDocumentRequestSchema,
    success: { status: 201, description: 'The request', schema: DocumentRequestSchema },
    errors: { ...staffOnly, 404: 'No such application', 409: closed, 422: 'A field breaks its rule' },
  }),
  staffIssueOffer: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffOffers,
    tag,
    summary: 'Issue a loan offer; the application moves to offer_issued and the borrower is emailed',
    access: 'staff',
    permission: 'manageOffers',
    params: ApplicationParamsSchema,
    body: CreateOfferRequestSchema,
    success: { status: 201, description: 'The offer with its monthly payment', schema: LoanOfferSchema },
    errors: {
      ...staffOnly,
      404: 'No such application',
      409: 'The application cannot move to offer_issued from its current status',
      422: 'A figure breaks its rule',
    },
  }),
  staffWithdrawOffer: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffWithdrawOffer,
    tag,
    summary: 'Withdraw an open offer; the borrower is emailed',
    access: 'staff',
    permission: 'manageOffers',
    params: LoanOfferParamsSchema,
    success: { status: 200, description: 'The withdrawn offer', schema: LoanOfferSchema },
    errors: { ...staffOnly, 404: 'No such offer', 409: 'The offer is no longer open' },
  }),
  staffAddCondition: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffConditions,
    tag,
    summary: 'Add a condition to clear before docs, closing or funding; the borrower is emailed',
    description:
      'From offer_accepted until closing. A borrower_upload or both condition opens a document request the borrower answers with the usual upload.',
    access: 'staff',
    permission: 'manageConditions',
    params: ApplicationParamsSchema,
    body: CreateConditionSchema,
    success: { status: 201, description: 'The condition', schema: LoanConditionSchema },
    errors: {
      ...staffOnly,
      404: 'No such application',
      409: 'The application is not between an accepted offer and funding',
      422: 'A field breaks its rule',
    },
  }),
  staffClearCondition: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffClearCondition,
    tag,
    summary: 'Clear a condition with a note; the borrower is emailed',
    access: 'staff',
    permission: 'manageConditions',
    params: ConditionParamsSchema,
    body: ClearConditionSchema,
    success: { status: 200, description: 'The cleared condition', schema: LoanConditionSchema },
    errors: {
      ...staffOnly,
      404: 'No such condition',
      409: 'Already cleared, the borrower has not uploaded the document it needs, or the application is closed',
      422: 'No note, or a note too long',
    },
  }),
  staffReopenCondition: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffReopenCondition,
    tag,
    summary:
      'Reopen a cleared condition with a reason; an upload is asked for again; the borrower is emailed',
    access: 'staff',
    permission: 'manageConditions',
    params: ConditionParamsSchema,
    body: ReopenConditionSchema,
    success: { status: 200, description: 'The reopened condition', schema: LoanConditionSchema },
    errors: {
      ...staffOnly,
      404: 'No such condition',
      409: 'The condition is open, or the application is closed',
      422: 'No reason, or a reason too long',
    },
  }),
  staffClearToClose: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffClearToClose,
    tag,
    summary: 'Clear the application to close; the borrower is emailed',
    description:
      'Only from offer_accepted, and only when every prior_to_docs and prior_to_closing condition is cleared; the 409 names the open ones.',
    access: 'staff',
    permission: 'manageConditions',
    params: ApplicationParamsSchema,
    body: ClearToCloseSchema,
    success: { status: 200, description: 'The application after the change', schema: StaffApplicationSchema },
    errors: {
      ...staffOnly,
      404: 'No such application',
      409: 'Conditions before closing are still open (named in the message), or the status does not allow it',
      422: 'A note too long',
    },
  }),
  staffScheduleClosing: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffClosing,
    tag,
    summary: 'Schedule the closing (or reschedule it); the borrower is emailed',
    description:
      'From clear_to_close it moves the application to closing; while closing it changes the date, place or title company. The date and time are on the lender’s clock; in person needs the address.',
    access: 'staff',
    permission: 'manageClosing',
    params: ApplicationParamsSchema,
    body: ScheduleClosingSchema,
    success: { status: 200, description: 'The application after the change', schema: StaffApplicationSchema },
    errors: {
      ...staffOnly,
      404: 'No such application',
      409: 'The application is not clear to close or in closing',
      422: 'A field breaks its rule (a closing in the past, no address for an in-person closing…)',
    },
  }),
  staffRecordFunding: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffFunding,
    tag,
    summary: 'Record the funding; the application moves to funded and the borrower is emailed',
    description:
      "From closing only. The rate, term and repayment come from the accepted offer; the amount is at most the offer's.",
    access: 'staff',
    permission: 'manageClosing',
    params: ApplicationParamsSchema,
    body: RecordFundingSchema,
    success: { status: 200, description: 'The application after the change', schema: StaffApplicationSchema },
    errors: {
      ...staffOnly,
      404: 'No such application',
      409: 'The application is not in closing, or the loan number is already used',
      422: "A field breaks its rule (an amount above the offer's, a funding date in the future…)",
    },
  }),
  staffAnswerPayoff: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffAnswerPayoff,
    tag,
    summary: 'Answer a payoff statement request with an amount good through a day; the borrower is emailed',
    access: 'staff',
    permission: 'manageClosing',
    params: PayoffRequestParamsSchema,
    body: AnswerPayoffSchema,
    success: { status: 200, description: 'The answered request', schema: PayoffRequestSchema },
    errors: {
      ...staffOnly,
      404: 'No such payoff request',
      409: 'The request is already answered',
      422: 'An amount of $0 or less, or a good-through date in the past',
    },
  }),
  staffList: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffMembers,
    tag,
    summary: 'Staff members (for the assignee filter and picker)',
    access: 'staff',
    permission: 'read',
    success: {
      status: 200,
      description: 'Every staff member who has set a password (not someone invited who has not accepted)',
      schema: StaffListSchema,
    },
    errors: staffOnly,
  }),
  staffAuditLog: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffAuditLog,
    tag,
    summary: 'Who revealed personal data or downloaded a document, and when (admins)',
    access: 'staff',
    permission: 'administer',
    query: AuditLogQuerySchema,
    success: { status: 200, description: 'One page of the audit log', schema: AuditLogResponseSchema },
    errors: { ...staffOnly, 422: 'A bad page number' },
  }),
} as const;
