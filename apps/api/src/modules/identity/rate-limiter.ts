import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/database.ts';
import { rateLimitCounters } from '../../db/schema.ts';
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
  /** What the quota guards, e.g. `login:ip` (the metrics' label; never an address or an email). */
  purpose?: string;
  rule: RateLimitRule;
  /** The 429 text, given the seconds until the window ends; the generic text by default. */
  message?: (retryAfterSeconds: number) => string;
}

interface Taken {
  key: string;
  /** The window the attempt was counted in ends no later than this (ms since the epoch). */
  windowEndsBy: number;
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
   * Only within the window they were counted in, so a refund never eats into a newer window: a
   * newer window ends a whole window after ours, so it fails `window_ends_at <= windowEndsBy`.
   * (The library's `reward()` would open a window at -1 once ours ended: ADR 0042.)
   */
  async refund(quotas?: readonly Quota[]): Promise<void> {
    const keys = quotas === undefined ? [...this.open.keys()] : quotas.map((quota) => quota.key);
    for (const key of keys) {
      const taken = this.open.get(key);
      if (taken === undefined) continue;
      this.open.delete(key);
      await this.db
        .update(rateLimitCounters)
        .set({ points: sql`${rateLimitCounters.points} - 1` })
        .where(
          and(
            eq(rateLimitCounters.key, key),
            lte(rateLimitCounters.expire, new Date(taken.windowEndsBy)),
            gt(rateLimitCounters.points, 0),
          ),
        );
    }
  }
}

/**
 * Fixed-window counters in the `rate_limit_counters` table, counted by rate-limiter-flexible's
 * RateLimiterDrizzle (one upsert per quota), so every API process sharing the database sees the
 * same counts; the quotas of one request are counted in one transaction (ADR 0012, ADR 0042).
 */
export class RateLimiter {
  /** Told of every refusal (the metrics' counter, plugins/metrics.ts). */
  onRefused: (purpose: string) => void = () => undefined;

  constructor(private readonly db: Db) {}

  /**
   * Counts one attempt under every quota, all or none, in one transaction: when any quota is
   * full the transaction rolls back, so nothing is counted (not even on the full quota), and a
   * 429 HttpError (that quota's text, `Retry-After`) is thrown. Callers list a route's quotas
   * in one fixed order, so transactions lock rows in that order.
   */
  async reserve(quotas: readonly Quota[]): Promise<Reservation> {
    const taken = await this.db.transaction(async (tx) => {
      const counted: Taken[] = [];
      for (const quota of quotas) {
        const counter = new RateLimiterDrizzle({
          storeClient: tx,
          schema: rateLimitCounters,
          keyPrefix: '',
          points: quota.rule.limit,
          duration: quota.rule.windowSeconds,
          // Housekeeping prunes (plugins/housekeeping.ts); no timer per transaction.
          clearExpiredByTimeout: false,
        });
        const counts = await counter.consume(quota.key).catch((refusal: unknown) => {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          this.onRefused(quota.purpose ?? 'other');
          throw tooManyRequests(quota, refusal);
        });
        counted.push({ key: quota.key, windowEndsBy: Date.now() + counts.msBeforeNext });
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

  /** Forgets windows that have ended: the next attempt under their key opens a new one anyway. */
  async prune(): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.expire, new Date()));
  }
}

function tooManyRequests(quota: Quota, refusal: RateLimiterRes): HttpError {
  const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  const message = quota.message ?? errorMessages.tooManyRequests;
  return new HttpError(429, message(retryAfter), { 'retry-after': String(retryAfter) });
}
