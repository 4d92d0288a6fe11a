import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/database.ts';
import { adminQuery, databaseUrl, postgresUrl } from './database-templates.ts';

export { postgresUrl } from './database-templates.ts';

export interface DatabaseVariant {
  name: 'pglite' | 'postgres';
  /** A migrated, empty database of its own; `close()` also drops it (PostgreSQL). */
  open: () => Promise<Database>;
}

/**
 * PGlite always; PostgreSQL as well when TEST_DATABASE_URL or DATABASE_URL is set.
 * Each PostgreSQL run gets a database of its own, so reruns and parallel files never collide
 * (the generated migrations name the `public` schema, which rules out one schema per file).
 * Both are copies of the run's migrated templates (test/helpers/database-templates.ts).
 */
export function databaseVariants(): DatabaseVariant[] {
  const variants: DatabaseVariant[] = [{ name: 'pglite', open: openMigratedPglite }];
  const adminUrl = postgresUrl;
  if (adminUrl !== undefined) variants.push({ name: 'postgres', open: () => openScratchPostgres(adminUrl) });
  return variants;
}

let pgliteTemplate: Blob | undefined;

function openMigratedPglite(): Promise<Database> {
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openPglite(undefined, { loadDataDir: pgliteTemplate });
}

export interface ScratchPostgres {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database next to `adminUrl`'s: its URL, and a way to drop it. Empty, or with
 * `migrated` a copy of the run's migrated template.
 */
export async function createScratchPostgres(
  adminUrl: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<ScratchPostgres> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = migrated ? ` template "${postgresTemplate()}"` : '';
  await adminQuery(adminUrl, `create database "${name}"${template}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

function postgresTemplate(): string {
  const name = inject('postgresTemplate');
  if (name === '')
    throw new Error('No PostgreSQL template: the global setup saw no TEST_DATABASE_URL or DATABASE_URL');
  return name;
}

async function openScratchPostgres(adminUrl: string): Promise<Database> {
  const scratch = await createScratchPostgres(adminUrl, { migrated: true });
  const database = await openPostgres(scratch.url, { max: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
