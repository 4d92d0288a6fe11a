import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/**
 * The code a session (email) or an account (text message) is waiting for, as the server knows it:
 * a code page reloaded shows it without asking for another one, and a page whose code had not gone
 * out yet asks again until `delivered`. `to`: where it goes, as the borrower reads it (also what a
 * resend is asked for). Without a live code: `waiting: false` and nothing else.
 */
export const WaitingCodeResponseSchema = v.variant('waiting', [
  v.object({ waiting: v.literal(false) }),
  v.object({
    waiting: v.literal(true),
    to: v.string(),
    delivered: v.pipe(
      v.boolean(),
      v.description('The message went out; false while the outbox keeps trying'),
    ),
    resend_after_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
    expires_in_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
]);
export type WaitingCodeResponse = v.InferOutput<typeof WaitingCodeResponseSchema>;

const answer = {
  status: 200,
  description: 'The code waiting, if any',
  schema: WaitingCodeResponseSchema,
} as const;

export const waitingCodeEndpoints = {
  emailCodeWaiting: defineEndpoint({
    method: 'GET',
    path: API_PATHS.emailCodeWaiting,
    tag: 'short-quiz',
    summary: 'The email code this session is waiting for, and whether it went out',
    access: 'guest-or-signed-in',
    success: answer,
    errors: { 401: 'No valid guest or signed-in token' },
  }),
  phoneCodeWaiting: defineEndpoint({
    method: 'GET',
    path: API_PATHS.phoneCodeWaiting,
    tag: 'personal-account',
    summary: 'The texted code the account is waiting for, and whether it went out',
    access: 'signed-in',
    success: answer,
    errors: { 401: 'Not signed in' },
  }),
} as const;
