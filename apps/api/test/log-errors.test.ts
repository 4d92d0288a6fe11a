import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createLogger } from '../src/logger.ts';
import { hashPassword } from '../src/modules/identity/passwords.ts';
import { newEmail, PASSWORD, quizHarness } from './helpers/short-quiz.ts';
import { LogCapture, useTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  statement?: string;
  table?: string;
  cause?: { type: string; code: string; constraint?: string; table?: string; message: string };
}

const parse = (lines: readonly string[]) =>
  lines.map((line) => JSON.parse(line) as { msg: string; err?: LoggedError });

describe.each(databaseVariants())('failed SQL statements in the log on $name', ({ open }) => {
  const t = useTestApp(open);
  const quiz = quizHarness({ app: () => t.app, database: () => t.database });

  it('a failed account insert is logged with its type, code, constraint, table and stack, never its values', async () => {
    // A rule only this test's database has, so the insert itself fails as a driver error would.
    await t.database.db.execute(
      sql.raw(`alter table users add constraint test_refuses_name check (first_name <> 'Refused')`),
    );
    const email = newEmail();
    const token = await quiz.verifiedGuest(email);
    const res = await quiz.createAccount(token, {
      email,
      password: PASSWORD,
      first_name: 'Refused',
      last_name: 'Hopper',
      mobile_phone: '212 555 0123',
    });
    expect(res.statusCode, res.body).toBe(500);
    expect(res.json()).toEqual({ error: 'Server error' });

    const failed = parse(t.logs.lines).find((entry) => entry.msg === 'request failed');
    expect(failed?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      statement: 'insert',
      table: 'users',
      cause: { code: '23514', constraint: 'test_refuses_name', table: 'users' },
    });
    expect(failed?.err?.stack).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
    expect(failed?.err?.stack).toContain('createWithPassword');
    const line = JSON.stringify(failed);
    // The email, the hash, the phone, the name; drizzle's params and the driver's "Failing row" detail.
    for (const value of [email, '$argon2', '2125550123', 'Refused', 'params', 'detail', 'Failing row']) {
      expect(line).not.toContain(value);
    }
  });

  it('a unique violation keeps the constraint and drops the key and its value', async () => {
    const email = newEmail();
    const row = { email, passwordHash: await hashPassword(PASSWORD), firstName: 'Ada', lastName: 'King' };
    await t.database.db.insert(users).values(row);
    const error = await t.database.db
      .insert(users)
      .values(row)
      .then(() => undefined)
      .catch((caught: unknown) => caught);

    const logs = new LogCapture();
    createLogger({ stream: logs }).error({ err: error }, 'insert failed');
    const [entry] = parse(logs.lines);
    expect(entry?.err?.cause).toMatchObject({
      code: '23505',
      constraint: 'users_email_unique',
      message: 'duplicate key value violates unique constraint "users_email_unique"',
    });
    for (const value of [email, '$argon2', 'Key (', 'params']) expect(logs.text).not.toContain(value);
  });
});
