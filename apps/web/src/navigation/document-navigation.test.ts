import { defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isActivePath, pageHref } from './document-navigation.tsx';

// document-navigation.tsx copies two of the router's rules so the static pages need not load it;
// these tests hold the copies to the router's own behaviour, so an upgrade that changes it shows.
describe('pageHref writes the search part as the router does', () => {
  const searches: Record<string, string>[] = [
    {},
    { address: '12 Oak Street, Springfield' },
    { tool: 'estimator' },
    { amount: '250000' },
    { flag: 'true', none: 'null', list: '[1]', quoted: '"x"' },
    { text: 'a & b = c?' },
  ];
  for (const search of searches)
    it(JSON.stringify(search), () => {
      expect(pageHref('/mortgage-calculator/', search)).toBe(
        `/mortgage-calculator/${defaultStringifySearch(search)}`,
      );
    });
});

describe('isActivePath follows the router’s default active rule', () => {
  it('marks the page itself and the pages under it, with or without the trailing slash', () => {
    expect(isActivePath('/legal/', '/legal/')).toBe(true);
    expect(isActivePath('/legal', '/legal/')).toBe(true);
    expect(isActivePath('/profile/applications', '/profile')).toBe(true);
  });
  it('does not mark a page whose path only starts with the same letters, nor a link with a search (a static page reads none)', () => {
    expect(isActivePath('/legal-notes/', '/legal/')).toBe(false);
    expect(isActivePath('/mortgage-calculator/', '/mortgage-calculator/', { tool: 'estimator' })).toBe(false);
  });
});
