import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/database.ts';
import { MessageOutbox } from '../messaging/outbox.ts';
import { CodeHasher, OneTimeCodes } from './one-time-codes.ts';

/*
 * Migration 0011 moves the codes of three tables into one_time_codes. A borrower who asked for a
 * code just before an upgrade must still be able to type it just after: the test writes codes
 * the way the old tables held them, migrates, and confirms each through OneTimeCodes.
 */

const SECRET = 'a-test-token-secret-that-is-long-enough-for-hmac-keys';
const migrations = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'migrations-before-0011-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The migrations folder as it was before 0011: the journal stops at 0010. */
function migrationsBefore0011(): string {
  cpSync(migrations, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0011');
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0011, one table for one-time codes', () => {
  it('keeps the codes sent before it: each still verifies once, for its own subject only', async () => {
    const database = await openPglite();
    try {
      await migrate(drizzle({ client: database.client }), { migrationsFolder: migrationsBefore0011() });
      const query = async <T>(text: string, params: unknown[] = []) =>
        (await database.client.query<T>(text, params)).rows;
      const [user] = await query<{ id: string }>(
        `insert into users (email, password_hash, first_name, last_name)
         values ('jordan@example.test', 'x', 'Jordan', 'Ellis') returning id`,
      );
      const userId = user?.id ?? '';
      const [session] = await query<{ id: string }>(
        `insert into sessions (user_id, token_type, expires_at) values ($1, 'lk', now() + interval '1 day') returning id`,
        [userId],
      );
      const sessionId = session?.id ?? '';
      const hash = (purpose: string, subject: string) =>
        new CodeHasher(SECRET, purpose).hash(subject, '123456');
      const email = 'new.address@example.test';
      const phone = '+15550101234';
      await query(
        `insert into email_verification_codes (session_id, email, code_hash, expires_at)
         values ($1, $2, $3, now() + interval '10 minutes')`,
        [sessionId, email, hash('email-verification-code', `${sessionId}:${email}`)],
      );
      await query(
        `insert into phone_verification_codes (user_id, phone, code_hash, expires_at)
         values ($1, $2, $3, now() + interval '10 minutes')`,
        [userId, phone, hash('phone-verification-code', `${userId}:${phone}`)],
      );
      await query(
        `insert into password_reset_codes (user_id, code_hash, expires_at) values ($1, $2, now() + interval '15 minutes')`,
        [userId, hash('password-reset-code', userId)],
      );

      await database.migrate();

      const codes = new OneTimeCodes(database.db, new MessageOutbox(database.db), SECRET);
      const moved = await query<{ purpose: string; sent_to: string }>(
        'select purpose, sent_to from one_time_codes order by purpose',
      );
      expect(moved).toEqual([
        { purpose: 'email-verification', sent_to: email },
        { purpose: 'password-reset', sent_to: 'jordan@example.test' },
        { purpose: 'phone-verification', sent_to: phone },
      ]);
      expect(await codes.confirm('email-verification', `${sessionId}:other@example.test`, '123456')).toEqual({
        outcome: 'expired',
        guessed: false,
      });
      for (const [purpose, subject] of [
        ['email-verification', `${sessionId}:${email}`],
        ['phone-verification', `${userId}:${phone}`],
        ['password-reset', userId],
      ] as const) {
        expect(await codes.confirm(purpose, subject, '123456'), purpose).toEqual({
          outcome: 'verified',
          guessed: true,
        });
        expect(await codes.confirm(purpose, subject, '123456'), purpose).toEqual({
          outcome: 'expired',
          guessed: false,
        });
      }
      expect(await codes.isVerified('email-verification', `${sessionId}:${email}`)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000); // Migrates a fresh PGlite twice: about 20 s on a busy 2-core machine.
});
