/**
 * Reads the `exp` claim of a JWT access token without verifying it. The browser only uses it
 * to refresh before a guarded page loads; the server still verifies every token it receives.
 */
export function accessTokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token says it has expired (with a small margin for clock skew and latency). */
export function isAccessTokenExpired(token: string, now: number = Date.now(), marginMs = 10_000): boolean {
  const expiresAt = accessTokenExpiresAt(token);
  return expiresAt !== null && expiresAt - marginMs <= now;
}
