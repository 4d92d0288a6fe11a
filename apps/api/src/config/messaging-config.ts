import * as v from 'valibot';
import { envVariables, parseOrThrow, type Env, type RawEnv } from './env-schema.ts';

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

const MINUTES_PER_DAY = 24 * 60;

/** The outbox's settings from the environment (config/env-schema.ts: variables and defaults). */
export type MessagingEnv = Pick<
  Env,
  | 'OUTBOX_POLL_INTERVAL_MS'
  | 'MESSAGE_MAX_ATTEMPTS'
  | 'CODE_MESSAGE_RETENTION_MINUTES'
  | 'MESSAGE_RETENTION_DAYS'
>;

/**
 * A notice is tried 12 times over about three hours by default (an SMTP outage of an hour loses
 * nothing); a code 5 times within about a minute (it expires in ten). Codes' bodies go 30 minutes
 * after delivery in production and after a day locally, so the dev outbox still shows them.
 */
export function messagingConfig(env: MessagingEnv): MessagingConfig {
  return {
    worker: 'background',
    pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
    leaseMs: 2 * 60_000,
    retry: {
      'one-time-code': { baseDelayMs: 3_000, maxDelayMs: 60_000, maxAttempts: 5 },
      notice: { baseDelayMs: 10_000, maxDelayMs: 60 * 60_000, maxAttempts: env.MESSAGE_MAX_ATTEMPTS },
    },
    codeWaitMs: 3_000,
    retentionMinutes: {
      'one-time-code': env.CODE_MESSAGE_RETENTION_MINUTES,
      notice: env.MESSAGE_RETENTION_DAYS * MINUTES_PER_DAY,
    },
  };
}

/** The outbox's settings alone, from `env` read as in `appEnv` mode. */
export function loadMessagingConfig(env: RawEnv, appEnv: 'local' | 'production'): MessagingConfig {
  const variables = v.pick(envVariables[appEnv], [
    'OUTBOX_POLL_INTERVAL_MS',
    'MESSAGE_MAX_ATTEMPTS',
    'CODE_MESSAGE_RETENTION_MINUTES',
    'MESSAGE_RETENTION_DAYS',
  ]);
  return messagingConfig(parseOrThrow(variables, env));
}
