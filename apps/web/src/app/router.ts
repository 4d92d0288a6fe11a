import { pages } from '@northgate/site-config';
import { setSessionExpiredHandler } from '../session/session-store.ts';
import { createAppRouter } from './create-router.ts';

export const router = createAppRouter();

// A failed refresh clears the session (in the API client) and sends the browser to /login.
setSessionExpiredHandler(() => {
  void router.navigate({ to: pages.login.path });
});
