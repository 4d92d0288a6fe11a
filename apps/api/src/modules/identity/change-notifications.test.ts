import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_CHANNELS, type ChangeChannel } from '../../db/change-notifications.ts';
import type { Database } from '../../db/database.ts';
import { CHANGE_FEED_APPLICATION_NAME } from '../../db/postgres-change-feed.ts';
import { sessions, users } from '../../db/schema.ts';
import { RecentAnswers } from '../drafts/recent-answers.ts';
import { createUser } from '../../../test/helpers/fixtures.ts';
import { databaseVariants, postgresUrl, type DatabaseVariant } from '../../../test/helpers/test-database.ts';

// ADR 0030: the triggers announce every change that makes a cached answer stale, and the
// caches keep nothing a missed announcement could leave stale.

function recorder() {
  const events: string[] = [];
  return {
    events,
    listener: {
      changed: (channel: ChangeChannel, id: string) => events.push(`${channel}:${id}`),
      lost: () => events.push('lost'),
      resumed: () => events.push('resumed'),
    },
  };
}

describe.each(databaseVariants())('change notifications on $name', ({ open }) => {
  let database: Database;
  const heard = recorder();
  let stop: () => Promise<void>;

  beforeAll(async () => {
    database = await open();
    stop = await database.listen(heard.listener);
  });

  afterAll(async () => {
    await stop();
    await database.close();
  });

  it('tells this process of a change to an account before the write returns', async () => {
    const user = await createUser(database);
    await database.db.update(users).set({ firstName: 'Morgan' }).where(eq(users.id, user.id));
    expect(heard.events).toContain(`${CHANGE_CHANNELS.userInfo}:${user.id}`);
  });

  it('tells of a revoked session, and not of a session merely started', async () => {
    const user = await createUser(database);
    const [session] = await database.db
      .insert(sessions)
      .values({ userId: user.id, tokenType: 'lk', expiresAt: sql`now() + interval '1 day'` })
      .returning({ id: sessions.id });
    const id = (session as { id: string }).id;
    expect(heard.events).not.toContain(`${CHANGE_CHANNELS.sessionEnded}:${id}`);
    await database.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, id));
    expect(heard.events).toContain(`${CHANGE_CHANNELS.sessionEnded}:${id}`);
  });

  it('tells of an account deleted, and of its sessions going with it', async () => {
    const user = await createUser(database);
    const [session] = await database.db
      .insert(sessions)
      .values({ userId: user.id, tokenType: 'lk', expiresAt: sql`now() + interval '1 day'` })
      .returning({ id: sessions.id });
    await database.db.delete(users).where(eq(users.id, user.id));
    expect(heard.events).toContain(`${CHANGE_CHANNELS.userInfo}:${user.id}`);
    expect(heard.events).toContain(`${CHANGE_CHANNELS.sessionEnded}:${(session as { id: string }).id}`);
  });
});

const postgres = databaseVariants().find((variant) => variant.name === 'postgres');

describe.runIf(postgres !== undefined)(
  'the change feed on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL)',
  () => {
    let database: Database;
    const heard = recorder();
    let stop: () => Promise<void>;

    beforeAll(async () => {
      database = await (postgres as DatabaseVariant).open();
      stop = await database.listen(heard.listener);
    });

    afterAll(async () => {
      await stop();
      await database.close();
    });

    it("hears another process's writes, and says so when its connection is lost until it listens again", async () => {
      // Another process's connection to this test's own database.
      const result: unknown = await database.db.execute(sql`select current_database() as name`);
      const { rows } = result as { rows: { name: string }[] };
      const url = new URL(postgresUrl as string);
      url.pathname = `/${(rows[0] as { name: string }).name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
          [CHANGE_FEED_APPLICATION_NAME],
        );
        await expect.poll(() => heard.events.slice(-2), { timeout: 5000 }).toEqual(['lost', 'resumed']);

        // A write from a connection that is not this process's pool arrives through the feed.
        const user = await createUser(database);
        await other.query('update users set first_name = $1 where id = $2', ['Avery', user.id]);
        await expect
          .poll(() => heard.events.includes(`${CHANGE_CHANNELS.userInfo}:${user.id}`), { timeout: 5000 })
          .toBe(true);
      } finally {
        await other.end();
      }
    });
  },
);

describe('recent answers', () => {
  // A clock that reads like a real one: lru-cache takes a start time of 0 for "no time-to-live".
  let now = Date.parse('2026-11-27T00:00:00Z');
  const answers = () => new RecentAnswers<string>(1000, 2, () => now);

  it('keeps an answer for its time to live only', () => {
    const cache = answers();
    cache.remember('a', 'first', cache.begin());
    now += 999;
    expect(cache.get('a')).toBe('first');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not store an answer read before a change was announced', () => {
    const cache = answers();
    const startedAt = cache.begin();
    cache.forget('a');
    cache.remember('a', 'stale', startedAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it('stores nothing while changes may go unseen, and forgets what it had', () => {
    const cache = answers();
    cache.remember('a', 'first', cache.begin());
    cache.suspend();
    expect(cache.get('a')).toBeUndefined();
    const whileDown = cache.begin();
    cache.remember('b', 'read while down', whileDown);
    expect(cache.get('b')).toBeUndefined();
    cache.resume();
    cache.remember('b', 'read while down', whileDown);
    expect(cache.get('b')).toBeUndefined();
    cache.remember('b', 'read after', cache.begin());
    expect(cache.get('b')).toBe('read after');
  });

  it('drops the oldest answer when full', () => {
    const cache = answers();
    for (const key of ['a', 'b', 'c']) cache.remember(key, key, cache.begin());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'b', 'c']);
  });
});
