/** What a message is for: one-time codes expire within minutes, notices matter for days. */
export type MessageKind = 'one-time-code' | 'notice';

/** How the message outbox delivers, retries and forgets (see docs/decisions/0013-message-outbox.md). */
export interface MessagingConfig {
  /**
   * 'background': the worker polls every `pollIntervalMs` and is woken after each commit.
   * 'manual': only `drain()` and the verification codes' immediate attempt deliver (tests).
   */
  worker: 'background' | 'manual';
  pollIntervalMs: number;
  /**
   * How long a claimed message stays with the process sending it. Longer than any send may take
   * (the adapters time out well before), so only a process that died loses a live lease.
   */
  leaseMs: number;
  retry: Record<MessageKind, RetryPolicy>;
  /** How long a verification-code request waits for its email before answering "still sending". */
  codeWaitMs: number;
  /** Bodies are removed this many minutes after delivery or final failure. */
  retentionMinutes: Record<MessageKind, number>;
}

/** Exponential backoff with jitter: about base × 2^(tries − 1), at most `maxDelayMs`. */
export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  /** Tries before the message is `failed` (an admin can queue it again). */
  maxAttempts: number;
}

type Env = Record<string, string | undefined>;

const MINUTES_PER_DAY = 24 * 60;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a whole number above 0`);
  return value;
}

/**
 * Defaults: a notice is tried 12 times over about three hours (an SMTP outage of an hour loses
 * nothing); a code 5 times within about a minute (it expires in ten). Codes' bodies go 30 minutes
 * after delivery in production and after a day locally, so the dev outbox still shows them.
 */
export function loadMessagingConfig(env: Env, appEnv: 'local' | 'production'): MessagingConfig {
  return {
    worker: 'background',
    pollIntervalMs: positiveInteger(env, 'OUTBOX_POLL_INTERVAL_MS', 2_000),
    leaseMs: 2 * 60_000,
    retry: {
      'one-time-code': { baseDelayMs: 3_000, maxDelayMs: 60_000, maxAttempts: 5 },
      notice: {
        baseDelayMs: 10_000,
        maxDelayMs: 60 * 60_000,
        maxAttempts: positiveInteger(env, 'MESSAGE_MAX_ATTEMPTS', 12),
      },
    },
    codeWaitMs: 3_000,
    retentionMinutes: {
      'one-time-code': positiveInteger(
        env,
        'CODE_MESSAGE_RETENTION_MINUTES',
        appEnv === 'local' ? MINUTES_PER_DAY : 30,
      ),
      notice: positiveInteger(env, 'MESSAGE_RETENTION_DAYS', 30) * MINUTES_PER_DAY,
    },
  };
}
