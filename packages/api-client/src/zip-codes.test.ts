import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { createHarness, NEW_SESSION, type Harness } from './testing/setup.ts';
import { sendJson } from './testing/test-server.ts';

const AUSTIN = { zip: '78701', city: 'Austin', state: 'Texas', state_code: 'TX', county: 'Travis' };

let h: Harness | undefined;
afterEach(async () => {
  await h?.server.close();
  h = undefined;
});

describe('ZIP code look-up', () => {
  it('asks for the ZIP in the query, without the session token, and returns the place', async () => {
    h = await createHarness((_req, res) => sendJson(res, 200, AUSTIN), { session: NEW_SESSION });
    expect(await h.client.zipCode('78701')).toEqual(AUSTIN);
    const [request] = h.server.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/api/v1/zip_codes' });
    expect(request?.url).toContain('zip=78701');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('surfaces an unknown ZIP as a 404 with the server’s message', async () => {
    h = await createHarness((_req, res) =>
      sendJson(res, 404, { error: 'ZIP 00000 was not found in the US ZIP code list.' }),
    );
    const error = await h.client.zipCode('00000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('ZIP 00000 was not found in the US ZIP code list.');
  });
});
