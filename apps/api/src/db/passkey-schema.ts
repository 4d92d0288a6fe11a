import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './schema.ts';

/**
 * Borrower passkeys (docs/decisions/0058-borrower-passkeys.md). Both tables hang off the borrower's
 * account with ON DELETE CASCADE, so deleting an account (account/account-deletion.ts) removes its
 * passkeys and any challenge it was issued.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One WebAuthn credential of a borrower: its id (base64url, unique across accounts, as the
 * authenticator made it), its COSE public key (base64url), the signature counter last seen, the
 * transports the browser reported and a name the borrower chose.
 */
export const borrowerPasskeys = pgTable(
  'borrower_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('borrower_passkeys_credential_id_unique').on(table.credentialId),
    index('borrower_passkeys_user_id_idx').on(table.userId, table.createdAt),
    check('borrower_passkeys_counter_not_negative', sql`${table.counter} >= 0`),
  ],
);

/**
 * A challenge handed out for adding a passkey (`registration`, bound to the borrower who asked) or
 * for signing in with one (`sign-in`, bound to nobody). It lives in the database, so the replica
 * that checks the answer need not be the one that issued it; deleting the row claims it, so it
 * works once, and it expires after five minutes.
 */
export const borrowerPasskeyChallenges = pgTable(
  'borrower_passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'sign-in'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('borrower_passkey_challenges_expires_at_idx').on(table.expiresAt),
    check(
      'borrower_passkey_challenges_owner',
      sql`(${table.purpose} = 'registration') = (${table.userId} is not null)`,
    ),
  ],
);
