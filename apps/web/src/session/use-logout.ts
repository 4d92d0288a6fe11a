import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { loadApi } from './load-api.ts';

/** Log Out revokes the refresh family on the server, clears the session and returns home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const api = await loadApi();
    try {
      await api.logout();
    } catch {
      // logout() clears the local session whatever the server said; nothing else to tell the borrower.
    }
    await navigate({ to: '/' });
  }, [navigate]);
}
