/**
 * When a code was last sent to an email, kept for the browser tab (sessionStorage): arriving
 * on the step again or reloading within its lifetime reuses the code instead of asking for
 * a new one, and the resend countdown carries on where it was.
 */
export interface SentCode {
  readonly email: string;
  /** Epoch ms. */
  readonly sentAt: number;
  readonly resendAfterSeconds: number;
  readonly expiresInSeconds: number;
  /** confirm_email accepted a code for this email in this guest session. */
  readonly verified?: boolean;
  /** False while the email had not gone out (the outbox keeps trying). */
  readonly delivered?: boolean;
}

const KEY = 'northgate.quiz.emailCode';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSentCode(email: string, now = Date.now()): SentCode | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const sent = JSON.parse(raw) as Partial<SentCode>;
    if (
      sent.email !== email ||
      typeof sent.sentAt !== 'number' ||
      typeof sent.resendAfterSeconds !== 'number' ||
      typeof sent.expiresInSeconds !== 'number'
    ) {
      return null;
    }
    if (sent.verified === true) return sent as SentCode;
    return now < sent.sentAt + sent.expiresInSeconds * 1000 ? (sent as SentCode) : null;
  } catch {
    return null;
  }
}

export function rememberSentCode(sent: SentCode): void {
  storage()?.setItem(KEY, JSON.stringify(sent));
}

export function forgetSentCode(): void {
  storage()?.removeItem(KEY);
}
