import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './access-tokens.ts';

/** A uniformly random six-digit code, leading zeros kept. */
export function newSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Keyed hashes of short one-time codes (password reset, email verification). A code is bound to
 * its subject (user id, session and email, ...), so a stored hash is useless for any other one,
 * and the key is derived per purpose from TOKEN_SECRET, so a database leak alone cannot brute-force
 * the million possible codes.
 */
export class CodeHasher {
  private readonly key: Buffer;

  constructor(tokenSecret: string, purpose: string) {
    this.key = deriveKey(tokenSecret, purpose);
  }

  hash(subject: string, code: string): string {
    return createHmac('sha256', this.key).update(`${subject}:${code}`).digest('hex');
  }

  /** Constant-time comparison with a stored hash. */
  matches(storedHash: string, subject: string, code: string): boolean {
    const stored = Buffer.from(storedHash, 'hex');
    const actual = Buffer.from(this.hash(subject, code), 'hex');
    return stored.length === actual.length && timingSafeEqual(stored, actual);
  }
}
