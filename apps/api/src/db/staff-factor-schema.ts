import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffMembers } from './schema.ts';

/**
 * Staff second factors (docs/decisions/0052-staff-second-factor.md). Each kind of factor has its
 * own table (a TOTP secret here; passkeys may follow); recovery codes and the sign-in events are
 * shared by every kind.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const staffMemberId = () =>
  uuid('staff_member_id')
    .notNull()
    .references(() => staffMembers.id, { onDelete: 'cascade' });

/**
 * One authenticator app per staff member. The secret is encrypted (FieldEncryption, bound to the
 * staff member); `confirmed_at` stays null until a first code proves the app holds it.
 * `last_used_step` is the RFC 6238 time step of the last accepted code: a code of that step or an
 * earlier one is a replay.
 */
export const staffTotpFactors = pgTable('staff_totp_factors', {
  staffMemberId: staffMemberId().primaryKey(),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** Ten one-time codes for a lost authenticator: a keyed hash of each, never the code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffMemberId: staffMemberId(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_recovery_codes_hash_unique').on(table.staffMemberId, table.codeHash)],
);

/** What happened at the second step of a staff sign-in, and factor resets: never a code or secret. */
export const staffSignInEvents = pgTable(
  'staff_sign_in_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffMemberId: staffMemberId(),
    event: text('event').notNull(),
    /** The factor used or tried: totp, recovery_code or passkey; null for a reset. */
    method: text('method'),
    /** The client address; null when the command line did it. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_sign_in_events_staff_idx').on(table.staffMemberId, sql`${table.createdAt} desc`),
    check(
      'staff_sign_in_events_event',
      sql`${table.event} in ('factor_enrolled', 'second_factor_passed', 'second_factor_failed', 'factor_reset', 'passkey_added', 'passkey_removed')`,
    ),
    check(
      'staff_sign_in_events_method',
      sql`${table.method} is null or ${table.method} in ('totp', 'recovery_code', 'passkey')`,
    ),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Passkeys a staff member added after signing in (docs/decisions/0056-staff-passkeys.md): the
 * credential's id (base64url, as the browser names it), its COSE public key, and the signature
 * counter of the last accepted assertion. Not secret: a public key only checks signatures.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffMemberId: staffMemberId(),
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** What the browser said the authenticator speaks over (internal, hybrid, usb…), comma-separated. */
    transports: text('transports').notNull().default(''),
    /** The name the staff member gave it ("Work laptop"). */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_passkeys_credential_unique').on(table.credentialId),
    index('staff_passkeys_staff_idx').on(table.staffMemberId),
  ],
);

/**
 * WebAuthn challenges waiting for their answer, shared by every replica: each is spent by the
 * statement that finds it (DELETE … RETURNING), expires after five minutes, and is bound to the
 * staff member and to what earned it (a hash of the sign-in challenge token; the session id, for
 * adding a passkey or, with `recheck:`, for confirming the factor again within the session).
 */
export const staffWebauthnChallenges = pgTable(
  'staff_webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    staffMemberId: staffMemberId(),
    purpose: text('purpose').notNull(),
    binding: text('binding').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_webauthn_challenges_expiry_idx').on(table.expiresAt),
    check('staff_webauthn_challenges_purpose', sql`${table.purpose} in ('sign_in', 'register')`),
  ],
);
