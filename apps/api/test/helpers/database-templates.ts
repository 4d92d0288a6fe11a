import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite database (`dumpDataDir('none')`). */
    pgliteTemplate: string;
    /** A migrated, empty PostgreSQL database that scratch databases are copied from; '' without PostgreSQL. */
    postgresTemplate: string;
  }
}

const configuredPostgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
/** The PostgreSQL server the tests may use, if any (TEST_DATABASE_URL, else DATABASE_URL; empty means none). */
export const postgresUrl = configuredPostgresUrl === '' ? undefined : configuredPostgresUrl;

/**
 * The vitest global setup (vitest.config.ts): migrates one database per engine once per run, and
 * test/helpers/test-database.ts copies it for each test file instead of migrating its own
 * (PGlite's initdb and the migrations cost seconds of CPU per database; a copy, a fraction).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pglite = await writePgliteTemplate();
  project.provide('pgliteTemplate', pglite.file);
  const postgres = postgresUrl === undefined ? undefined : await createPostgresTemplate(postgresUrl);
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    await postgres?.drop();
    pglite.remove();
  };
}

async function writePgliteTemplate(): Promise<{ file: string; remove(): void }> {
  const database = await openPglite();
  try {
    await database.migrate();
    const dump = await database.client.dumpDataDir('none');
    const folder = mkdtempSync(join(tmpdir(), 'api-test-pglite-template-'));
    const file = join(folder, 'migrated.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

/** A migrated database named for this run, so parallel runs on one server never share one. */
async function createPostgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `api_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const drop = () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  try {
    // Every connection is closed after this: PostgreSQL copies only a database nobody is in.
    const database = await openPostgres(databaseUrl(adminUrl, name), { max: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/** `adminUrl` pointing at database `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on its own connection to `adminUrl` (CREATE and DROP DATABASE cannot share a transaction). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
