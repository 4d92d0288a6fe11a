import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { loadApi } from '../../../session/load-api.ts';
import { profileAtom, toProfile } from '../../../session/session-atoms.ts';

/** Reads user_info again (without the loader overlay) so the header card shows the change at once. */
export function useRefreshProfile() {
  const setProfile = useSetAtom(profileAtom);
  return useCallback(async () => {
    const api = await loadApi();
    setProfile(toProfile(await api.userInfo({ loader: false })));
  }, [setProfile]);
}

/** Where each edit screen keeps the code it sent, for its verify screen (sessionStorage). */
export const EMAIL_CODE_KEY = 'northgate.profile.emailCode';
export const PHONE_CODE_KEY = 'northgate.profile.phoneCode';
