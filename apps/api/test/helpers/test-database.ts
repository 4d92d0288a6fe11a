import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/db/database.ts';

export interface DatabaseVariant {
  name: 'pglite' | 'postgres';
  /** A migrated, empty database of its own; `close()` also drops it (PostgreSQL). */
  open: () => Promise<Database>;
}

/** The PostgreSQL server the tests may use, if any. */
export const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/**
 * PGlite always; PostgreSQL as well when TEST_DATABASE_URL or DATABASE_URL is set.
 * Each PostgreSQL run gets a database of its own, so reruns and parallel files never collide
 * (the generated migrations name the `public` schema, which rules out one schema per file).
 */
export function databaseVariants(): DatabaseVariant[] {
  const variants: DatabaseVariant[] = [{ name: 'pglite', open: openMigratedPglite }];
  if (postgresUrl !== undefined && postgresUrl !== '') {
    variants.push({ name: 'postgres', open: () => openScratchPostgres(postgresUrl) });
  }
  return variants;
}

async function openMigratedPglite(): Promise<Database> {
  const database = await openPglite();
  await database.migrate();
  return database;
}

/** A new, empty PostgreSQL database next to `adminUrl`'s: its URL, and a way to drop it. */
export async function createScratchPostgres(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

async function openScratchPostgres(adminUrl: string): Promise<Database> {
  const scratch = await createScratchPostgres(adminUrl);
  const database = await openPostgres(scratch.url, { max: 4 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
