import * as v from 'valibot';
import {
  existingPassword,
  newPassword,
  requiredEmail,
  requiredString,
  verificationCode,
} from '@northgate/validators';
import { SuccessResponseSchema } from './common/responses.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';
import { AUTH_TOKEN_TYPE, GUEST_TOKEN_TYPE } from './tokens.ts';

const token = v.pipe(v.string(), v.nonEmpty());
const expiresIn = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.description('Seconds until the access token expires'),
);

/** login, refresh, create_account and Google sign-in answer with a full token set. */
export const TokenResponseSchema = v.object({
  access_token: token,
  refresh_token: token,
  token_type: v.literal(AUTH_TOKEN_TYPE),
  expires_in: expiresIn,
});
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

/**
 * fake_auth: a guest session. The API sends no refresh token (a guest simply asks for a new
 * session); it reads as null, so the answer is a session like any other.
 */
export const FakeAuthResponseSchema = v.object({
  access_token: token,
  refresh_token: v.nullish(v.string(), null),
  token_type: v.literal(GUEST_TOKEN_TYPE),
  expires_in: expiresIn,
});
export type FakeAuthResponse = v.InferOutput<typeof FakeAuthResponseSchema>;
/** What the API sends for fake_auth (no refresh token at all). */
export type GuestSessionResponse = v.InferInput<typeof FakeAuthResponseSchema>;

export const LoginRequestSchema = v.object({ email: requiredEmail(), password: existingPassword() });
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;

const refreshToken = requiredString({ max: 512 });
export const RefreshRequestSchema = v.object({ refresh_token: refreshToken });
export type RefreshRequest = v.InferInput<typeof RefreshRequestSchema>;

/** Logout ends the session of the refresh token, of the bearer token, or of both; no body is fine. */
export const LogoutRequestSchema = v.optional(v.object({ refresh_token: v.optional(refreshToken) }), {});
export type LogoutRequest = v.InferInput<typeof LogoutRequestSchema>;

export const ForgotPasswordRequestSchema = v.object({ email: requiredEmail() });
export type ForgotPasswordRequest = v.InferInput<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = v.object({
  email: requiredEmail(),
  code: verificationCode(),
  new_password: newPassword(),
});
export type ResetPasswordRequest = v.InferInput<typeof ResetPasswordRequestSchema>;

export const UNKNOWN_PROVIDER_MESSAGE = 'Unknown sign-in provider';
export const REQUEST_FROM_MAX_LENGTH = 200;
/**
 * `request_from`: a label of where the sign-in started. The API stores it with the attempt and
 * hands it back when the sign-in finishes; it never redirects to it (the provider always returns
 * to the fixed callback route), so it needs no allow-list, and 200 characters bound the stored row.
 */
const requestFrom = v.pipe(
  requiredString({ max: REQUEST_FROM_MAX_LENGTH }),
  v.description('Where the sign-in started; handed back when it finishes'),
);

export const SocialAuthQuerySchema = v.object({
  provider: v.picklist(['google'], UNKNOWN_PROVIDER_MESSAGE),
  request_from: v.optional(requestFrom, 'login'),
});
export type SocialAuthQuery = v.InferInput<typeof SocialAuthQuerySchema>;

/** social_auth answers with the provider's authorization URL to send the browser to. */
export const SocialAuthResponseSchema = v.object({ url: v.pipe(v.string(), v.url()) });
export type SocialAuthResponse = v.InferOutput<typeof SocialAuthResponseSchema>;

/** The provider's `code` and the `state` it echoed back; the API matches `state` to its PKCE verifier. */
export const GoogleVerificationQuerySchema = v.object({
  code: requiredString({ max: 2048 }),
  state: requiredString({ max: 200 }),
  /** Accepted for the spec's sake; the answer carries the value stored at social_auth. */
  request_from: v.optional(requestFrom),
});
export type GoogleVerificationQuery = v.InferInput<typeof GoogleVerificationQuerySchema>;

