import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ALL_CHANGE_CHANNELS, type ChangeListener } from './change-notifications.ts';
import { PostgresChangeFeed } from './postgres-change-feed.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `work` in a transaction, handing it the transaction as a `Db`, so services take one type
 * whether they run on the pool or on a caller's transaction (a message queued with its event).
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/** A database handle the app uses without knowing which engine is behind it. */
export interface Database {
  readonly engine: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies pending migrations; safe to run from several processes at once. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer `select 1`. */
  ping(): Promise<void>;
  /**
   * Tells `listener` of every change notification (db/change-notifications.ts, ADR 0030) until
   * the returned function is called; resolves once listening.
   */
  listen(listener: ChangeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// Resolves to src/db/migrations from source and to dist/migrations from the bundle
// (the build copies the folder next to dist/server.mjs).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The embedded engine's handle, with its client (the tests copy a migrated database from it). */
export interface PgliteDatabase extends Database {
  readonly engine: 'pglite';
  readonly client: PGlite;
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests); `loadDataDir`, a
 * `client.dumpDataDir()` copy, starts it with that copy's data instead of an empty database.
 */
export async function openPglite(
  dataDir?: string,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    engine: 'pglite',
    client,
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One process, one connection: PGlite calls the listeners before the writing query returns.
    async listen(listener) {
      const stops = await Promise.all(
        ALL_CHANGE_CHANNELS.map((channel) => client.listen(channel, (id) => listener.changed(channel, id))),
      );
      listener.resumed();
      return async () => {
        if (client.closed) return;
        for (const stop of stops) await stop();
      };
    },
    close: () => client.close(),
  };
}

// Any constant works; it only has to be the same in every API process.
const MIGRATION_LOCK_ID = 7_411_902;

export async function openPostgres(
  connectionString: string,
  options: { max?: number } = {},
): Promise<Database> {
  const changes = new PostgresChangeFeed(connectionString);
  // pg-pool waits for onConnect's promise before handing the client out; @types/pg says void.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- see the line above
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, onConnect: changes.attach });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    engine: 'postgres',
    db: db as unknown as Db,
    async migrate() {
      // Several processes may start together: serialise migrations with an advisory lock
      // held on one dedicated connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (listener) => changes.subscribe(listener),
    async close() {
      await changes.stop();
      await pool.end();
    },
  };
}

/** PostgreSQL when `databaseUrl` is set, otherwise PGlite in the data folder (the server and its commands). */
export function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl !== undefined
    ? openPostgres(config.databaseUrl)
    : openPglite(join(config.dataDir, 'pglite'));
}
