import { createApiClient, createStorageTokenStore, errorMessage } from '@northgate/api-client';
import { pages } from '@northgate/site-config';
import { loadingCountAtom, serverErrorsAtom } from '../../state/messages.ts';
import { appStore } from '../../state/store.ts';
import { profileAtom, sessionAtom } from './session-atoms.ts';

/** The session lives in localStorage (spec section 3) and is mirrored into jotai for the UI. */
export const tokenStore = createStorageTokenStore(window.localStorage);
appStore.set(sessionAtom, tokenStore.get());
tokenStore.subscribe?.((session) => {
  appStore.set(sessionAtom, session);
  if (!session) appStore.set(profileAtom, null);
});

/** Where the browser goes after the session could not be refreshed; set by the router module. */
let goToLogin: () => void = () => window.location.assign(pages.login.path);
export function setSessionExpiredHandler(handler: () => void): void {
  goToLogin = handler;
}

export const api = createApiClient({
  tokenStore,
  onSessionExpired: () => goToLogin(),
  onLoadingChange: (loading) => appStore.set(loadingCountAtom, (n) => Math.max(0, n + (loading ? 1 : -1))),
});

/** Shows a failed call's message as an error toast, in the spec's catalogue order. Returns the text. */
export function reportError(error: unknown): string {
  const message = errorMessage(error);
  appStore.set(serverErrorsAtom, message);
  return message;
}
