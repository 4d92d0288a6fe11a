import * as v from 'valibot';
import {
  messages,
  NAME_MAX_LENGTH,
  newPassword,
  optionalContactPhone,
  passwordIsEmail,
  requiredEmail,
  requiredString,
  verificationCode,
} from '@northgate/validators';
import { TokenResponseSchema, WEAK_PASSWORD_ERROR } from './auth.ts';
import { SuccessResponseSchema } from './common/responses.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/** send_email_verify: sends a verification code to the address. */
export const SendEmailVerifyRequestSchema = v.object({ email: requiredEmail() });
export type SendEmailVerifyRequest = v.InferInput<typeof SendEmailVerifyRequestSchema>;

/**
 * The code was queued and, unless `queued`, sent: when the page may offer a new one (at once
 * while still sending), and how long this one works. `queued`: the email had not gone out within
 * a few seconds; `message` says so in words to show the borrower.
 */
export const SendEmailVerifyResponseSchema = v.object({
  success: v.boolean(),
  resend_after_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  expires_in_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  queued: v.boolean(),
  message: v.optional(v.string()),
});
export type SendEmailVerifyResponse = v.InferOutput<typeof SendEmailVerifyResponseSchema>;

export const ConfirmEmailRequestSchema = v.object({ email: requiredEmail(), code: verificationCode() });
export type ConfirmEmailRequest = v.InferInput<typeof ConfirmEmailRequestSchema>;

export const INVALID_ANSWERS_MESSAGE = 'The quiz answers could not be read. Reload the page and try again.';

/**
 * Bounds of the quiz answers an older page sends along with create_account. The server no longer
 * reads them (the staff notice reads the quiz it holds, in the words of its questions); they are
 * still checked, so a page loaded before that change keeps working and a hostile body is still refused.
 */
export const QUIZ_ANSWERS_MAX_DEPTH = 4;
export const QUIZ_ANSWERS_MAX_VALUES = 500;
export const QUIZ_ANSWER_MAX_LENGTH = 2000;
const QUIZ_ANSWER_KEY_MAX_LENGTH = 100;

/**
 * JSON made of strings, finite numbers, booleans, nulls, arrays and plain objects, at most
 * QUIZ_ANSWERS_MAX_DEPTH levels deep and QUIZ_ANSWERS_MAX_VALUES values in all.
 */
function isSmallAnswerTree(root: unknown): boolean {
  if (typeof root !== 'object' || root === null || Array.isArray(root)) return false;
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 1 }];
  let count = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    count += 1;
    if (count > QUIZ_ANSWERS_MAX_VALUES) return false;
    if (value === null || typeof value === 'boolean') continue;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return false;
      continue;
    }
    if (typeof value === 'string') {
      if (value.length > QUIZ_ANSWER_MAX_LENGTH) return false;
      continue;
    }
    if (typeof value !== 'object' || depth > QUIZ_ANSWERS_MAX_DEPTH) return false;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    if (Object.getPrototypeOf(value) !== Object.prototype) return false;
    for (const [key, item] of Object.entries(value)) {
      if (key.length > QUIZ_ANSWER_KEY_MAX_LENGTH) return false;
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return true;
}

/** The quiz answers as the form holds them (flat, or grouped by step). */
// Checked on the raw input first: `v.record` alone would accept an array and copy it into an object.
export const QuizAnswersSchema = v.pipe(
  v.unknown(),
  v.check(isSmallAnswerTree, INVALID_ANSWERS_MESSAGE),
  v.record(v.string(), v.unknown(), INVALID_ANSWERS_MESSAGE),
  v.description(
    `Ignored (sent by older pages; the staff notice reads the quiz the server holds): plain JSON, at most ${QUIZ_ANSWERS_MAX_DEPTH} levels deep and ${QUIZ_ANSWERS_MAX_VALUES} values`,
  ),
);
export type QuizAnswers = v.InferOutput<typeof QuizAnswersSchema>;

/**
 * create_account: the quiz's last step. Needs the guest session that verified `email`; answers
 * with a signed-in token set (as login does). The password follows the new-password policy and
 * may not be the email address.
 */
export const CreateAccountRequestSchema = v.pipe(
  v.object({
    email: requiredEmail(),
    password: newPassword(),
    first_name: requiredString({ max: NAME_MAX_LENGTH }),
    last_name: requiredString({ max: NAME_MAX_LENGTH }),
    mobile_phone: optionalContactPhone(),
    answers: v.optional(QuizAnswersSchema),
  }),
  v.forward(
    v.partialCheck(
      [['email'], ['password']],
      (input) => !passwordIsEmail(input.password, input.email),
      messages.passwordIsEmail,
    ),
    ['password'],
  ),
);
export type CreateAccountRequest = v.InferInput<typeof CreateAccountRequestSchema>;

const tag = 'short-quiz';
const noSession = 'No valid guest or signed-in token';
const invalidBody = 'The body breaks a field rule';

export const shortQuizEndpoints = {
  sendEmailVerify: defineEndpoint({
    method: 'POST',
    path: API_PATHS.sendEmailVerify,
    tag,
    summary: 'Email a six-digit code that verifies the address for this session',
    access: 'guest-or-signed-in',
    body: SendEmailVerifyRequestSchema,
    success: {
      status: 200,
      description: 'The code was sent, or is still being sent (`queued`)',
      schema: SendEmailVerifyResponseSchema,
    },
    errors: {
      401: noSession,
      409: 'An account already uses this email',
      422: invalidBody,
      429: 'A new code was asked for too soon, or too many for this address (Retry-After says when)',
    },
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: API_PATHS.confirmEmail,
    tag,
    summary: 'Confirm the address with the emailed code',
    description:
      "For a signed-in borrower who asked to change the account's address (change_email), this " +
      "also makes the new address the account's and tells the old one.",
    access: 'guest-or-signed-in',
    body: ConfirmEmailRequestSchema,
    success: {
      status: 200,
      description: "The address is verified for this session (and is now the account's, after change_email)",
      schema: SuccessResponseSchema,
    },
    errors: {
      400: 'The code is wrong, expired or burnt by too many wrong tries',
      401: noSession,
      409: 'change_email: another account took the address meanwhile',
      422: invalidBody,
      429: 'Too many attempts',
    },
  }),
  createAccount: defineEndpoint({
    method: 'POST',
    path: API_PATHS.createAccount,
    tag,
    summary: 'Create the account at the end of the short quiz and sign in',
    description: "The guest's drafts move to the new account; staff are told about the lead.",
    access: 'guest',
    body: CreateAccountRequestSchema,
    success: { status: 201, description: 'Created and signed in', schema: TokenResponseSchema },
    errors: {
      400: 'This session has not verified the email',
      401: 'No valid guest token (a signed-in borrower already has an account)',
      409: 'An account already uses this email',
      422: WEAK_PASSWORD_ERROR,
      429: 'Too many attempts from this address',
    },
  }),
} as const;
