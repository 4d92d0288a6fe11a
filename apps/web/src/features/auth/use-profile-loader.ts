import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { api, reportError } from './api.ts';
import { isAuthenticatedAtom, profileAtom, toProfile } from './session-atoms.ts';

/** Loads the borrower's profile (user_info, with the loader overlay) whenever a signed-in session starts. */
export function useProfileLoader(): void {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const setProfile = useSetAtom(profileAtom);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    api
      .userInfo({ signal: controller.signal })
      .then((info) => setProfile(toProfile(info)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) reportError(error);
      });
    return () => controller.abort();
  }, [signedIn, setProfile]);
}
