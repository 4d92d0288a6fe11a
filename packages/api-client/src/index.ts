import { createEndpoints, type ApiEndpoints } from './endpoints.ts';
import { createHttpClient, type ApiClientOptions, type HttpClient } from './http.ts';
import { isAuthenticated, type TokenStore } from './session.ts';

export interface ApiClient extends ApiEndpoints, HttpClient {
  readonly tokenStore: TokenStore;
  /** True when the stored session is a signed-in one (token present and type 'lk'). */
  isAuthenticated(): boolean;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttpClient(options);
  return {
    ...createEndpoints(http, options.tokenStore),
    request: http.request,
    refreshSession: http.refreshSession,
    tokenStore: options.tokenStore,
    isAuthenticated: () => isAuthenticated(options.tokenStore.get()),
  };
}

export { readCookie, isSameOrigin } from './csrf.ts';
export { callEndpoint, type CallSettings } from './call.ts';
export type { ApiEndpoints } from './endpoints.ts';
export {
  ApiError,
  NETWORK_ERROR,
  SERVER_ERROR,
  errorMessage,
  isAbortError,
  messageFromBody,
} from './errors.ts';
export type { ApiErrorInit } from './errors.ts';
export type {
  ApiClientOptions,
  CallOptions,
  HttpClient,
  HttpMethod,
  RefreshCallOptions,
  RequestOptions,
} from './http.ts';
export { buildQuery, encodeRfc3986 } from './query.ts';
export type { QueryParams, QueryValue } from './query.ts';
export { REFRESH_LOCK_NAME, type RefreshLock } from './refresh.ts';
export {
  SessionSchema,
  createMemoryTokenStore,
  createStorageTokenStore,
  isAuthenticated,
  toSession,
} from './session.ts';
export type { Session, SessionListener, StorageLike, TokenStore } from './session.ts';
export {
  STAFF_SESSION_KEY,
  createStaffApiClient,
  createStaffEndpoints,
  isStaffSession,
} from './staff-client.ts';
export type { StaffApiClient, StaffEndpoints } from './staff-client.ts';
