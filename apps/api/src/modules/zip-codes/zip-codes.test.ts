import { API_PATHS } from '@northgate/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const ZIP_CODES = API_PATHS.zipCode;
const PUBLIC_CACHE = 'public, max-age=604800';

describe.each(databaseVariants())('ZIP code look-ups on $name', ({ open }) => {
  const t = useTestApp(open);
  const lookUp = (query: string) => t.app.inject({ method: 'GET', url: `${ZIP_CODES}?${query}` });

  it('answers a known ZIP with its city, state and county, cacheable by anyone for a week', async () => {
    const res = await lookUp('zip=78701');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      zip: '78701',
      city: 'Austin',
      state: 'Texas',
      state_code: 'TX',
      county: 'Travis',
    });
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE);
    const springfield = await lookUp('zip=62701');
    expect(springfield.json()).toMatchObject({ city: 'Springfield', state_code: 'IL' });
  });

  it('answers an unknown ZIP with 404 and the message the estimator shows, cached the same way', async () => {
    const res = await lookUp('zip=00000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'ZIP 00000 was not found in the US ZIP code list.' });
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE);
  });

  it('refuses anything but five digits with a 422 that is never cached', async () => {
    const hostile = [
      '',
      'zip=',
      'zip=7870',
      'zip=787011',
      'zip=78701-1234',
      'zip=%2078701',
      'zip=abcde',
      "zip=78701'%20OR%20'1'%3D'1",
      'zip=..%2F..%2Fetc%2Fpasswd',
      'zip=%3Cscript%3E',
      'zip=７８７０１',
      'zip=78701&zip=78702',
      'zip[]=78701',
      `zip=${'9'.repeat(5000)}`,
    ];
    for (const query of hostile) {
      const res = await lookUp(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail[0].loc, query).toEqual(['query', 'zip']);
      expect(res.headers['cache-control'], query).toBe('no-store');
    }
    expect((await lookUp('zip=7870')).json().detail[0].msg).toBe('Enter a 5-digit ZIP code');
  });

  it('refuses broken text in the query before looking anything up', async () => {
    for (const query of ['zip=787%0001', 'zip=%FF%FE%FD%FC%FB', 'zip=%ED%A0%80']) {
      const res = await lookUp(query);
      expect(res.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query).toBeLessThan(500);
      expect(res.headers['cache-control'], query).toBe('no-store');
    }
  });

  it('keeps other API answers out of every cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/drafts' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
