import { errorMessage } from '@northgate/api-client';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { serverErrorsAtom } from '../state/messages.ts';
import { isAuthenticatedAtom, profileAtom, toProfile } from './session-atoms.ts';
import { loadApi } from './load-api.ts';

/** Loads the borrower's profile (user_info, with the loader overlay) whenever a signed-in session starts. */
export function useProfileLoader(): void {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const setProfile = useSetAtom(profileAtom);
  const setServerErrors = useSetAtom(serverErrorsAtom);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    loadApi()
      .then((api) => api.userInfo({ signal: controller.signal }))
      .then((info) => setProfile(toProfile(info)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setServerErrors(errorMessage(error));
      });
    return () => controller.abort();
  }, [signedIn, setProfile, setServerErrors]);
}
