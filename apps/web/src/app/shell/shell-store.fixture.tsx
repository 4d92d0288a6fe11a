import { Provider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { sessionAtom, toProfile, profileAtom } from '../../session/session-atoms.ts';

/** Dana, the demo borrower of the README, as user_info describes her. */
export const demoProfile = toProfile({
  first_name: 'Dana',
  last_name: 'Demo',
  email: 'demo@borrower.test',
  cell_phone: '(212) 555-0199',
  cell_phone_verified: true,
  status: 1,
});

/**
 * A jotai store of its own around a story (stories and tests only): signed in as the demo borrower,
 * or signed out; `prepare` sets any other atom (messages, the loader) before the first render.
 */
export function ShellStore({
  signedIn = false,
  prepare,
  children,
}: {
  signedIn?: boolean;
  prepare?: (store: ReturnType<typeof createStore>) => void;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const created = createStore();
    if (signedIn) {
      created.set(sessionAtom, {
        access_token: 'story-access',
        refresh_token: 'story-refresh',
        token_type: 'lk',
      });
      created.set(profileAtom, demoProfile);
    }
    prepare?.(created);
    return created;
  });
  return <Provider store={store}>{children}</Provider>;
}
