import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_KEY_MISMATCH, dataKeyMatches } from '../src/db/data-key-check.ts';
import { FieldEncryption } from '../src/field-encryption.ts';
import { databaseVariants } from './helpers/test-database.ts';

// A server started with another DATA_ENCRYPTION_KEY than its database was written with refuses
// to start, in one line, instead of answering 500 on every draft (ADR 0049).

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'data-key-check-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  /** The exit code, or 'listening' once the server answered. */
  outcome: number | 'listening';
  stderr: string;
}

/** Starts src/server.ts on the shared data folder with `key`; stops it once it listens. */
function startServer(key: string): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      APP_ENV: 'local',
      DATA_DIR: dataDir,
      DATA_ENCRYPTION_KEY: key,
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      STAFF_DIST_DIR: join(dataDir, 'no-staff-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    let listening = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (!listening && chunk.toString().includes('Server listening at')) {
        listening = true;
        child.kill('SIGTERM');
      }
    });
    child.on('close', (code) => resolve({ outcome: listening ? 'listening' : (code ?? -1), stderr }));
  });
}

// Three server starts (tsx, PGlite, migrations, the demo seed): slow on a loaded machine.
describe('the data key check at start', { timeout: 600_000 }, () => {
  it('starts with the key the database was written with, and refuses another in one line', async () => {
    const keyA = randomBytes(32).toString('base64');
    const keyB = randomBytes(32).toString('base64');
    expect(await startServer(keyA)).toEqual({ outcome: 'listening', stderr: '' });
    const refused = await startServer(keyB);
    expect(refused.outcome).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([DATA_KEY_MISMATCH]);
    expect(DATA_KEY_MISMATCH).toMatch(
      /^DATA_ENCRYPTION_KEY does not match the key this database was written with/,
    );
    expect(refused.stderr).not.toContain(keyA);
    expect(refused.stderr).not.toContain(keyB);
    // The right key still opens it: nothing was overwritten by the refused start.
    expect((await startServer(keyA)).outcome).toBe('listening');
  });
});

describe.each(databaseVariants())('dataKeyMatches on $name', { timeout: 120_000 }, ({ open }) => {
  it('writes the check with the first key and opens it only with that key, from any process', async () => {
    const database = await open();
    try {
      const key = randomBytes(32);
      const first = new FieldEncryption(key);
      const sameKey = new FieldEncryption(Buffer.from(key));
      expect(await dataKeyMatches(database.db, first)).toBe(true);
      expect(await dataKeyMatches(database.db, sameKey)).toBe(true);
      expect(await dataKeyMatches(database.db, new FieldEncryption(randomBytes(32)))).toBe(false);
      expect(await dataKeyMatches(database.db, first)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
