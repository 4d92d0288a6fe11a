import { useCallback } from 'react';
import { useNavigateTo } from '../navigation/navigation.tsx';
import { loadApi } from './load-api.ts';

/** Log Out revokes the refresh family on the server, clears the session and returns home. */
export function useLogout(): () => Promise<void> {
  const navigateTo = useNavigateTo();
  return useCallback(async () => {
    const api = await loadApi();
    try {
      await api.logout();
    } catch {
      // logout() clears the local session whatever the server said; nothing else to tell the borrower.
    }
    navigateTo('/');
  }, [navigateTo]);
}
