import { createMemoryTokenStore } from '../session.ts';
import { createStaffApiClient } from '../staff-client.ts';
import type { TestServer } from './test-server.ts';

/**
 * A back-office client of `server`, signed in with a staff session unless `signedIn` is false
 * (a sign-in test). `onSessionExpired` counts into the returned `expired`.
 */
export function staffClientFor(server: TestServer, { signedIn = true }: { signedIn?: boolean } = {}) {
  const tokenStore = createMemoryTokenStore();
  if (signedIn)
    tokenStore.set({ access_token: 'staff-access-1', refresh_token: 'staff-refresh-1', token_type: 'staff' });
  const counts = { expired: 0 };
  const client = createStaffApiClient({
    baseUrl: server.url,
    origin: server.url,
    tokenStore,
    onSessionExpired: () => (counts.expired += 1),
    getCsrfToken: () => null,
  });
  return { client, tokenStore, counts };
}
