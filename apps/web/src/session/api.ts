import { createApiClient, errorMessage } from '@northgate/api-client';
import { loadingCountAtom, serverErrorsAtom } from '../state/messages.ts';
import { appStore } from '../state/store.ts';
import { onSessionExpired, tokenStore } from './session-store.ts';

export const api = createApiClient({
  tokenStore,
  onSessionExpired,
  onLoadingChange: (loading) => appStore.set(loadingCountAtom, (n) => Math.max(0, n + (loading ? 1 : -1))),
});

/** Shows a failed call's message as an error toast, in the spec's catalogue order. Returns the text. */
export function reportError(error: unknown): string {
  const message = errorMessage(error);
  appStore.set(serverErrorsAtom, message);
  return message;
}
