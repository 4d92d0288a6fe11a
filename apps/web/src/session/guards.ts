import { isAuthenticated } from '@northgate/api-client';
import { pages } from '@northgate/site-config';
import { redirect } from '@tanstack/react-router';
import { isAccessTokenExpired } from './access-token.ts';
import { tokenStore } from './session-store.ts';
import { loadApi } from './load-api.ts';

/**
 * Product spec §2 (docs/product/product-spec.md): a login-required route without a session first tries a token refresh.
 * On success navigation continues; otherwise the visitor goes to /login and comes back after.
 * An access token that says it has expired counts as no session, so the refresh happens first.
 */
export async function requireSession({ location }: { location: { href: string } }): Promise<void> {
  const session = tokenStore.get();
  if (isAuthenticated(session) && !isAccessTokenExpired(session!.access_token)) return;
  const refreshed = session?.refresh_token ? await (await loadApi()).refreshSession() : null;
  if (isAuthenticated(refreshed)) return;
  throw redirect({ to: pages.login.path, search: { redirect: location.href } });
}

/** A signed-in visitor who opens /login/ is sent to the home page (product spec §2). */
export function redirectSignedIn(): void {
  if (isAuthenticated(tokenStore.get())) throw redirect({ to: '/' });
}
