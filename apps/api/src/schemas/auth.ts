import * as v from 'valibot';
import { body, email, existingPassword, newPassword, requiredText, sixDigitCode } from './fields.ts';
import { validationMessages as m } from './messages.ts';

/** Request and response shapes of /auth/api/v1/auth/*, shared with the API client. */

export const loginRequest = body({ email, password: existingPassword });
export type LoginRequest = v.InferInput<typeof loginRequest>;

export const refreshRequest = body({ refresh_token: requiredText(512) });
export type RefreshRequest = v.InferInput<typeof refreshRequest>;

/** Logout takes the refresh token, the bearer access token, or both. */
export const logoutRequest = v.optional(body({ refresh_token: v.optional(requiredText(512)) }), {});
export type LogoutRequest = v.InferInput<typeof logoutRequest>;

export const forgotPasswordRequest = body({ email });
export type ForgotPasswordRequest = v.InferInput<typeof forgotPasswordRequest>;

export const resetPasswordRequest = body({ email, code: sixDigitCode, new_password: newPassword });
export type ResetPasswordRequest = v.InferInput<typeof resetPasswordRequest>;

export const socialAuthQuery = v.object({
  provider: v.picklist(['google'], m.unknownProvider),
  request_from: v.optional(requiredText(200), 'login'),
});

export const googleVerificationQuery = v.object({
  code: requiredText(2048),
  state: requiredText(200),
  request_from: v.optional(requiredText(200)),
});

export const TOKEN_TYPES = { signedIn: 'lk', guest: 'guest' } as const;
export type TokenType = (typeof TOKEN_TYPES)[keyof typeof TOKEN_TYPES];

export interface TokenPairResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'lk';
  /** Seconds until the access token expires. */
  expires_in: number;
}

export interface GuestSessionResponse {
  access_token: string;
  token_type: 'guest';
  expires_in: number;
}

export interface SuccessResponse {
  success: true;
  message?: string;
}

export interface SocialAuthResponse {
  /** The provider's authorization URL the browser navigates to. */
  url: string;
}
