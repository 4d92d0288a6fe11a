import { generateSecret, generateURI, verify } from 'otplib';
import { site } from '@northgate/site-config';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;

/** A new random secret (20 bytes, base32), for one staff member's authenticator app. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: `${site.brand} back office`, label: email, secret });
}

export type TotpCheck =
  | { ok: true; step: number }
  | { ok: false; reason: 'wrong' }
  /** Right code, but its time step (or a later one) was already used: a replay. */
  | { ok: false; reason: 'replayed' };

/**
 * Checks a six-digit code against the step before, the current step and the step after (clocks of
 * phones drift), refusing a code of a step at or before `lastUsedStep`.
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastUsedStep: number | null,
): Promise<TotpCheck> {
  if (!/^\d{6}$/.test(code)) return { ok: false, reason: 'wrong' };
  const result = await verify({ secret, token: code, epochTolerance: TOTP_PERIOD_SECONDS });
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'wrong' };
  if (lastUsedStep !== null && result.timeStep <= lastUsedStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step: result.timeStep };
}
