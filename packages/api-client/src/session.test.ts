import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isSameOrigin, readCookie } from './csrf.ts';
import { createStorageTokenStore, isAuthenticated, SessionSchema, type StorageLike } from './session.ts';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('createStorageTokenStore', () => {
  it('persists {access_token, refresh_token, token_type} and restores it', () => {
    const storage = memoryStorage();
    const store = createStorageTokenStore(storage, 'ng');
    expect(store.get()).toBeNull();
    store.set({ access_token: 'a', refresh_token: 'r', token_type: 'lk' });
    expect(JSON.parse(storage.data.get('ng') ?? '')).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'lk',
    });
    expect(createStorageTokenStore(storage, 'ng').get()).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'lk',
    });
    store.clear();
    expect(storage.data.has('ng')).toBe(false);
  });

  it('drops a corrupt stored value', () => {
    const storage = memoryStorage();
    storage.setItem('ng', '{not json');
    expect(createStorageTokenStore(storage, 'ng').get()).toBeNull();
    expect(storage.data.size).toBe(0);
    storage.setItem('ng', JSON.stringify({ token_type: 'lk' }));
    expect(createStorageTokenStore(storage, 'ng').get()).toBeNull();
  });

  it('restores exactly what SessionSchema accepts, without unknown keys', () => {
    const stored = [
      { access_token: 'a', token_type: 'lk' },
      { access_token: 'a', refresh_token: null, token_type: 'guest', extra: 1 },
      { access_token: 'a', refresh_token: 'r', token_type: 'lk' },
      { access_token: '', token_type: 'lk' },
      { access_token: 'a', refresh_token: 7, token_type: 'lk' },
      { access_token: 'a' },
      ['a'],
      null,
      'a',
    ];
    for (const value of stored) {
      const storage = memoryStorage();
      storage.setItem('ng', JSON.stringify(value));
      const schema = v.safeParse(SessionSchema, value);
      expect(createStorageTokenStore(storage, 'ng').get()).toEqual(schema.success ? schema.output : null);
    }
  });

  it('notifies subscribers', () => {
    const store = createStorageTokenStore(memoryStorage(), 'ng');
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe?.((s) => seen.push(s?.access_token ?? null));
    store.set({ access_token: 'a', refresh_token: null, token_type: 'guest' });
    store.clear();
    unsubscribe?.();
    store.set({ access_token: 'b', refresh_token: null, token_type: 'lk' });
    expect(seen).toEqual(['a', null]);
  });
});

describe('isAuthenticated', () => {
  it("is true only with a token and token type 'lk'", () => {
    expect(isAuthenticated({ access_token: 'a', refresh_token: 'r', token_type: 'lk' })).toBe(true);
    expect(isAuthenticated({ access_token: 'a', refresh_token: 'r', token_type: 'guest' })).toBe(false);
    expect(isAuthenticated({ access_token: '', refresh_token: 'r', token_type: 'lk' })).toBe(false);
    expect(isAuthenticated(null)).toBe(false);
    expect(isAuthenticated(undefined)).toBe(false);
  });
});

describe('CSRF helpers', () => {
  it('reads a cookie value', () => {
    expect(readCookie('a=1; csrf_token=x%3Dy; b=2', 'csrf_token')).toBe('x=y');
    expect(readCookie('xcsrf_token=1', 'csrf_token')).toBeNull();
    expect(readCookie('', 'csrf_token')).toBeNull();
  });

  it('treats relative URLs and the page origin as same-origin', () => {
    expect(isSameOrigin('/auth/api/v1/auth/login', undefined)).toBe(true);
    expect(isSameOrigin('https://a.example/x', 'https://a.example')).toBe(true);
    expect(isSameOrigin('https://b.example/x', 'https://a.example')).toBe(false);
    expect(isSameOrigin('//b.example/x', 'https://a.example')).toBe(false);
    expect(isSameOrigin('https://a.example/x', undefined)).toBe(false);
  });
});
