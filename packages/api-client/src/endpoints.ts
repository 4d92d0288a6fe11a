import {
  endpoints,
  type Endpoint,
  type EndpointInput,
  type FakeAuthResponse,
  type SuccessResponse,
  type TokenResponse,
} from '@northgate/contracts';
import { callEndpoint, type CallSettings } from './call.ts';
import { createDocumentEndpoints } from './documents.ts';
import { createDraftEndpoints } from './drafts.ts';
import type { CallOptions, HttpClient } from './http.ts';
import { createMyApplicationEndpoints } from './my-applications.ts';
import { createPasskeyEndpoints } from './passkeys.ts';
import { createPipelineEndpoints } from './pipeline.ts';
import { toSession, type TokenStore } from './session.ts';

type Body<E extends Endpoint> = EndpointInput<E> extends { body: infer B } ? B : never;
type Query<E extends Endpoint> = EndpointInput<E> extends { query: infer Q } ? Q : never;

/**
 * Typed functions for every call of docs/product/product-spec.md §7 plus logout, password reset and our own calls,
 * each one entry of the contracts' endpoint table. Calls that issue tokens (fakeAuth, login,
 * createAccount, googleVerificationCode, passkeySignIn, refresh) store the new session; logout always clears it.
 */
export function createEndpoints(http: HttpClient, store: TokenStore) {
  const call = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, settings: CallSettings = {}) =>
    callEndpoint(http, endpoint, input, settings);
  function keep<T extends TokenResponse | FakeAuthResponse>(tokens: T): T {
    store.set(toSession(tokens));
    return tokens;
  }
  // Calls that establish or end a session never trigger a refresh on 401.
  const noRefresh = { refresh: false } as const;

  return {
    /** Guest session (token type other than 'lk') for anonymous flows that save drafts. */
    fakeAuth: async (opts: CallOptions = {}) =>
      keep(await call(endpoints.fakeAuth, {}, { ...opts, ...noRefresh })),

    /** Google sign-in, step 1: the provider's authorization URL. */
    socialAuth: (query: Query<typeof endpoints.socialAuth>, opts: CallOptions = {}) =>
      call(endpoints.socialAuth, { query }, opts),

    /** Google sign-in, step 2: exchange the provider's code for tokens. Sent without the auth header. */
    googleVerificationCode: async (
      query: Query<typeof endpoints.googleVerificationCode>,
      opts: CallOptions = {},
    ) => keep(await call(endpoints.googleVerificationCode, { query }, { ...opts, auth: false })),

    login: async (body: Body<typeof endpoints.login>, opts: CallOptions = {}) =>
      keep(await call(endpoints.login, { body }, { ...opts, ...noRefresh })),

    /** Raw refresh call (stores the rotated session). Prefer `refreshSession()`, which is single-flight. */
    refresh: async (body: Body<typeof endpoints.refresh>, opts: CallOptions = {}) =>
      keep(await call(endpoints.refresh, { body }, { ...opts, auth: false })),

    /** Revokes the refresh token (default: the stored one) and clears the session, even when the call fails. */
    logout: async (
      body?: Body<typeof endpoints.logout>,
      opts: CallOptions = {},
    ): Promise<SuccessResponse> => {
      const refreshToken = body?.refresh_token ?? store.get()?.refresh_token;
      try {
        if (!refreshToken) return { success: true };
        return await call(
          endpoints.logout,
          { body: { refresh_token: refreshToken } },
          { ...opts, ...noRefresh },
        );
      } finally {
        store.clear();
      }
    },

    forgotPassword: (body: Body<typeof endpoints.forgotPassword>, opts: CallOptions = {}) =>
      call(endpoints.forgotPassword, { body }, { ...opts, ...noRefresh }),

    resetPassword: (body: Body<typeof endpoints.resetPassword>, opts: CallOptions = {}) =>
      call(endpoints.resetPassword, { body }, { ...opts, ...noRefresh }),

    /** Profile plus status (default 1). Shows the loader unless `loader: false` is passed. */
    userInfo: (opts: CallOptions = {}) => call(endpoints.userInfo, {}, { loader: true, ...opts }),

    changeName: (body: Body<typeof endpoints.changeName>, opts: CallOptions = {}) =>
      call(endpoints.changeName, { body }, opts),

    changeEmail: (body: Body<typeof endpoints.changeEmail>, opts: CallOptions = {}) =>
      call(endpoints.changeEmail, { body }, opts),

    /** Emails a six-digit code; the answer says when a new one may be asked for and how long it works. */
    sendEmailVerify: (body: Body<typeof endpoints.sendEmailVerify>, opts: CallOptions = {}) =>
      call(endpoints.sendEmailVerify, { body }, opts),

    /** The email code this session waits for and whether it went out (a reloaded page; no code is sent). */
    emailCodeWaiting: (opts: CallOptions = {}) => call(endpoints.emailCodeWaiting, {}, opts),

    /** The texted code the account waits for and whether it went out (a reloaded page; nothing is sent). */
    phoneCodeWaiting: (opts: CallOptions = {}) => call(endpoints.phoneCodeWaiting, {}, opts),

    confirmEmail: (body: Body<typeof endpoints.confirmEmail>, opts: CallOptions = {}) =>
      call(endpoints.confirmEmail, { body }, opts),

    /** Short quiz, last step: creates the account of the verified email and stores the new session. */
    createAccount: async (body: Body<typeof endpoints.createAccount>, opts: CallOptions = {}) =>
      keep(await call(endpoints.createAccount, { body }, { ...opts, ...noRefresh })),

    resendSms: (body: Body<typeof endpoints.resendSms>, opts: CallOptions = {}) =>
      call(endpoints.resendSms, { body }, opts),

    confirmPhone: (body: Body<typeof endpoints.confirmPhone>, opts: CallOptions = {}) =>
      call(endpoints.confirmPhone, { body }, opts),

    /** change_phone POST: texts a code to the number (a change, or the current number confirmed). */
    changePhone: (body: Body<typeof endpoints.changePhone>, opts: CallOptions = {}) =>
      call(endpoints.changePhone, { body }, opts),

    /** change_phone PUT: the texted code; the account takes the number, verified. */
    confirmPhoneChange: (body: Body<typeof endpoints.changePhonePut>, opts: CallOptions = {}) =>
      call(endpoints.changePhonePut, { body }, opts),

    contactUs: (body: Body<typeof endpoints.contactUs>, opts: CallOptions = {}) =>
      call(endpoints.contactUs, { body }, opts),

    /** Our own call (the spec leaves it unshown): an application to the affiliate program. */
    affiliateApply: (body: Body<typeof endpoints.affiliateApplication>, opts: CallOptions = {}) =>
      call(endpoints.affiliateApplication, { body }, opts),

    /** Our own call: which optional features the server offers (Google sign-in, phone verification). */
    features: (opts: CallOptions = {}) =>
      call(endpoints.features, {}, { ...opts, auth: false, refresh: false }),

    /** Our own call: the city, state and county of a five-digit ZIP (404 when it is not a US ZIP). */
    zipCode: (zip: string, opts: CallOptions = {}) =>
      call(endpoints.zipCode, { query: { zip } }, { ...opts, auth: false, refresh: false }),

    /** Our own calls: flow drafts and their idempotent submit. */
    ...createDraftEndpoints(http),

    /** Our own calls: the profile's lists of unfinished and submitted applications. */
    ...createMyApplicationEndpoints(http),
    /** Our own calls: the borrower's uploaded documents. */
    ...createDocumentEndpoints(http),
    /** Our own calls: the loan pipeline (an application's status and timeline, offers, document requests). */
    ...createPipelineEndpoints(http),
    /** Our own calls: passkey sign-in and the profile's passkeys. */
    ...createPasskeyEndpoints(http, keep),
  };
}

export type ApiEndpoints = ReturnType<typeof createEndpoints>;
