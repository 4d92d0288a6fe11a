import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { isAuthenticatedAtom, sessionAtom, toProfile } from './session-atoms.ts';

describe('session state', () => {
  it('is signed in only with a token of type lk', () => {
    const store = createStore();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    store.set(sessionAtom, { access_token: 'guest-token', refresh_token: null, token_type: 'guest' });
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    store.set(sessionAtom, { access_token: 'abc', refresh_token: 'r', token_type: 'lk' });
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    store.set(sessionAtom, { access_token: '', refresh_token: 'r', token_type: 'lk' });
    expect(store.get(isAuthenticatedAtom)).toBe(false);
  });

  it('builds the profile with the full name and the default status 1', () => {
    const profile = toProfile({
      first_name: 'Dana',
      last_name: 'Demo',
      email: 'demo@borrower.test',
      cell_phone: null,
    });
    expect(profile.fullName).toBe('Dana Demo');
    expect(profile.applicationStatus).toBe(1);
    expect(profile.cellPhone).toBe('');
    expect(toProfile({ first_name: 'Dana', last_name: '', email: 'x@y.test', status: 3 }).fullName).toBe(
      'Dana',
    );
  });
});
