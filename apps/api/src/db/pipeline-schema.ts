import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applicationStatus, documents, flowApplications, staffMembers } from './schema.ts';

/** The loan pipeline's tables (docs/decisions/0017-loan-pipeline.md); the accounts are in schema.ts. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const applicationId = () =>
  uuid('application_id')
    .notNull()
    .references(() => flowApplications.id, { onDelete: 'cascade' });
const staffMemberId = (name: string) =>
  uuid(name).references(() => staffMembers.id, { onDelete: 'set null' });

/** An application's timeline: one row per thing that happened, written with the change itself. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationId(),
    kind: text('kind').notNull(),
    /** The status after the event, and before it for a status change. */
    status: applicationStatus('status').notNull(),
    fromStatus: applicationStatus('from_status'),
    /** Staff's note for the borrower, or what the event concerns (a document's name). */
    note: text('note'),
    actor: text('actor').notNull(),
    staffMemberId: staffMemberId('staff_member_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('application_events_application_idx').on(table.applicationId, table.createdAt),
    check('application_events_actor', sql`${table.actor} in ('borrower', 'staff', 'system')`),
  ],
);

/** A document staff asked the borrower for, by a due date. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationId(),
    name: text('name').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    requestedBy: staffMemberId('requested_by'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [index('document_requests_application_idx').on(table.applicationId, table.createdAt)],
);

/** The documents that answered a request; a document answers one request at most. */
export const documentRequestDocuments = pgTable(
  'document_request_documents',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId] }),
    index('document_request_documents_request_idx').on(table.requestId),
  ],
);

/**
 * Loan offers. Money and rates are exact decimals; `state` is open until the borrower answers,
 * staff withdraw it or the borrower accepts another offer (superseded); "expired" is computed:
 * open and past `expiresAt`.
 */
