import { CHANGE_CHANNELS, type ChangeListener } from '../../db/change-notifications.ts';
import type { SessionService } from './sessions.ts';
import type { UserService } from './users.ts';

/**
 * Routes the database's change notifications to this process's caches (ADR 0030): a changed
 * account or application forgets that borrower's `user_info`, an ended session its "active".
 * While notifications may be missed, neither cache keeps anything.
 */
export function cacheInvalidation(sessions: SessionService, users: UserService): ChangeListener {
  const caches = [sessions.validity, users.profiles];
  return {
    changed(channel, id) {
      if (channel === CHANGE_CHANNELS.userInfo) users.profiles.forget(id);
      else sessions.validity.forget(id);
    },
    lost() {
      for (const cache of caches) cache.suspend();
    },
    resumed() {
      for (const cache of caches) cache.resume();
    },
  };
}
