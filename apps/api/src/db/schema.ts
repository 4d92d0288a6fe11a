import { APPLICATION_STATUSES } from '@northgate/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Borrower accounts. Email is stored lower-cased; phone in E.164. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    // Null for accounts that only sign in with Google.
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    cellPhone: text('cell_phone'),
    /** When the borrower last proved with a texted code that `cellPhone` reaches them; null: not verified. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    status: integer('status').notNull().default(1),
    googleSubject: text('google_subject'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
  ],
);

/**
 * Back-office accounts (docs/decisions/0017-loan-pipeline.md): never borrower rows, so no borrower
 * endpoint takes staff credentials. Created by `pnpm staff:create`; email lower-cased.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Null for an invited member until they set a password from their link (ADR 0054). */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_members_email_unique').on(table.email),
    check('staff_members_role', sql`${table.role} in ('loan_officer', 'processor', 'admin')`),
  ],
);

/**
 * One sign-in (or one guest visit, or one staff sign-in). Refresh tokens rotate inside a session;
 * revoking the session kills every token of the family and its access tokens.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for guest and staff sessions.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A staff session's staff member (token type 'staff'); null for borrowers and guests. */
    staffMemberId: uuid('staff_member_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenType: text('token_type').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /**
     * A staff session's last recorded request, at most a minute behind the real one (ADR 0055):
     * fifteen minutes after it the session has ended. Null for borrowers and guests.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** When a staff session last passed the second factor (sign-in or a re-check; ADR 0055). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_staff_member_id_idx').on(table.staffMemberId),
    check('sessions_one_kind', sql`${table.userId} is null or ${table.staffMemberId} is null`),
  ],
);

/** Refresh tokens, stored as SHA-256 hashes; `usedAt` marks a rotated token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

/**
 * Fixed-window counters shared by every API process that uses this database, in the shape
 * rate-limiter-flexible's RateLimiterDrizzle reads and writes (`key`, `points`, `expire`; ADR 0042).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  /** When the window ends. */
  expire: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * One row sealed with DATA_ENCRYPTION_KEY when the database is first used (db/data-key-check.ts):
 * a later start with another key cannot open it and refuses to run, instead of failing on every
 * encrypted field it reads.
 */
export const dataKeyCheck = pgTable('data_key_check', {
  id: integer('id').primaryKey(),
  sealed: text('sealed').notNull(),
  createdAt: createdAt(),
});

/**
 * The message outbox: every email and text message, written in the same transaction as the event
 * that causes it, then delivered by the worker (`modules/messaging/outbox-worker.ts`). The
 * idempotency key names the event (`application-submitted:<id>:staff`), so one event is one
 * message. `claimedBy`/`claimedUntil` is the lease of the process sending it; a process that dies
 * mid-send loses the lease when it runs out. In local mode delivery is this row itself: the dev
 * outbox reads the table. `body` is emptied (`redactedAt`) a retention period after delivery.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** 'one-time-code' or 'notice': decides retries and how soon the body is removed. */
    kind: text('kind').notNull().default('notice'),
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** No try after this: the kind's retry window, or a code's expiry. Then the message is `failed`. */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull().defaultNow(),
    /** Short and non-personal: an error code or a provider's status, never an address or a body. */
    lastError: text('last_error'),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_created_at_idx').on(sql`${table.createdAt} desc`),
    uniqueIndex('outbox_messages_idempotency_key_unique').on(table.idempotencyKey),
    index('outbox_messages_due_idx').on(table.state, table.nextAttemptAt),
    check('outbox_messages_state', sql`${table.state} in ('pending', 'sending', 'sent', 'failed')`),
    check('outbox_messages_channel', sql`${table.channel} in ('email', 'sms')`),
  ],
);