export const loanOffers = pgTable(
  'loan_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationId(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    ratePercent: numeric('rate_percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    termMonths: integer('term_months').notNull(),
    points: numeric('points', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    fees: numeric('fees', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    monthlyPayment: numeric('monthly_payment', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** REPAYMENT_TYPES; offers made before the term sheet existed were amortising. */
    repayment: text('repayment').notNull().default('amortising'),
    /** The rehab holdback in dollars (0: none). */
    holdback: numeric('holdback', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    /** PREPAYMENT_TERMS; earlier offers had no prepayment penalty. */
    prepaymentTerms: text('prepayment_terms').notNull().default('none'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('open'),
    issuedBy: staffMemberId('issued_by'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('loan_offers_application_idx').on(table.applicationId, table.createdAt),
    check(
      'loan_offers_state',
      sql`${table.state} in ('open', 'accepted', 'declined', 'withdrawn', 'superseded')`,
    ),
    check('loan_offers_repayment', sql`${table.repayment} in ('interest_only', 'amortising')`),
    check(
      'loan_offers_prepayment_terms',
      sql`${table.prepaymentTerms} in ('none', 'three_months_interest', 'six_months_interest', 'one_percent_first_year')`,
    ),
    check('loan_offers_holdback', sql`${table.holdback} >= 0 and ${table.holdback} <= ${table.amount}`),
  ],
);

/**
 * The term sheet of an accepted offer (docs/decisions/0059-term-sheet.md): made at the acceptance
 * (one per application), signed by the borrower before `expiresAt`. Its figures are the offer's;
 * the signed PDF is kept exactly as produced (base64) with the e-signature record of the signing.
 */
export const termSheets = pgTable(
  'term_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => loanOffers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedName: text('signed_name'),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    /** SHA-256 (hex) of the signed PDF's bytes. */
    pdfSha256: text('pdf_sha256'),
    pdfBase64: text('pdf_base64'),
  },
  (table) => [
    uniqueIndex('term_sheets_application_unique').on(table.applicationId),
    check(
      'term_sheets_signed_whole',
      sql`(${table.signedAt} is null) = (${table.pdfBase64} is null) and (${table.signedAt} is null) = (${table.pdfSha256} is null)`,
    ),
  ],
);

/**
 * Who saw personal data: every reveal (`target` = step.field, never the value) and every document
 * download, written before the answer goes out.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffMemberId: uuid('staff_member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    applicationId: applicationId(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_audit_log_created_at_idx').on(sql`${table.createdAt} desc`),
    check('staff_audit_log_action', sql`${table.action} in ('reveal', 'download', 'upload')`),
  ],
);

/**
 * Conditions staff set after an accepted offer (ADR 0057): cleared by a borrower upload (through
 * the document request it opens), a staff note, or both; reopened with a reason.
 */
export const loanConditions = pgTable(
  'loan_conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationId(),
    stage: text('stage').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    clearedBy: text('cleared_by').notNull(),
    /** The request the borrower answers for borrower_upload and both; null for staff_note. */
    documentRequestId: uuid('document_request_id')
      .unique()
      .references(() => documentRequests.id, { onDelete: 'set null' }),
    addedBy: staffMemberId('added_by'),
    createdAt: createdAt(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedByStaff: staffMemberId('cleared_by_staff'),
    clearNote: text('clear_note'),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
  },
  (table) => [
    index('loan_conditions_application_idx').on(table.applicationId, table.createdAt),
    check(
      'loan_conditions_stage',
      sql`${table.stage} in ('prior_to_docs', 'prior_to_closing', 'prior_to_funding')`,
    ),
    check('loan_conditions_cleared_by', sql`${table.clearedBy} in ('borrower_upload', 'staff_note', 'both')`),
  ],
);

/**
 * The closing staff schedule once the application is clear to close (ADR 0060): one per
 * application, changed in place when rescheduled. The time is the lender's wall clock that day.
 */
export const loanClosings = pgTable(
  'loan_closings',
  {
    applicationId: applicationId().primaryKey(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    /** HH:MM, 24-hour, on the lender's clock. */
    closingTime: text('closing_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    /** Where the borrower signs in person; null for a remote closing. */
    address: text('address'),
    titleCompanyName: text('title_company_name').notNull(),
    titleCompanyEmail: text('title_company_email'),
    titleCompanyPhone: text('title_company_phone'),
    scheduledBy: staffMemberId('scheduled_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('loan_closings_place', sql`${table.place} in ('in_person', 'remote')`),
    check('loan_closings_address', sql`${table.place} = 'remote' or ${table.address} is not null`),
  ],
);

/**
 * The funded loan (ADR 0060): what was funded, under the lender's own loan number (unique), with
 * the accepted offer's rate, term and repayment kept with it.
 */
export const fundedLoans = pgTable(
  'funded_loans',
  {
    applicationId: applicationId().primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => loanOffers.id, { onDelete: 'cascade' }),
    loanNumber: text('loan_number').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    ratePercent: numeric('rate_percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    termMonths: integer('term_months').notNull(),
    repayment: text('repayment').notNull(),
    monthlyPayment: numeric('monthly_payment', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    fundedOn: date('funded_on', { mode: 'string' }).notNull(),
    firstPaymentOn: date('first_payment_on', { mode: 'string' }).notNull(),
    fundedBy: staffMemberId('funded_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('funded_loans_loan_number_unique').on(table.loanNumber),
    check('funded_loans_amount', sql`${table.amount} > 0`),
    check('funded_loans_first_payment', sql`${table.firstPaymentOn} > ${table.fundedOn}`),
    check('funded_loans_repayment', sql`${table.repayment} in ('interest_only', 'amortising')`),
  ],
);

/** A funded borrower's request for a payoff statement, and staff's answer (ADR 0060). */
export const payoffRequests = pgTable(
  'payoff_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationId(),
    note: text('note'),
    payoffDate: date('payoff_date', { mode: 'string' }),
    createdAt: createdAt(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    goodThrough: date('good_through', { mode: 'string' }),
    answeredBy: staffMemberId('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('payoff_requests_application_idx').on(table.applicationId, table.createdAt),
    check(
      'payoff_requests_answer_whole',
      sql`(${table.answeredAt} is null) = (${table.amount} is null) and (${table.answeredAt} is null) = (${table.goodThrough} is null)`,
    ),
  ],
);
