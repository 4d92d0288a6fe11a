import { API_PATHS } from '@northgate/contracts';
import { createContext, useContext } from 'react';

/**
 * When the staff member last made a request, as the API counts activity (ADR 0055): every staff
 * call but a refresh or a logout. The back office counts down its idle warning from it.
 */
export interface ActivityTracker {
  /** ms since the epoch of the last request that counts. */
  lastAt(): number;
  record(at?: number): void;
}

export function createActivityTracker(now: () => number = Date.now): ActivityTracker {
  let last = now();
  return {
    lastAt: () => last,
    record: (at = now()) => {
      last = Math.max(last, at);
    },
  };
}

/** Calls that are no activity of the staff member: the client refreshes on its own, and logout ends it. */
const NOT_ACTIVITY: readonly string[] = [API_PATHS.staffRefresh, API_PATHS.staffLogout];

/** A `fetch` that records each staff request that counts as activity when it is sent. */
export function activityRecordingFetch(
  tracker: ActivityTracker,
  inner: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://back-office.invalid').pathname;
    if (path.startsWith('/staff/api/') && !NOT_ACTIVITY.includes(path)) tracker.record();
    return inner(input, init);
  };
}

/** The browser's tracker; tests and stories get one of their own by default. */
export const ActivityContext = createContext<ActivityTracker>(createActivityTracker());

export const useActivity = () => useContext(ActivityContext);
