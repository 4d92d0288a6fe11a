import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';
import { endpoints, servedEndpoints } from './endpoints.ts';

const table = Object.entries(endpoints) as [string, Endpoint][];

describe('endpoint table', () => {
  it('lists 422 wherever a body, an uploaded file or a query string is checked', () => {
    for (const [name, endpoint] of table) {
      const checksInput =
        endpoint.body !== undefined || endpoint.upload !== undefined || endpoint.query !== undefined;
      expect(422 in endpoint.errors, name).toBe(checksInput);
    }
  });

  it('lists 401 wherever a token is checked', () => {
    for (const [name, endpoint] of table) {
      if (endpoint.access === 'none') continue;
      expect(endpoint.errors[401], name).toEqual(expect.any(String));
    }
  });

  it('names a permission and answers 403 exactly on staff endpoints', () => {
    for (const [name, endpoint] of table) {
      const staff = endpoint.access === 'staff';
      expect(endpoint.permission !== undefined, name).toBe(staff);
      if (staff) expect(endpoint.errors[403], name).toEqual(expect.any(String));
      expect(endpoint.path.startsWith('/staff/api/v1/'), name).toBe(
        staff ||
          name.startsWith('staffLog') ||
          name === 'staffRefresh' ||
          // The second step of a staff sign-in takes a challenge token, not a session (ADR 0052,
          // with a passkey ADR 0056); an invite link's page takes the link's token (ADR 0054).
          [
            'staffTotpEnrol',
            'staffTotpConfirm',
            'staffSecondFactor',
            'staffPasskeySignInOptions',
            'staffPasskeySignIn',
            'staffInviteCheck',
            'staffInviteAccept',
          ].includes(name),
      );
    }
  });

  it('reads a signed-in body only where a signed-in caller may come', () => {
    for (const [name, endpoint] of table) {
      if (endpoint.signedInBody === undefined) continue;
      expect(['optional', 'guest-or-signed-in', 'signed-in'], name).toContain(endpoint.access);
      expect(endpoint.body, name).toBeDefined();
    }
  });

  it('leaves the local-only routes out unless asked', () => {
    const names = (includeLocalOnly: boolean) => servedEndpoints({ includeLocalOnly }).map(([name]) => name);
    expect(names(true)).toEqual(expect.arrayContaining(['devOutbox', 'devOutboxPage']));
    expect(names(false)).not.toContain('devOutbox');
    // Every call of docs/product/product-spec.md §7 is answered, the profile edits and phone codes included.
    expect(names(false)).toEqual(
      expect.arrayContaining([
        'changeName',
        'changeEmail',
        'changePhone',
        'changePhonePut',
        'resendSms',
        'confirmPhone',
      ]),
    );
  });
});
