import { describe, expect, it } from 'vitest';
import { parseLoginSearch } from './login-search.ts';

describe('login redirect parameter', () => {
  it('keeps a same-site path', () => {
    expect(parseLoginSearch({ redirect: '/profile/loanOffers' })).toEqual({
      redirect: '/profile/loanOffers',
    });
  });

  it('drops other sites and protocol-relative addresses', () => {
    expect(parseLoginSearch({ redirect: 'https://evil.example/' }).redirect).toBeUndefined();
    expect(parseLoginSearch({ redirect: '//evil.example/' }).redirect).toBeUndefined();
    expect(parseLoginSearch({ redirect: '/\\evil.example' }).redirect).toBeUndefined();
    expect(parseLoginSearch({ redirect: 42 }).redirect).toBeUndefined();
  });
});
