import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { profileAtom } from '../../../session/session-atoms.ts';
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

/**
 * Reads user_info again on arrival when the profile was loaded earlier in this visit: staff may
 * have moved the application since. On a fresh page load the profile loader is reading it already.
 */
export function useFreshApplicationStatus() {
  const refresh = useRefreshProfile();
  const loadedEarlier = useRef(useAtomValue(profileAtom) !== null);
  useEffect(() => {
    if (loadedEarlier.current) refresh().catch(() => undefined);
  }, [refresh]);
}
