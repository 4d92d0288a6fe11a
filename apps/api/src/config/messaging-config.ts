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
  /** How each kind of message is retried and for how long (`DELIVERY_POLICIES` by default). */
  retry: Record<MessageKind, RetryPolicy>;
  /** How long a verification-code request waits for its email before answering "still sending". */
  codeWaitMs: number;
  /** Bodies are removed this many minutes after delivery or final failure. */
  retentionMinutes: Record<MessageKind, number>;
}

/**
 * Exponential backoff with jitter (about base × 2^(tries − 1), at most `maxDelayMs`), for as long
 * as the message is worth sending: `keepTryingMs` after it was queued, and never past its own end
 * (a code's message ends when the code expires). Then it is `failed` (given up).
 */
export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  keepTryingMs: number;
}

const MINUTES_PER_DAY = 24 * 60;
const HOUR_MS = 60 * 60_000;

/**
 * The delivery policy of each kind of message, in one place (docs/decisions/0047-delivery-policy.md).
 * A code is tried until it expires (its message is given up then: the code is useless), every few
 * seconds at first and every 30 s at most, so a borrower waiting on the step gets it soon after an
 * outage ends. A notice (application notices, staff lead emails, account notices) is tried for a
 * day (NOTICE_RETRY_HOURS), every 15 minutes at most.
 */
export const DELIVERY_POLICIES: Readonly<Record<MessageKind, RetryPolicy>> = {
  'one-time-code': { baseDelayMs: 2_000, maxDelayMs: 30_000, keepTryingMs: 15 * 60_000 },
  notice: { baseDelayMs: 10_000, maxDelayMs: 15 * 60_000, keepTryingMs: 24 * HOUR_MS },
};

/** The outbox's settings from the environment (config/env-schema.ts: variables and defaults). */
export type MessagingEnv = Pick<
  Env,
  | 'OUTBOX_POLL_INTERVAL_MS'
  | 'NOTICE_RETRY_HOURS'
  | 'CODE_MESSAGE_RETENTION_MINUTES'
  | 'MESSAGE_RETENTION_DAYS'
>;

/**
 * Retries follow `DELIVERY_POLICIES` (the notice window from NOTICE_RETRY_HOURS). Codes' bodies go
 * 30 minutes after delivery in production and after a day locally, so the dev outbox still shows them.
 */
export function messagingConfig(env: MessagingEnv): MessagingConfig {
  return {
    worker: 'background',
    pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
    leaseMs: 2 * 60_000,
    retry: {
      'one-time-code': DELIVERY_POLICIES['one-time-code'],
      notice: { ...DELIVERY_POLICIES.notice, keepTryingMs: env.NOTICE_RETRY_HOURS * HOUR_MS },
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
    'NOTICE_RETRY_HOURS',
    'CODE_MESSAGE_RETENTION_MINUTES',
    'MESSAGE_RETENTION_DAYS',
  ]);
  return messagingConfig(parseOrThrow(variables, env));
}
