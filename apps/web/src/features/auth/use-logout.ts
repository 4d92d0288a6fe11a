import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { api } from './api.ts';

/** Log Out revokes the refresh family on the server, clears the session and returns home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.logout();
    } catch {
      // The session is cleared locally whatever the server said; nothing else to tell the borrower.
    }
    await navigate({ to: '/' });
  }, [navigate]);
}
