import { createApiClient, type ApiClient } from '../index.ts';
import type { ApiClientOptions } from '../http.ts';
import { createMemoryTokenStore, type Session, type TokenStore } from '../session.ts';
import { startTestServer, type Handler, type TestServer } from './test-server.ts';

export const OLD_SESSION: Session = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'lk',
};
export const NEW_SESSION: Session = {
  access_token: 'access-2',
  refresh_token: 'refresh-2',
  token_type: 'lk',
};

/** What the API answers a sign-in or refresh with: the session plus its lifetime. */
export const tokenAnswer = (session: Session) => ({ ...session, expires_in: 900 });

export interface Harness {
  server: TestServer;
  client: ApiClient;
  store: TokenStore;
  expired: number;
  loading: boolean[];
}

/** Starts a server and a client pointed at it; the page origin is the server's, so CSRF applies. */
export async function createHarness(
  handler: Handler,
  options: { session?: Session | null } & Partial<
    Omit<ApiClientOptions, 'tokenStore' | 'onSessionExpired'>
  > = {},
): Promise<Harness> {
  const { session = OLD_SESSION, ...rest } = options;
  const server = await startTestServer(handler);
  const store = createMemoryTokenStore(session);
  const harness: Harness = {
    server,
    store,
    expired: 0,
    loading: [],
    client: undefined as unknown as ApiClient,
  };
  harness.client = createApiClient({
    baseUrl: server.url,
    origin: server.url,
    tokenStore: store,
    onSessionExpired: () => {
      harness.expired += 1;
    },
    onLoadingChange: (value) => harness.loading.push(value),
    getCsrfToken: () => null,
    ...rest,
  });
  return harness;
}
