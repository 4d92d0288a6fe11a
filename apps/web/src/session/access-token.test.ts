import { describe, expect, it } from 'vitest';
import { accessTokenExpiresAt, isAccessTokenExpired } from './access-token.ts';

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('access token expiry', () => {
  it('reads exp in milliseconds', () => {
    expect(accessTokenExpiresAt(jwt({ sub: 'u1', exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
  });

  it('treats a token past its exp (or about to be) as expired', () => {
    const now = 1_800_000_000_000;
    expect(isAccessTokenExpired(jwt({ exp: now / 1000 - 60 }), now)).toBe(true);
    expect(isAccessTokenExpired(jwt({ exp: now / 1000 + 5 }), now)).toBe(true);
    expect(isAccessTokenExpired(jwt({ exp: now / 1000 + 600 }), now)).toBe(false);
  });

  it('does not guess about tokens it cannot read', () => {
    expect(accessTokenExpiresAt('not-a-jwt')).toBeNull();
    expect(accessTokenExpiresAt('a.%%%.c')).toBeNull();
    expect(isAccessTokenExpired('opaque-token')).toBe(false);
  });
});
