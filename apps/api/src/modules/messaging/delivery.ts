import type { RetryPolicy } from '../../config/messaging-config.ts';

/** A failure whose message is ours and safe to store and log (no address, no body). */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}

const SAFE_CODE = /^[A-Za-z0-9_.-]{1,40}$/;
const MAX_ERROR_LENGTH = 120;

/**
 * A short, non-personal description of why a send failed: our own `DeliveryError` text, or the
 * error's code and the SMTP reply code. Never the library's message, which can quote the
 * recipient's address or the server's reply about it.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof DeliveryError) return error.message.slice(0, MAX_ERROR_LENGTH);
  const parts: string[] = [];
  for (let cause: unknown = error; cause instanceof Object && parts.length < 3;) {
    const { code, responseCode } = cause as { code?: unknown; responseCode?: unknown };
    if (typeof code === 'string' && SAFE_CODE.test(code) && !parts.includes(code)) parts.push(code);
    if (typeof responseCode === 'number') parts.push(`SMTP ${responseCode}`);
    cause = (cause as { cause?: unknown }).cause;
  }
  if (parts.length === 0)
    parts.push(error instanceof Error && SAFE_CODE.test(error.name) ? error.name : 'Error');
  return parts.join(' ').slice(0, MAX_ERROR_LENGTH);
}

/**
 * Milliseconds to wait after `attempts` failed tries: the exponential ceiling
 * (base × 2^(attempts − 1), capped), jittered to between half of it and all of it, so many
 * messages failing together do not all come back at the same moment.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  attempts: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
