import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { errorMessages } from '../messages.ts';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Limits for the endpoints that guess secrets or cost money, per client address and per
 * account. Counters live in the database, so every API process sharing it sees the same counts.
 */
export const rateLimitRules = {
  loginPerIp: { limit: 10, windowSeconds: 60 },
  loginPerAccount: { limit: 10, windowSeconds: 60 },
  refreshPerIp: { limit: 30, windowSeconds: 60 },
  guestSessionPerIp: { limit: 30, windowSeconds: 60 },
  forgotPasswordPerIp: { limit: 10, windowSeconds: 60 },
  forgotPasswordPerAccount: { limit: 5, windowSeconds: 60 },
  resetPasswordPerIp: { limit: 10, windowSeconds: 60 },
  resetPasswordPerAccount: { limit: 10, windowSeconds: 60 },
  googleSignInStartPerIp: { limit: 30, windowSeconds: 60 },
  googleSignInFinishPerIp: { limit: 10, windowSeconds: 60 },
  // Forms that notify staff: enough for a person, too few for a spam run.
  contactMessagePerIp: { limit: 5, windowSeconds: 60 },
  affiliateApplicationPerIp: { limit: 5, windowSeconds: 60 },
  // Short quiz. Codes cost a mail each and go to someone else's inbox if the address is not
  // the visitor's, so each address gets a few per quarter hour whatever the session or address.
  sendEmailVerifyPerIp: { limit: 10, windowSeconds: 60 },
  sendEmailVerifyPerEmail: { limit: 5, windowSeconds: 15 * 60 },
  // Each code also burns after 5 wrong guesses; these stop guessing across many codes.
  confirmEmailPerIp: { limit: 20, windowSeconds: 60 },
  confirmEmailPerEmail: { limit: 10, windowSeconds: 60 },
  createAccountPerIp: { limit: 10, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Fixed-window counters in the `rate_limit_counters` table, using the database clock. */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /**
   * Counts one attempt under `key`; throws a 429 HttpError once the limit is passed, worded by
   * `message` (given the seconds until the window ends) when the generic text would mislead.
   */
  async consume(
    key: string,
    rule: RateLimitRule,
    message: (retryAfterSeconds: number) => string = () => errorMessages.tooManyRequests,
  ): Promise<void> {
    const window = rule.windowSeconds;
    // One statement: insert or bump (or restart an elapsed window) atomically.
    const result = await this.db.execute<{ hits: number; retry_after: number }>(sql`
      insert into rate_limit_counters (key, window_started_at, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limit_counters.window_started_at <= now() - make_interval(secs => ${window})
                    then 1 else rate_limit_counters.hits + 1 end,
        window_started_at = case when rate_limit_counters.window_started_at <= now() - make_interval(secs => ${window})
                    then now() else rate_limit_counters.window_started_at end
      returning hits,
        greatest(1, ceil(extract(epoch from window_started_at + make_interval(secs => ${window}) - now())))::int as retry_after`);
    const row = (result as unknown as { rows: { hits: number; retry_after: number }[] }).rows[0];
    if (row !== undefined && Number(row.hits) > rule.limit) {
      const retryAfter = Number(row.retry_after);
      throw new HttpError(429, message(retryAfter), { 'retry-after': String(retryAfter) });
    }
  }

  /** Forgets windows that ended long ago. */
  async prune(olderThanSeconds = 3600): Promise<void> {
    await this.db.execute(
      sql`delete from rate_limit_counters where window_started_at < now() - make_interval(secs => ${olderThanSeconds})`,
    );
  }
}
