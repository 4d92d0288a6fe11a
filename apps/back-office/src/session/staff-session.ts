import {
  STAFF_SESSION_KEY,
  createMemoryTokenStore,
  createStaffApiClient,
  createStorageTokenStore,
  type StaffApiClient,
  type TokenStore,
} from '@northgate/api-client';

export type StaffClient = StaffApiClient;

/**
 * The browser's staff session lives under a key of its own (STAFF_SESSION_KEY): a staff session
 * and a borrower session in the same browser never overwrite each other (ADR 0017).
 */
export function browserTokenStore(): TokenStore {
  return typeof window === 'undefined'
    ? createMemoryTokenStore()
    : createStorageTokenStore(window.localStorage, STAFF_SESSION_KEY);
}

export function createStaffClient(options: {
  tokenStore: TokenStore;
  onSessionExpired: () => void;
  fetch?: typeof fetch;
  baseUrl?: string;
}): StaffClient {
  return createStaffApiClient(options);
}
