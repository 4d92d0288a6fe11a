import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/**
 * Admins see and retry messages that ran out of tries (what `pnpm --filter @northgate/api
 * messages` does on a server). Never the body: it may hold a one-time code.
 */
export const FailedMessageSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  channel: v.picklist(['email', 'sms']),
  recipient: v.string(),
  subject: v.nullable(v.string()),
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  last_error: v.pipe(
    v.nullable(v.string()),
    v.description('A few non-personal words: an error code or status'),
  ),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  retryable: v.pipe(v.boolean(), v.description('False once the body was removed after the retention period')),
});
export type FailedMessage = v.InferOutput<typeof FailedMessageSchema>;

export const FailedMessagesResponseSchema = v.object({
  messages: v.pipe(v.array(FailedMessageSchema), v.description('Oldest first')),
});
export type FailedMessagesResponse = v.InferOutput<typeof FailedMessagesResponseSchema>;

/** How a kind of message is retried: what the admin page shows above the messages. */
export const DeliveryPolicySchema = v.object({
  kind: v.picklist(['one-time-code', 'notice']),
  /** How long it is tried after it is queued; a code stops earlier, when it expires. */
  keep_trying_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  until_code_expires: v.boolean(),
  first_wait_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  longest_wait_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type DeliveryPolicy = v.InferOutput<typeof DeliveryPolicySchema>;

/** A recent message without its body, in the words the admin page uses for its state. */
export const OutboxMessageSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(['one-time-code', 'notice']),
  channel: v.picklist(['email', 'sms']),
  recipient: v.string(),
  subject: v.nullable(v.string()),
  state: v.picklist(['waiting-to-retry', 'sending', 'sent', 'given-up']),
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  last_error: v.nullable(v.string()),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  next_attempt_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  give_up_at: v.pipe(v.string(), v.isoTimestamp()),
  sent_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;

export const StaffMessagesResponseSchema = v.object({
  policies: v.array(DeliveryPolicySchema),
  messages: v.pipe(v.array(OutboxMessageSchema), v.description('Newest first, the latest 100')),
});
export type StaffMessagesResponse = v.InferOutput<typeof StaffMessagesResponseSchema>;

export const MessageParamsSchema = v.object({ messageId: v.pipe(v.string(), v.uuid('Unknown message')) });

export const RetryMessageResponseSchema = v.object({ id: v.string(), requeued: v.literal(true) });

const tag = 'staff';
const staffOnly = {
  401: 'No valid staff token',
  403: 'A borrower or guest token, or a role without this permission',
};

export const staffMessageEndpoints = {
  staffMessages: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffMessages,
    tag,
    summary: 'The delivery policy of each kind of message, and the latest messages with their state (admins)',
    access: 'staff',
    permission: 'administer',
    success: {
      status: 200,
      description: 'Policies and messages without bodies',
      schema: StaffMessagesResponseSchema,
    },
    errors: staffOnly,
  }),
  staffFailedMessages: defineEndpoint({
    method: 'GET',
    path: API_PATHS.staffFailedMessages,
    tag,
    summary: 'Emails and text messages that ran out of tries (admins)',
    access: 'staff',
    permission: 'administer',
    success: {
      status: 200,
      description: 'Failed messages without their bodies',
      schema: FailedMessagesResponseSchema,
    },
    errors: staffOnly,
  }),
  staffRetryMessage: defineEndpoint({
    method: 'POST',
    path: API_PATHS.staffRetryMessage,
    tag,
    summary: 'Queue a failed notice again for a fresh retry window (admins)',
    access: 'staff',
    permission: 'administer',
    params: MessageParamsSchema,
    success: {
      status: 200,
      description: 'Queued again; the worker delivers it within seconds',
      schema: RetryMessageResponseSchema,
    },
    errors: {
      ...staffOnly,
      404: 'No such message',
      409: 'The message is not failed, carries an expired code, or its body was removed after the retention period',
    },
  }),
} as const;
