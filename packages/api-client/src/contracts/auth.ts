import * as v from 'valibot';
import { existingPassword, newPassword, requiredEmail, verificationCode } from '@northgate/validators';

/** The only token type the product treats as signed in (spec 4, 9). */
export const AUTH_TOKEN_TYPE = 'lk';

/** login, refresh and google/verification_code answer with a full token set. */
export const TokenResponseSchema = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  refresh_token: v.pipe(v.string(), v.nonEmpty()),
  token_type: v.pipe(v.string(), v.nonEmpty()),
});
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

/** fake_auth: no payload; a guest session (token type other than 'lk'). The spec only shows access_token. */
export const FakeAuthRequestSchema = v.object({});
export type FakeAuthRequest = v.InferOutput<typeof FakeAuthRequestSchema>;
export const FakeAuthResponseSchema = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  refresh_token: v.nullish(v.string(), null),
  token_type: v.pipe(v.string(), v.nonEmpty()),
});
export type FakeAuthResponse = v.InferOutput<typeof FakeAuthResponseSchema>;

export const LoginRequestSchema = v.object({ email: requiredEmail(), password: existingPassword() });
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

export const RefreshRequestSchema = v.object({
  refresh_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(512)),
});
export type RefreshRequest = v.InferOutput<typeof RefreshRequestSchema>;

export const LogoutRequestSchema = RefreshRequestSchema;
export type LogoutRequest = v.InferOutput<typeof LogoutRequestSchema>;

/** `request_from`: where the web app wants to come back to; the server must allow-list it. */
const requestFromField = v.pipe(v.string(), v.nonEmpty(), v.maxLength(2048));

export const SocialAuthQuerySchema = v.object({
  provider: v.literal('google'),
  request_from: requestFromField,
});
export type SocialAuthQuery = v.InferOutput<typeof SocialAuthQuerySchema>;
/** social_auth answers with the provider's authorization URL to send the browser to. */
export const SocialAuthResponseSchema = v.object({ url: v.pipe(v.string(), v.url()) });
export type SocialAuthResponse = v.InferOutput<typeof SocialAuthResponseSchema>;

/** The provider's `code` and the `state` it echoed back; the API matches `state` to its PKCE verifier. */
export const GoogleVerificationQuerySchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2048)),
  state: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  request_from: requestFromField,
});
export type GoogleVerificationQuery = v.InferOutput<typeof GoogleVerificationQuerySchema>;

export const ForgotPasswordRequestSchema = v.object({ email: requiredEmail() });
export type ForgotPasswordRequest = v.InferOutput<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = v.object({
  email: requiredEmail(),
  code: verificationCode(),
  new_password: newPassword(),
});
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>;