export const GoogleVerificationResponseSchema = v.object({
  ...TokenResponseSchema.entries,
  request_from: v.string(),
});
export type GoogleVerificationResponse = v.InferOutput<typeof GoogleVerificationResponseSchema>;

const tag = 'auth';
const tooMany = 'Too many attempts from this address or for this account';
const invalidBody = 'The body breaks a field rule';
/** The 422 of endpoints that set a password: the API also checks zxcvbn's score (kept out of the contracts). */
export const WEAK_PASSWORD_ERROR =
  "The body breaks a field rule, or the new password is too easy to guess (zxcvbn's feedback as msg)";

export const authEndpoints = {
  fakeAuth: defineEndpoint({
    method: 'POST',
    path: API_PATHS.fakeAuth,
    tag,
    summary: 'Start a guest session',
    description: 'Anonymous flows save drafts with it; a guest who signs in keeps them. Any body is ignored.',
    access: 'none',
    success: { status: 200, description: 'A guest token', schema: FakeAuthResponseSchema },
    errors: { 429: tooMany },
  }),
  socialAuth: defineEndpoint({
    method: 'GET',
    path: API_PATHS.socialAuth,
    tag,
    summary: 'Google sign-in, step 1: the provider URL',
    description: "A guest token, if sent, is remembered so the guest's drafts move to the account.",
    access: 'none',
    query: SocialAuthQuerySchema,
    success: { status: 200, description: 'Where to send the browser', schema: SocialAuthResponseSchema },
    errors: {
      422: 'Unknown provider or a bad request_from',
      429: tooMany,
      503: 'Google sign-in is not available',
    },
  }),
  googleVerificationCode: defineEndpoint({
    method: 'GET',
    path: API_PATHS.googleVerificationCode,
    tag,
    summary: "Google sign-in, step 2: trade the provider's code for tokens",
    description: 'Sent without an Authorization header. A failure says no more than that (spec section 8).',
    access: 'none',
    query: GoogleVerificationQuerySchema,
    success: { status: 200, description: 'Signed in', schema: GoogleVerificationResponseSchema },
    errors: {
      401: 'Google sign-in failed',
      422: 'Missing code or state',
      429: tooMany,
      503: 'Google sign-in is not available',
    },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: API_PATHS.login,
    tag,
    summary: 'Sign in with email and password',
    description: "A guest token, if sent, moves the guest's drafts to the account.",
    access: 'none',
    body: LoginRequestSchema,
    success: { status: 200, description: 'Signed in', schema: TokenResponseSchema },
    errors: { 401: 'Incorrect email or password', 422: invalidBody, 429: tooMany },
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: API_PATHS.refresh,
    tag,
    summary: 'Trade a refresh token for a new token set (the old one is spent)',
    access: 'none',
    body: RefreshRequestSchema,
    success: { status: 200, description: 'The rotated token set', schema: TokenResponseSchema },
    errors: { 401: 'Unknown, spent or expired refresh token', 422: invalidBody, 429: tooMany },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: API_PATHS.logout,
    tag,
    summary: 'End the session of the refresh token and of the bearer token',
    description: 'Idempotent: an unknown or expired token still ends signed out.',
    access: 'none',
    body: LogoutRequestSchema,
    success: { status: 200, description: 'Signed out', schema: SuccessResponseSchema },
    errors: { 422: invalidBody },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: API_PATHS.forgotPassword,
    tag,
    summary: 'Email a password reset code',
    description: 'The same answer whether or not an account uses the address.',
    access: 'none',
    body: ForgotPasswordRequestSchema,
    success: {
      status: 200,
      description: 'A code was sent if the account exists',
      schema: SuccessResponseSchema,
    },
    errors: { 422: invalidBody, 429: tooMany },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: API_PATHS.resetPassword,
    tag,
    summary: 'Set a new password with the emailed code',
    access: 'none',
    body: ResetPasswordRequestSchema,
    success: {
      status: 200,
      description: 'Password changed; every session ended',
      schema: SuccessResponseSchema,
    },
    errors: { 400: 'The code is incorrect or has expired', 422: WEAK_PASSWORD_ERROR, 429: tooMany },
  }),
} as const;
