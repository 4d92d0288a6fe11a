import * as v from 'valibot';
import {
  NAME_MAX_LENGTH,
  requiredEmail,
  requiredString,
  textablePhone,
  verificationCode,
} from '@northgate/validators';
import { SuccessResponseSchema } from './common/responses.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/** Application status when the server has none yet (docs/product/product-spec.md §3, §9). */
export const DEFAULT_APPLICATION_STATUS = 1;

/** user_info: profile fields plus status; a missing phone reads as null and a missing status as 1. */
export const UserInfoResponseSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  /** As a borrower reads it, e.g. "(555) 010-0199"; empty when unknown. */
  cell_phone: v.nullish(v.string(), null),
  /** Whether the borrower proved, with a texted code, that `cell_phone` reaches them. */
  cell_phone_verified: v.nullish(v.boolean(), false),
  status: v.nullish(v.pipe(v.number(), v.integer()), DEFAULT_APPLICATION_STATUS),
});
export type UserInfoResponse = v.InferOutput<typeof UserInfoResponseSchema>;

export const ChangeNameRequestSchema = v.object({
  first_name: requiredString({ max: NAME_MAX_LENGTH }),
  last_name: requiredString({ max: NAME_MAX_LENGTH }),
});
export type ChangeNameRequest = v.InferInput<typeof ChangeNameRequestSchema>;

/** change_email: the new address, which gets a code; the account keeps the old one until confirm_email. */
export const ChangeEmailRequestSchema = v.object({ email: requiredEmail() });
export type ChangeEmailRequest = v.InferInput<typeof ChangeEmailRequestSchema>;

/**
 * A code was queued and, unless `queued`, sent: where it went (`sent_to`, as the borrower reads
 * it), when a new one may be asked for (at once while still sending), and how long this one
 * works. `message`: the server's words when the message had not gone out within a few seconds.
 */
export const CodeSentResponseSchema = v.object({
  success: v.boolean(),
  sent_to: v.string(),
  resend_after_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  expires_in_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  queued: v.boolean(),
  message: v.optional(v.string()),
});
export type CodeSentResponse = v.InferOutput<typeof CodeSentResponseSchema>;

/** A US mobile number as typed; the code goes to it by text message. */
export const PhoneRequestSchema = v.object({ phone: textablePhone() });
export type PhoneRequest = v.InferInput<typeof PhoneRequestSchema>;

/** The number and the code texted to it. */
export const PhoneCodeRequestSchema = v.object({ phone: textablePhone(), code: verificationCode() });
export type PhoneCodeRequest = v.InferInput<typeof PhoneCodeRequestSchema>;

/** The account's number after a confirmed code, as the borrower reads it. */
export const PhoneVerifiedResponseSchema = v.object({
  success: v.boolean(),
  cell_phone: v.string(),
  cell_phone_verified: v.boolean(),
});
export type PhoneVerifiedResponse = v.InferOutput<typeof PhoneVerifiedResponseSchema>;

/** A lender without an SMS provider (ADR 0049). */
const smsOff = 'Phone numbers cannot be verified by text message on this server';
const tag = 'personal-account';
const notSignedIn = 'No valid signed-in token (guest tokens too)';
const invalidBody = 'The body breaks a field rule';
const codeRefused = 'The code is wrong, expired or burnt by too many wrong tries';
const tooMany = 'Too many requests, or a new code asked for too soon (Retry-After says when)';
const codeSent = {
  status: 200,
  description: 'The code was sent, or is still being sent (`queued`)',
  schema: CodeSentResponseSchema,
} as const;
const phoneVerified = {
  status: 200,
  description: 'The number is verified',
  schema: PhoneVerifiedResponseSchema,
} as const;

export const personalAccountEndpoints = {
  userInfo: defineEndpoint({
    method: 'GET',
    path: API_PATHS.userInfo,
    tag,
    summary: "The signed-in borrower's profile and application status",
    access: 'signed-in',
    success: { status: 200, description: 'Profile fields plus status', schema: UserInfoResponseSchema },
    errors: { 401: notSignedIn },
  }),
  changeName: defineEndpoint({
    method: 'PUT',
    path: API_PATHS.changeName,
    tag,
    summary: 'Change the name',
    access: 'signed-in',
    body: ChangeNameRequestSchema,
    success: { status: 200, description: 'Saved', schema: SuccessResponseSchema },
    errors: { 401: notSignedIn, 422: invalidBody, 429: tooMany },
  }),
  changeEmail: defineEndpoint({
    method: 'PUT',
    path: API_PATHS.changeEmail,
    tag,
    summary: 'Start changing the email address: email a code to the new one',
    description:
      'The account keeps its address, and signs in with it, until confirm_email is called with the new ' +
      'address and the code; then the old address is told of the change.',
    access: 'signed-in',
    body: ChangeEmailRequestSchema,
    success: codeSent,
    errors: {
      400: "The address is already the account's",
      401: notSignedIn,
      409: 'The address cannot be used (another account has it)',
      422: invalidBody,
      429: tooMany,
    },
  }),
  resendSms: defineEndpoint({
    method: 'POST',
    path: API_PATHS.resendSms,
    tag,
    summary: 'Text a new code to the number being changed or confirmed',
    access: 'signed-in',
    body: PhoneRequestSchema,
    success: codeSent,
    errors: {
      400: 'No code was asked for this number: start with change_phone',
      401: notSignedIn,
      422: invalidBody,
      429: tooMany,
      503: smsOff,
    },
  }),
  confirmPhone: defineEndpoint({
    method: 'POST',
    path: API_PATHS.confirmPhone,
    tag,
    summary: "Confirm the account's current number with the texted code",
    access: 'signed-in',
    body: PhoneCodeRequestSchema,
    success: phoneVerified,
    errors: { 400: codeRefused, 401: notSignedIn, 422: invalidBody, 429: tooMany },
  }),
  changePhone: defineEndpoint({
    method: 'POST',
    path: API_PATHS.changePhone,
    tag,
    summary: 'Start changing (or confirming) the number: text a code to it',
    access: 'signed-in',
    body: PhoneRequestSchema,
    success: codeSent,
    errors: { 401: notSignedIn, 422: invalidBody, 429: tooMany, 503: smsOff },
  }),
  changePhonePut: defineEndpoint({
    method: 'PUT',
    path: API_PATHS.changePhone,
    tag,
    summary: 'Finish changing the number with the texted code',
    description: 'The account takes the number, verified, only when the code is right.',
    access: 'signed-in',
    body: PhoneCodeRequestSchema,
    success: phoneVerified,
    errors: { 400: codeRefused, 401: notSignedIn, 422: invalidBody, 429: tooMany },
  }),
} as const;
