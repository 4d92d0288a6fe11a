import { useEffect } from 'react';
import * as listStyles from '../applications/applications.css.ts';
import { useRefreshProfile } from '../edit/profile-refresh.ts';
import { statusOfCode, statusText } from './status-code.ts';

/**
 * The spec's application status item: the profile's applicationStatus (user_info.status, the
 * borrower's latest submitted application) in words, read through the contracts' codes table.
 */
export function ApplicationStatusItem({ code }: { readonly code: number }) {
  const status = statusOfCode(code);
  if (status === null) return <>No application sent yet</>;
  return <span className={listStyles.status}>{statusText(status).label}</span>;
}

/** Reads user_info again on arrival: staff may have moved the application since sign-in. */
export function useFreshApplicationStatus() {
  const refresh = useRefreshProfile();
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);
}
