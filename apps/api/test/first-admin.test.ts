import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@northgate/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/database.ts';
import { staffMembers } from '../src/db/schema.ts';
import { staffSignIn } from './helpers/pipeline.ts';
import { rememberSecret } from './helpers/log-audit.ts';
import { startTestApp } from './helpers/test-app.ts';
import { createScratchPostgres, postgresUrl } from './helpers/test-database.ts';

// `pnpm staff:create --admin` is how a production lender gets its first back-office account
// (README, "Production"): run as an operator would, in a process of its own.

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Harbor-Compass-Violet-2026';
rememberSecret('password', PASSWORD);
const ADMIN = ['--admin', '--email', 'Ana@Northgate.test', '--first-name', 'Ana', '--last-name', 'Ortiz'];

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command with only `env` (and PATH), as from a fresh shell. */
function staffCreate(args: string[], env: Record<string, string>): Promise<Outcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staff-create.ts', ...args], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', STAFF_PASSWORD: PASSWORD, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const productionSecrets = () => ({
  APP_ENV: 'production',
  TOKEN_SECRET: randomBytes(48).toString('base64url'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PUBLIC_URL: 'https://www.northgate-lending.test',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Northgate <no-reply@northgate-lending.test>',
});

/** The created admin signs in to the staff API and is an admin there. */
async function expectAdminSignsIn(database: Database) {
  const t = await startTestApp(database);
  try {
    const [staff] = await database.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, 'ana@northgate.test'));
    // The first admin has no second factor yet: the first sign-in enrols one.
    const tokens = await staffSignIn(t.app, {
      id: staff?.id ?? '',
      email: 'ana@northgate.test',
      password: PASSWORD,
      role: 'admin',
    });
    const me = await t.app.inject({
      url: API_PATHS.staffMe,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.json()).toMatchObject({ email: 'ana@northgate.test', role: 'admin' });
  } finally {
    await t.app.close();
  }
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// Each test starts a process of its own (tsx, migrations, argon2): slow on a loaded machine.
describe('pnpm staff:create --admin', { timeout: 480_000 }, () => {
  it('prints one line naming the missing production settings, without a stack, and exits 1', async () => {
    const outcome = await staffCreate(ADMIN, { APP_ENV: 'production' });
    expect(outcome.code).toBe(1);
    const lines = outcome.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: APP_ENV=production refuses to start without: /);
    for (const name of ['DATABASE_URL', 'TOKEN_SECRET', 'DATA_ENCRYPTION_KEY', 'PUBLIC_URL', 'SMTP_URL'])
      expect(lines[0]).toContain(name);
    expect(outcome.stdout).toBe('');
  });

  it('says in one line when the database cannot be reached, and exits 1', async () => {
    const outcome = await staffCreate(ADMIN, {
      ...productionSecrets(),
      DATABASE_URL: 'postgres://northgate:wrong@127.0.0.1:9/northgate',
    });
    expect(outcome.code).toBe(1);
    const lines = outcome.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Could not open the database: /);
    expect(outcome.stderr).not.toContain('wrong');
  });

  it('creates an admin in the data folder who can sign in to the back office (embedded database)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'first-admin-'));
    folders.push(dataDir);
    const outcome = await staffCreate(ADMIN, { APP_ENV: 'local', DATA_DIR: dataDir });
    expect(outcome.stderr).toBe('');
    expect(outcome.stdout.trim()).toMatch(/^Created admin Ana Ortiz <ana@northgate\.test> \(/);
    expect(outcome.code).toBe(0);
    const database = await openPglite(join(dataDir, 'pglite'));
    try {
      await expectAdminSignsIn(database);
    } finally {
      await database.close();
    }
  });

  it.skipIf(postgresUrl === undefined)(
    'creates the first admin in production on PostgreSQL, who can sign in',
    async () => {
      const scratch = await createScratchPostgres(postgresUrl as string);
      try {
        const outcome = await staffCreate(ADMIN, { ...productionSecrets(), DATABASE_URL: scratch.url });
        expect(outcome.code).toBe(0);
        const database = await openPostgres(scratch.url, { max: 2 });
        try {
          await expectAdminSignsIn(database);
        } finally {
          await database.close();
        }
      } finally {
        await scratch.drop();
      }
    },
  );
});
