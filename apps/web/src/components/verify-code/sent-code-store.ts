/**
 * When a code was last sent to a target (a number or an address), kept for the browser tab
 * (sessionStorage) under a key of each screen: coming back to the screen or reloading within
 * the code's lifetime reuses the code instead of asking for a new one, and the resend countdown
 * carries on where it was.
 */
export interface SentCodeRecord {
  /** What the code was asked for, as the screen names it (digits of a number, an address). */
  readonly target: string;
  /** Where it went, as the server says it ("(212) 555-0199"). */
  readonly sentTo: string;
  /** Epoch ms. */
  readonly sentAt: number;
  readonly resendAfterSeconds: number;
  readonly expiresInSeconds: number;
  /** The server accepted a code for this target. */
  readonly verified?: boolean;
  /** False while the message had not gone out (the outbox keeps trying). */
  readonly delivered?: boolean;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSentCodeRecord(key: string, target: string, now = Date.now()): SentCodeRecord | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const sent = JSON.parse(raw) as Partial<SentCodeRecord>;
    if (
      sent.target !== target ||
      typeof sent.sentTo !== 'string' ||
      typeof sent.sentAt !== 'number' ||
      typeof sent.resendAfterSeconds !== 'number' ||
      typeof sent.expiresInSeconds !== 'number'
    ) {
      return null;
    }
    if (sent.verified === true) return sent as SentCodeRecord;
    return now < sent.sentAt + sent.expiresInSeconds * 1000 ? (sent as SentCodeRecord) : null;
  } catch {
    return null;
  }
}

export function rememberSentCodeRecord(key: string, sent: SentCodeRecord): void {
  storage()?.setItem(key, JSON.stringify(sent));
}

export function forgetSentCodeRecord(key: string): void {
  storage()?.removeItem(key);
}

/** The last code this screen sent, whatever it was for (a verify screen that follows the page that sent it). */
export function peekSentCodeRecord(key: string, now = Date.now()): SentCodeRecord | null {
  try {
    const raw = storage()?.getItem(key);
    const target = raw ? (JSON.parse(raw) as Partial<SentCodeRecord>).target : undefined;
    return typeof target === 'string' ? readSentCodeRecord(key, target, now) : null;
  } catch {
    return null;
  }
}
