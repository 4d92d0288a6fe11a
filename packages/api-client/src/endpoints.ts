import {
  FakeAuthResponseSchema,
  TokenResponseSchema,
  type FakeAuthResponse,
  type ForgotPasswordRequest,
  type GoogleVerificationQuery,
  type LoginRequest,
  type LogoutRequest,
  type RefreshRequest,
  type ResetPasswordRequest,
  type SocialAuthQuery,
  SocialAuthResponseSchema,
  type SocialAuthResponse,
  type TokenResponse,
} from './contracts/auth.ts';
import type { AffiliateApplicationRequest } from './contracts/affiliate.ts';
import { SuccessResponseSchema, type SuccessResponse } from './contracts/common.ts';
import { createDraftEndpoints } from './drafts.ts';
import { API_PATHS } from './contracts/paths.ts';
import {
  UserInfoResponseSchema,
  type ChangeEmailRequest,
  type ChangeNameRequest,
  type ChangePhoneRequest,
  type ConfirmEmailRequest,
  type ConfirmPhoneRequest,
  type ContactUsRequest,
  type ResendSmsRequest,
  type UserInfoResponse,
} from './contracts/personal-account.ts';
import {
  SendEmailVerifyResponseSchema,
  type CreateAccountRequest,
  type SendEmailVerifyRequest,
  type SendEmailVerifyResponse,
} from './contracts/short.ts';
import type { CallOptions, HttpClient } from './http.ts';
import type { TokenStore } from './session.ts';

/**
 * Typed functions for every call of spec section 7 plus logout and password reset.
 * Calls that issue tokens (fakeAuth, login, createAccount, googleVerificationCode, refresh) store the
 * new session in the token store; logout always clears it.
 */
