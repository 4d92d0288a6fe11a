import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/**
 * A message of the outbox: local mode delivers by keeping it here, so the dev outbox shows every
 * message with its delivery state and tries. `body` is empty once `redacted` (after retention).
 */
export const OutboxEntrySchema = v.object({
  id: v.string(),
  channel: v.picklist(['email', 'sms']),
  recipient: v.string(),
  subject: v.nullable(v.string()),
  body: v.string(),
  /** Codes are tried until they expire, notices for their own window (ADR 0047). */
  kind: v.picklist(['one-time-code', 'notice']),
  /** `pending`: waiting for its first or next try; `failed`: given up after its window. */
  state: v.picklist(['pending', 'sending', 'sent', 'failed']),
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  next_attempt_at: v.pipe(v.string(), v.isoTimestamp()),
  /** No try after this moment. */
  give_up_at: v.pipe(v.string(), v.isoTimestamp()),
  /** Why the last try failed, in a few non-personal words (an error code, a provider's status). */
  last_error: v.nullable(v.string()),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  sent_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  redacted: v.boolean(),
});
export type OutboxEntry = v.InferOutput<typeof OutboxEntrySchema>;

export const OutboxResponseSchema = v.object({ messages: v.array(OutboxEntrySchema) });

const tag = 'dev';
const localOnly = 'Local mode only (APP_ENV=local); never registered in production.';

export const devOutboxEndpoints = {
  devOutbox: defineEndpoint({
    method: 'GET',
    path: API_PATHS.devOutbox,
    tag,
    summary: 'The message outbox (email and text messages) with states and tries, newest first',
    description: localOnly,
    access: 'none',
    success: { status: 200, description: 'The latest messages', schema: OutboxResponseSchema },
    errors: {},
    localOnly: true,
  }),
  devOutboxPage: defineEndpoint({
    method: 'GET',
    path: API_PATHS.devOutboxPage,
    tag,
    summary: 'The same messages as an HTML page',
    description: localOnly,
    access: 'none',
    success: {
      status: 200,
      description: 'An HTML table of the latest messages',
      schema: v.string(),
      contentType: 'text/html',
    },
    errors: {},
    localOnly: true,
  }),
} as const;
