import type { StaffMember } from '@northgate/contracts';
import { createContext, useContext } from 'react';
import type { StaffClient } from './staff-session.ts';

/** The staff API client; the app provides the browser's, tests and stories their own. */
export const StaffClientContext = createContext<StaffClient | null>(null);

export function useStaffClient(): StaffClient {
  const client = useContext(StaffClientContext);
  if (!client) throw new Error('useStaffClient needs a StaffClientContext provider');
  return client;
}

/** The signed-in staff member, loaded by the signed-in layout. */
export const StaffMemberContext = createContext<StaffMember | null>(null);

export function useStaffMember(): StaffMember {
  const member = useContext(StaffMemberContext);
  if (!member) throw new Error('useStaffMember is only available on signed-in pages');
  return member;
}