export function createEndpoints(http: HttpClient, store: TokenStore) {
  function keep<T extends TokenResponse | FakeAuthResponse>(tokens: T): T {
    store.set(tokens);
    return tokens;
  }
  // Calls that establish or end a session never trigger a refresh on 401.
  const noRefresh = { refresh: false } as const;

  return {
    /** Guest session (token type other than 'lk') for anonymous flows that save drafts. */
    fakeAuth: async (opts: CallOptions = {}): Promise<FakeAuthResponse> =>
      keep(
        await http.request('POST', API_PATHS.fakeAuth, {
          ...opts,
          ...noRefresh,
          body: {},
          schema: FakeAuthResponseSchema,
        }),
      ),

    /** Google sign-in, step 1: the provider's authorization URL. */
    socialAuth: (query: SocialAuthQuery, opts: CallOptions = {}): Promise<SocialAuthResponse> =>
      http.request('GET', API_PATHS.socialAuth, { ...opts, query, schema: SocialAuthResponseSchema }),

    /** Google sign-in, step 2: exchange the provider's code for tokens. Sent without the auth header. */
    googleVerificationCode: async (
      query: GoogleVerificationQuery,
      opts: CallOptions = {},
    ): Promise<TokenResponse> =>
      keep(
        await http.request('GET', API_PATHS.googleVerificationCode, {
          ...opts,
          auth: false,
          query,
          schema: TokenResponseSchema,
        }),
      ),

    login: async (body: LoginRequest, opts: CallOptions = {}): Promise<TokenResponse> =>
      keep(
        await http.request('POST', API_PATHS.login, {
          ...opts,
          ...noRefresh,
          body,
          schema: TokenResponseSchema,
        }),
      ),

    /** Raw refresh call (stores the rotated session). Prefer `refreshSession()`, which is single-flight. */
    refresh: async (body: RefreshRequest, opts: CallOptions = {}): Promise<TokenResponse> =>
      keep(
        await http.request('POST', API_PATHS.refresh, {
          ...opts,
          auth: false,
          body,
          schema: TokenResponseSchema,
        }),
      ),

    /** Revokes the refresh token (default: the stored one) and clears the session, even when the call fails. */
    logout: async (body?: LogoutRequest, opts: CallOptions = {}): Promise<SuccessResponse> => {
      const refreshToken = body?.refresh_token ?? store.get()?.refresh_token;
      try {
        if (!refreshToken) return { success: true };
        return await http.request('POST', API_PATHS.logout, {
          ...opts,
          ...noRefresh,
          body: { refresh_token: refreshToken },
          schema: SuccessResponseSchema,
        });
      } finally {
        store.clear();
      }
    },

    forgotPassword: (body: ForgotPasswordRequest, opts: CallOptions = {}): Promise<SuccessResponse> =>
      http.request('POST', API_PATHS.forgotPassword, {
        ...opts,
        ...noRefresh,
        body,
        schema: SuccessResponseSchema,
      }),

    resetPassword: (body: ResetPasswordRequest, opts: CallOptions = {}): Promise<SuccessResponse> =>
      http.request('POST', API_PATHS.resetPassword, {
        ...opts,
        ...noRefresh,
        body,
        schema: SuccessResponseSchema,
      }),

    /** Profile plus status (default 1). Shows the loader unless `loader: false` is passed. */
    userInfo: (opts: CallOptions = {}): Promise<UserInfoResponse> =>
      http.request('GET', API_PATHS.userInfo, { loader: true, ...opts, schema: UserInfoResponseSchema }),

    changeName: (body: ChangeNameRequest, opts: CallOptions = {}): Promise<SuccessResponse> =>
      http.request('PUT', API_PATHS.changeName, { ...opts, body, schema: SuccessResponseSchema }),

    changeEmail: (body: ChangeEmailRequest, opts: CallOptions = {}): Promise<SuccessResponse> =>
      http.request('PUT', API_PATHS.changeEmail, { ...opts, body, schema: SuccessResponseSchema }),

    /** Emails a six-digit code; the answer says when a new one may be asked for and how long it works. */
    sendEmailVerify: (
      body: SendEmailVerifyRequest,
      opts: CallOptions = {},
    ): Promise<SendEmailVerifyResponse> =>
      http.request('POST', API_PATHS.sendEmailVerify, {
        ...opts,
        body,
        schema: SendEmailVerifyResponseSchema,
      }),

    confirmEmail: (body: ConfirmEmailRequest, opts: CallOptions = {}): Promise<SuccessResponse> =>
      http.request('POST', API_PATHS.confirmEmail, { ...opts, body, schema: SuccessResponseSchema }),

    /** Short quiz, last step: creates the account of the verified email and stores the new session. */
    createAccount: async (body: CreateAccountRequest, opts: CallOptions = {}): Promise<TokenResponse> =>
      keep(
        await http.request('POST', API_PATHS.createAccount, {
          ...opts,
          ...noRefresh,
          body,
          schema: TokenResponseSchema,
        }),
      ),

    resendSms: (body: ResendSmsRequest, opts: CallOptions = {}): Promise<SuccessResponse> =>
      http.request('POST', API_PATHS.resendSms, { ...opts, body, schema: SuccessResponseSchema }),

    confirmPhone: (body: ConfirmPhoneRequest, opts: CallOptions = {}): Promise<SuccessResponse> =>
      http.request('POST', API_PATHS.confirmPhone, { ...opts, body, schema: SuccessResponseSchema }),

    /** change_phone exists as POST (default) and PUT. */
    changePhone: (
      body: ChangePhoneRequest,
      opts: CallOptions & { method?: 'POST' | 'PUT' } = {},
    ): Promise<SuccessResponse> => {
      const { method = 'POST', ...rest } = opts;
      return http.request(method, API_PATHS.changePhone, { ...rest, body, schema: SuccessResponseSchema });
    },

    contactUs: (body: ContactUsRequest, opts: CallOptions = {}): Promise<SuccessResponse> =>
      http.request('POST', API_PATHS.contactUs, { ...opts, body, schema: SuccessResponseSchema }),

    /** Our own call (the spec leaves it unshown): an application to the affiliate program. */
    affiliateApply: (body: AffiliateApplicationRequest, opts: CallOptions = {}): Promise<SuccessResponse> =>
      http.request('POST', API_PATHS.affiliateApplication, { ...opts, body, schema: SuccessResponseSchema }),

    /** Our own calls: flow drafts and their idempotent submit. */
    ...createDraftEndpoints(http),
  };
}

export type ApiEndpoints = ReturnType<typeof createEndpoints>;
