import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The hash turbo gives this package's test task when run with `databaseUrl` (a dry run runs nothing). */
function testTaskHash(databaseUrl: string | undefined): string {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.TURBO_HASH;
  if (databaseUrl !== undefined) env.DATABASE_URL = databaseUrl;
  const out = execFileSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'test', '--filter=@northgate/api', '--dry=json'],
    {
      cwd: root,
      env,
      encoding: 'utf8',
      maxBuffer: 32 * 1024 * 1024,
    },
  );
  const plan = JSON.parse(out) as { tasks: { taskId: string; hash: string }[] };
  const task = plan.tasks.find((t) => t.taskId === '@northgate/api#test');
  if (task === undefined) throw new Error('turbo planned no @northgate/api#test task');
  return task.hash;
}

// CI runs these tests on PGlite, then on PostgreSQL with DATABASE_URL set: a cache hit would
// replay the PGlite run's result and the PostgreSQL run would silently not happen.
describe('turbo cache key of the API tests', () => {
  it('differs between the embedded database and a PostgreSQL URL, and between two URLs', () => {
    const embedded = testTaskHash(undefined);
    const local = testTaskHash('postgres://postgres@127.0.0.1:5432/test');
    const other = testTaskHash('postgres://postgres@127.0.0.1:5432/other');
    expect(new Set([embedded, local, other]).size).toBe(3);
    expect(testTaskHash(undefined)).toBe(embedded);
  }, 60_000);
});
