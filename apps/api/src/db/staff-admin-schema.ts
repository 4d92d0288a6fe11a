import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffMembers } from './schema.ts';

/**
 * Staff administration (docs/decisions/0054-staff-administration.md): invite links, factor resets
 * waiting for a second admin, and the record of every administration action.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const staffRef = (name: string) => uuid(name).references(() => staffMembers.id, { onDelete: 'cascade' });

/**
 * One invite link per invited member: a SHA-256 of the random token, never the token. Inviting
 * again replaces the row (the old link stops working); accepting sets `used_at`.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    staffMemberId: staffRef('staff_member_id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: staffRef('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_invites_token_hash_unique').on(table.tokenHash)],
);

/**
 * A lost second factor's reset, asked for by one admin and approved by another: at most one
 * waiting per member, and never approved by the admin who asked.
 */
export const staffFactorResets = pgTable(
  'staff_factor_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffMemberId: staffRef('staff_member_id').notNull(),
    requestedBy: staffRef('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: staffRef('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_factor_resets_one_pending')
      .on(table.staffMemberId)
      .where(sql`${table.approvedAt} is null`),
    check(
      'staff_factor_resets_two_admins',
      sql`${table.approvedBy} is null or ${table.approvedBy} <> ${table.requestedBy}`,
    ),
  ],
);

/** Who did what to which staff member, from the administration page; never a token or password. */
export const staffAdminEvents = pgTable(
  'staff_admin_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: staffRef('actor_id').notNull(),
    staffMemberId: staffRef('staff_member_id').notNull(),
    action: text('action').notNull(),
    /** The new role of a role change; null otherwise. */
    detail: text('detail'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_admin_events_created_idx').on(sql`${table.createdAt} desc`),
    check(
      'staff_admin_events_action',
      sql`${table.action} in ('invited', 'invite_accepted', 'role_changed', 'disabled', 'enabled', 'factor_reset_requested', 'factor_reset_approved')`,
    ),
  ],
);
