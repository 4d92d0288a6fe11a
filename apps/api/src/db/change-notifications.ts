/**
 * What the triggers of migration 0010 announce with NOTIFY once a write commits (ADR 0030); the
 * payload is the id whose cached answers are stale.
 */
export const CHANGE_CHANNELS = {
  /** A user id: their account or one of their applications changed (user_info's answer). */
  userInfo: 'user_info_changed',
  /** A session id: the session was revoked or deleted. */
  sessionEnded: 'session_ended',
} as const;

export type ChangeChannel = (typeof CHANGE_CHANNELS)[keyof typeof CHANGE_CHANNELS];

/** Told about every change notification; and when some may have been missed and when they flow again. */
export interface ChangeListener {
  changed(channel: ChangeChannel, id: string): void;
  /** The connection that receives notifications is gone: changes may go unseen until `resumed`. */
  lost(): void;
  /** Listening again (also the first time): nothing committed from now on goes unseen. */
  resumed(): void;
}

export const ALL_CHANGE_CHANNELS: readonly ChangeChannel[] = Object.values(CHANGE_CHANNELS);

export function isChangeChannel(channel: string): channel is ChangeChannel {
  return (ALL_CHANGE_CHANNELS as readonly string[]).includes(channel);
}