/** Pending OpenID Connect sign-ins: state -> PKCE verifier and nonce. */
export const oidcLoginAttempts = pgTable('oidc_login_attempts', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  requestFrom: text('request_from').notNull(),
  /** The guest session that started the sign-in, whose drafts move to the account. */
  guestSessionId: uuid('guest_session_id'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Messages from the contact form (footer and /contactUs). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    text: text('text').notNull(),
    /** The signed-in borrower who sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(sql`${table.createdAt} desc`)],
);

/** Applications to the affiliate (referral partner) program. */
export const affiliateApplications = pgTable('affiliate_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  company: text('company'),
  website: text('website'),
  referralPlan: text('referral_plan').notNull(),
  createdAt: createdAt(),
});

/**
 * A borrower's half-filled flow: one per owner (account or guest session) and flow.
 * `valuesEncrypted` is the whole values JSON, AES-256-GCM encrypted (it holds SSNs, dates of
 * birth and account numbers); progress columns stay readable for support queries.
 */
export const flowDrafts = pgTable(
  'flow_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flowId: text('flow_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestSessionId: uuid('guest_session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    valuesEncrypted: text('values_encrypted').notNull(),
    completedSteps: jsonb('completed_steps').$type<string[]>().notNull(),
    furthestStep: text('furthest_step').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('flow_drafts_user_flow_unique').on(table.userId, table.flowId),
    uniqueIndex('flow_drafts_guest_flow_unique').on(table.guestSessionId, table.flowId),
    check('flow_drafts_one_owner', sql`(${table.userId} is null) <> (${table.guestSessionId} is null)`),
  ],
);

/** Where a submitted application stands (APPLICATION_STATUSES; a migration adds new values). */
export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);

/**
 * Submitted applications. The client's idempotency key is unique, so a retried submit finds
 * the application of the first one instead of creating another.
 */
export const flowApplications = pgTable(
  'flow_applications',
  {
    id: uuid('id').primaryKey(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    flowId: text('flow_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestSessionId: uuid('guest_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    valuesEncrypted: text('values_encrypted').notNull(),
    status: applicationStatus('status').notNull().default('submitted'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change of status (or the submit); the queue and the borrower show it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member working it; null: unassigned. */
    assigneeId: uuid('assignee_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The e-signature record of the submit (the PDF copy prints it); null before it was kept. */
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    /** SHA-256 (hex) of the signed answers exactly as stored (their JSON before encryption). */
    answersSha256: text('answers_sha256'),
  },
  (table) => [
    uniqueIndex('flow_applications_idempotency_key_unique').on(table.idempotencyKey),
    index('flow_applications_user_id_idx').on(table.userId),
    index('flow_applications_submitted_at_idx').on(sql`${table.submittedAt} desc`),
    index('flow_applications_assignee_id_idx').on(table.assigneeId),
  ],
);

/**
 * Every one-time code the site sends (docs/decisions/0040-one-time-codes.md): one row per code,
 * for one `purpose` and one `subject` (who asked and for what: a session and an address, an
 * account and a number, an account), stored as a keyed hash bound to both. `consumedAt` ends a
 * code (used, replaced by a newer one, or burnt by wrong guesses); `verifiedAt` records the code
 * that proved the address. `sentTo` is where the code went, an email address or a phone number.
 * A code goes with its account or session (`userId`, `sessionId`) when that is deleted.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    sentTo: text('sent_to').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    index('one_time_codes_purpose_subject_idx').on(table.purpose, table.subject, table.createdAt),
    index('one_time_codes_user_id_idx').on(table.userId),
    check(
      'one_time_codes_purpose_known',
      sql`${table.purpose} in ('email-verification', 'phone-verification', 'password-reset')`,
    ),
  ],
);

/**
 * A borrower's uploaded documents (docs/decisions/0014-document-storage.md). The file itself is
 * in the document store under `storageKey` (a random UUID), encrypted; the name it was uploaded
 * with is encrypted here. `lockedAt` marks a document that a submitted application holds.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    storageKey: uuid('storage_key').notNull(),
    fileNameEncrypted: text('file_name_encrypted').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('documents_storage_key_unique').on(table.storageKey),
    index('documents_user_id_idx').on(table.userId, table.createdAt),
    check('documents_size_positive', sql`${table.size} > 0`),
  ],
);

/**
 * An email change a signed-in borrower started (change_email): the new address (lower-cased),
 * which becomes the account's when the session that asked confirms the emailed code. One per account.
 */
export const pendingEmailChanges = pgTable('pending_email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
