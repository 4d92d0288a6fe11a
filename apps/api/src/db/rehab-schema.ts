import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { documents, flowApplications, staffMembers } from './schema.ts';

/**
 * The rehab budget of a short-term loan and the draws against its holdback
 * (docs/decisions/0061-rehab-budget-and-draws.md). Money is in integer cents.
 */

const cents = (name: string) => bigint(name, { mode: 'number' });
const applicationId = () =>
  uuid('application_id')
    .notNull()
    .references(() => flowApplications.id, { onDelete: 'cascade' });
const staffMemberId = (name: string) =>
  uuid(name).references(() => staffMembers.id, { onDelete: 'set null' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One budget per application: saved by the borrower, approved once by staff. */
export const rehabBudgets = pgTable('rehab_budgets', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => flowApplications.id, { onDelete: 'cascade' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
  approvedAt: at('approved_at'),
  approvedBy: staffMemberId('approved_by'),
  approvalNote: text('approval_note'),
});

/** A line of the scope of work; `approvedCents` is set when the budget is approved. */
export const rehabBudgetLines = pgTable(
  'rehab_budget_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationId(),
    position: integer('position').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    requestedCents: cents('requested_cents').notNull(),
    approvedCents: cents('approved_cents'),
  },
  (table) => [
    uniqueIndex('rehab_budget_lines_position_idx').on(table.applicationId, table.position),
    check('rehab_budget_lines_requested', sql`${table.requestedCents} > 0`),
    check(
      'rehab_budget_lines_approved',
      sql`${table.approvedCents} is null or (${table.approvedCents} >= 0 and ${table.approvedCents} <= ${table.requestedCents})`,
    ),
  ],
);

/** A draw: numbered per loan, requested → inspected → approved → paid, or declined. */
export const rehabDraws = pgTable(
  'rehab_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationId(),
    number: integer('number').notNull(),
    state: text('state').notNull().default('requested'),
    accessNotes: text('access_notes').notNull(),
    requestedAt: at('requested_at').notNull().defaultNow(),
    inspectedAt: at('inspected_at'),
    inspectedBy: staffMemberId('inspected_by'),
    inspectionNote: text('inspection_note'),
    approvedAt: at('approved_at'),
    approvedBy: staffMemberId('approved_by'),
    approvalNote: text('approval_note'),
    paidAt: at('paid_at'),
    paidBy: staffMemberId('paid_by'),
    paymentNote: text('payment_note'),
    declinedAt: at('declined_at'),
    declinedBy: staffMemberId('declined_by'),
    declineReason: text('decline_reason'),
  },
  (table) => [
    uniqueIndex('rehab_draws_number_idx').on(table.applicationId, table.number),
    check(
      'rehab_draws_state',
      sql`${table.state} in ('requested', 'inspected', 'approved', 'paid', 'declined')`,
    ),
  ],
);

/** What a draw asks of each budget line, the inspection's percent complete and what was approved. */
export const rehabDrawLines = pgTable(
  'rehab_draw_lines',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => rehabDraws.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => rehabBudgetLines.id, { onDelete: 'cascade' }),
    requestedCents: cents('requested_cents').notNull(),
    percentComplete: integer('percent_complete'),
    approvedCents: cents('approved_cents'),
  },
  (table) => [
    primaryKey({ columns: [table.drawId, table.lineId] }),
    index('rehab_draw_lines_line_idx').on(table.lineId),
    check('rehab_draw_lines_requested', sql`${table.requestedCents} >= 0`),
    check(
      'rehab_draw_lines_approved',
      sql`${table.approvedCents} is null or (${table.approvedCents} >= 0 and ${table.approvedCents} <= ${table.requestedCents})`,
    ),
    check(
      'rehab_draw_lines_percent',
      sql`${table.percentComplete} is null or ${table.percentComplete} between 0 and 100`,
    ),
  ],
);

/** The borrower's photos of the work for a draw (uploaded documents, locked once sent). */
export const rehabDrawDocuments = pgTable(
  'rehab_draw_documents',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => rehabDraws.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId] }),
    index('rehab_draw_documents_draw_idx').on(table.drawId),
  ],
);
