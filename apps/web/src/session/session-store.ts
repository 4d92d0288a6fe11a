import { createMemoryTokenStore, createStorageTokenStore } from '@northgate/api-client';
import { BORROWER_SESSION_KEY, pages } from '@northgate/site-config';
import { appStore } from '../state/store.ts';
import { profileAtom, sessionAtom } from './session-atoms.ts';

/**
 * The session lives in localStorage (docs/product/product-spec.md §3) and is mirrored into jotai for the UI.
 * This module is small on purpose: it loads with every page, while the API client itself
 * (`loadApi`) loads only when a page makes a call. The build-time prerender runs without a
 * browser and therefore without a session.
 */
export const tokenStore =
  typeof window === 'undefined'
    ? createMemoryTokenStore()
    : createStorageTokenStore(window.localStorage, BORROWER_SESSION_KEY);
tokenStore.subscribe?.((session) => {
  appStore.set(sessionAtom, session);
  if (!session) appStore.set(profileAtom, null);
});

/**
 * Shows the stored session in the UI. boot.tsx calls it before the first render, or, on a page
 * prerendered without a session, right after hydration: until then the UI must match that HTML.
 */
export function restoreSession(): void {
  appStore.set(sessionAtom, tokenStore.get());
}

/** Where the browser goes after the session could not be refreshed; the router replaces it. */
let sessionExpiredHandler: () => void = () => window.location.assign(pages.login.path);
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}
export function onSessionExpired(): void {
  sessionExpiredHandler();
}
