import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, users } from '../../db/schema.ts';
import { documentCalls } from '../../../test/helpers/documents.ts';
import { createUser, login, postJson, routes } from '../../../test/helpers/fixtures.ts';
import { pdf, png } from '../../../test/helpers/sample-files.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';
import { LocalDocumentStore } from '../documents/local-document-store.ts';
import { runAccountDelete } from './account-command.ts';
import { AccountDeletion } from './account-deletion.ts';

describe.each(databaseVariants())('deleting a borrower account on $name', ({ open }) => {
  const directory = mkdtempSync(join(tmpdir(), 'account-deletion-'));
  const t = useTestApp(open, { documentStorage: { driver: 'local', directory } });
  const calls = documentCalls(() => t.app);

  /** A signed-in borrower with `count` uploaded documents; their files' paths on disk. */
  async function borrowerWithFiles(count: number) {
    const user = await createUser(t.database);
    const { access_token: token } = await login(t.app, user);
    for (let i = 0; i < count; i += 1) {
      const bytes = i % 2 === 0 ? pdf(`Statement ${i}`) : png();
      const type = i % 2 === 0 ? 'application/pdf' : 'image/png';
      const res = await calls.upload(token, 'bankStatement', {
        fileName: `file-${i}`,
        contentType: type,
        bytes,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const rows = await t.database.db.select().from(documents).where(eq(documents.userId, user.id));
    return { user, files: rows.map((row) => join(directory, row.storageKey)) };
  }

  it('removes the account, its document rows and their encrypted files, and nobody else’s', async () => {
    const leaving = await borrowerWithFiles(2);
    const staying = await borrowerWithFiles(1);
    expect(leaving.files).toHaveLength(2);
    for (const file of [...leaving.files, ...staying.files]) expect(existsSync(file), file).toBe(true);

    const printed: string[] = [];
    // The command opens its own store on the same directory, as `pnpm account:delete` does.
    const deletion = new AccountDeletion(t.database.db, new LocalDocumentStore(directory));
    const code = await runAccountDelete(['--email', leaving.user.email.toUpperCase()], deletion, {
      print: (line) => printed.push(line),
    });
    expect(code).toBe(0);
    expect(printed).toEqual([
      `Deleted the account ${leaving.user.email.toUpperCase()} and 2 stored file(s).`,
    ]);

    for (const file of leaving.files) expect(existsSync(file), file).toBe(false);
    for (const file of staying.files) expect(existsSync(file), file).toBe(true);
    expect(readdirSync(directory).filter((name) => !name.startsWith('.'))).toHaveLength(1);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, leaving.user.id))).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.userId, leaving.user.id))).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.userId, staying.user.id))).toHaveLength(1);
    const again = await postJson(t.app, routes.login, {
      email: leaving.user.email,
      password: leaving.user.password,
    });
    expect(again.statusCode).toBe(401);
  });

  it('says so when no account uses the email, and shows the usage without one', async () => {
    const deletion = new AccountDeletion(t.database.db, new LocalDocumentStore(directory));
    const printed: string[] = [];
    const io = { print: (line: string) => printed.push(line) };
    expect(await runAccountDelete(['--email', 'nobody@example.test'], deletion, io)).toBe(1);
    expect(await runAccountDelete([], deletion, io)).toBe(2);
    expect(printed[0]).toBe('No borrower account uses nobody@example.test.');
    expect(printed[1]).toMatch(/^Usage:/);
  });
});
