import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { errorMessages } from '../../messages.ts';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** One counter a request is checked against: its key, its rule, and the 429 text when it is full. */
export interface Quota {
  key: string;
  rule: RateLimitRule;
  /** The 429 text, given the seconds until the window ends; the generic text by default. */
  message?: (retryAfterSeconds: number) => string;
}

interface Taken {
  key: string;
  /** The window the attempt was counted in, as PostgreSQL prints it (microseconds kept). */
  windowStartedAt: string;
}

/** Attempts counted by `RateLimiter.reserve`, until they are given back. */
export class Reservation {
  private readonly open: Map<string, Taken>;

  constructor(
    private readonly db: Db,
    taken: Taken[],
  ) {
    this.open = new Map(taken.map((entry) => [entry.key, entry]));
  }

  /**
   * Gives the attempts back (all, or those of `quotas`): the work they were taken for was not done.
   * Only within the window they were counted in, so a refund never eats into a newer window.
   */
  async refund(quotas?: readonly Quota[]): Promise<void> {
    const keys = quotas === undefined ? [...this.open.keys()] : quotas.map((quota) => quota.key);
    for (const key of keys) {
      const taken = this.open.get(key);
      if (taken === undefined) continue;
      this.open.delete(key);
      await this.db.execute(sql`
        update rate_limit_counters set hits = hits - 1
        where key = ${key} and window_started_at = ${taken.windowStartedAt}::timestamptz and hits > 0`);
    }
  }
}

/**
 * Fixed-window counters in the `rate_limit_counters` table, using the database clock, so every
 * API process sharing the database sees the same counts (docs/decisions/0012-rate-limits.md).
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /**
   * Counts one attempt under every quota, all or none, in one transaction: when any quota is
   * full nothing is counted and a 429 HttpError (that quota's text, `Retry-After`) is thrown.
   * Callers list a route's quotas in one fixed order, so transactions lock rows in that order.
   */
  async reserve(quotas: readonly Quota[]): Promise<Reservation> {
    const taken = await this.db.transaction(async (tx) => {
      const counted: Taken[] = [];
      for (const quota of quotas) {
        const window = quota.rule.windowSeconds;
        const elapsed = sql`rate_limit_counters.window_started_at <= now() - make_interval(secs => ${window})`;
        // Insert, bump, or restart an elapsed window; a full window is left alone (no row back).
        const bumped = await tx.execute(sql`
          insert into rate_limit_counters (key, window_started_at, hits) values (${quota.key}, now(), 1)
          on conflict (key) do update set
            hits = case when ${elapsed} then 1 else rate_limit_counters.hits + 1 end,
            window_started_at = case when ${elapsed} then now() else rate_limit_counters.window_started_at end
          where ${elapsed} or rate_limit_counters.hits < ${quota.rule.limit}
          returning window_started_at::text as started`);
        const row = rowsOf<{ started: string }>(bumped)[0];
        if (row === undefined) throw await this.full(tx, quota);
        counted.push({ key: quota.key, windowStartedAt: row.started });
      }
      return counted;
    });
    return new Reservation(this.db, taken);
  }

  /** Counts one attempt under `quota` for good (work that is done whatever its outcome). */
  async consume(quota: Quota): Promise<void> {
    await this.reserve([quota]);
  }

  /**
   * Runs `work` under the quotas: counted when it returns, given back when it throws (the
   * request was refused or failed, so no work was done). `work` may give back some quotas itself.
   */
  async spend<T>(quotas: readonly Quota[], work: (reservation: Reservation) => Promise<T>): Promise<T> {
    const reservation = await this.reserve(quotas);
    try {
      return await work(reservation);
    } catch (error) {
      // A failed refund leaves the attempt counted, the stricter outcome; the work's error wins.
      await reservation.refund().catch(() => undefined);
      throw error;
    }
  }

  /** Forgets windows that ended long ago (longer ago than the longest window in use). */
  async prune(olderThanSeconds: number): Promise<void> {
    await this.db.execute(
      sql`delete from rate_limit_counters where window_started_at < now() - make_interval(secs => ${olderThanSeconds})`,
    );
  }

  private async full(tx: Pick<Db, 'execute'>, quota: Quota): Promise<HttpError> {
    const result = await tx.execute(sql`
      select greatest(1, ceil(extract(epoch from
        window_started_at + make_interval(secs => ${quota.rule.windowSeconds}) - now())))::int as retry_after
      from rate_limit_counters where key = ${quota.key}`);
    const retryAfter = Number(rowsOf<{ retry_after: number }>(result)[0]?.retry_after ?? 1);
    const message = quota.message ?? errorMessages.tooManyRequests;
    return new HttpError(429, message(retryAfter), { 'retry-after': String(retryAfter) });
  }
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
