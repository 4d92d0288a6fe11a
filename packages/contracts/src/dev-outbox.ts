import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/** A message the local API would have sent (local mode captures mail and SMS instead). */
export const OutboxEntrySchema = v.object({
  id: v.string(),
  channel: v.picklist(['email', 'sms']),
  recipient: v.string(),
  subject: v.nullable(v.string()),
  body: v.string(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
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
    summary: 'Captured email and text messages, newest first',
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
