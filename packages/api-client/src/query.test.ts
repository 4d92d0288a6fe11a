import { describe, expect, it } from 'vitest';
import { buildQuery, encodeRfc3986 } from './query.ts';

describe('RFC 3986 query encoding', () => {
  it("escapes !'()* and spaces on top of encodeURIComponent", () => {
    expect(encodeRfc3986("!'()* ")).toBe('%21%27%28%29%2A%20');
    expect(encodeRfc3986('a-b_c.d~e')).toBe('a-b_c.d~e');
    expect(encodeRfc3986('é&=+/?#')).toBe('%C3%A9%26%3D%2B%2F%3F%23');
  });

  it('builds a query string, skipping null and undefined and repeating array keys', () => {
    expect(buildQuery({ a: 'x y', b: 1, c: true, d: null, e: undefined, f: ['1', '2'], 'k(1)': 'v' })).toBe(
      'a=x%20y&b=1&c=true&f=1&f=2&k%281%29=v',
    );
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({})).toBe('');
  });
});
