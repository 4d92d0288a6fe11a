import { endpoints, type EndpointInput, type TokenResponse } from '@northgate/contracts';
import { callEndpoint } from './call.ts';
import type { CallOptions, HttpClient } from './http.ts';

type AddBody = EndpointInput<typeof endpoints.addPasskey>['body'];
type SignInBody = EndpointInput<typeof endpoints.passkeySignIn>['body'];

/**
 * Passkeys (docs/decisions/0058-borrower-passkeys.md): signing in with one, which stores the new
 * session like a password sign-in (`keep`), and the profile's list, add, rename and remove.
 */
export function createPasskeyEndpoints(http: HttpClient, keep: (tokens: TokenResponse) => TokenResponse) {
  const noRefresh = { refresh: false } as const;
  return {
    /** Sign-in, step 1: a challenge for navigator.credentials.get(); names no account. */
    passkeySignInOptions: (opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.passkeySignInOptions, {}, { ...opts, ...noRefresh }),

    /** Sign-in, step 2: the signed challenge; stores the session a password sign-in would. */
    passkeySignIn: async (body: SignInBody, opts: CallOptions = {}) =>
      keep(await callEndpoint(http, endpoints.passkeySignIn, { body }, { ...opts, ...noRefresh })),

    /** The signed-in borrower's passkeys, oldest first. */
    listPasskeys: (opts: CallOptions = {}) => callEndpoint(http, endpoints.listPasskeys, {}, opts),

    /** Adding, step 1: a challenge for navigator.credentials.create(). */
    passkeyRegistrationOptions: (opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.passkeyRegistrationOptions, {}, opts),

    /** Adding, step 2: the new credential and its name; answers every passkey. */
    addPasskey: (body: AddBody, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.addPasskey, { body }, opts),

    renamePasskey: (passkeyId: string, name: string, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.renamePasskey, { params: { passkeyId }, body: { name } }, opts),

    /** Answers the passkeys that remain. */
    removePasskey: (passkeyId: string, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.removePasskey, { params: { passkeyId } }, opts),
  };
}
