import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR, SERVER_ERROR, errorMessage, messageFromBody } from './errors.ts';
import { createApiClient } from './index.ts';
import { createMemoryTokenStore } from './session.ts';
import {
  closedPortUrl,
  sendJson,
  sendText,
  startTestServer,
  type TestServer,
} from './testing/test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function failWith(respond: Parameters<typeof startTestServer>[0]): Promise<unknown> {
  server = await startTestServer(respond);
  const client = createApiClient({
    baseUrl: server.url,
    tokenStore: createMemoryTokenStore(),
    onSessionExpired: () => {},
  });
  return client.contactUs({ text: 't', email: 'a@example.com', name: 'n' }).catch((e: unknown) => e);
}

describe('error catalogue (product spec §8, docs/product/product-spec.md) against a real server', () => {
  it('1. uses the msg of the first detail entry when detail is a list', async () => {
    const error = await failWith((_req, res) =>
      sendJson(res, 422, {
        detail: [
          { loc: ['body', 'email'], msg: 'Value is not a valid email address', type: 'email' },
          { loc: ['body', 'text'], msg: 'Value is required', type: 'required' },
        ],
        error: 'ignored',
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe('Value is not a valid email address');
    expect(error).toMatchObject({ status: 422 });
  });

  it('2. otherwise uses the text under the error key', async () => {
    const error = await failWith((_req, res) =>
      sendJson(res, 429, { detail: 'Too many', error: 'Too many requests' }),
    );
    expect(errorMessage(error)).toBe('Too many requests');
  });

  it("3. a non-JSON 500 is 'Server error'", async () => {
    const error = await failWith((_req, res) => sendText(res, 500, '<html>Internal Server Error</html>'));
    expect(errorMessage(error)).toBe(SERVER_ERROR);
    expect(error).toMatchObject({ status: 500, body: '<html>Internal Server Error</html>' });
  });

  it("3. a 2xx body that breaks its contract is 'Server error'", async () => {
    const error = await failWith((_req, res) => sendJson(res, 200, { ok: 'yes' }));
    expect(errorMessage(error)).toBe(SERVER_ERROR);
  });

  it("3. connection refused is 'Network error'", async () => {
    const client = createApiClient({
      baseUrl: await closedPortUrl(),
      tokenStore: createMemoryTokenStore(),
      onSessionExpired: () => {},
    });
    const error = await client.userInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: null, message: NETWORK_ERROR });
    expect(errorMessage(error)).toBe('Network error');
  });
});

describe('errorMessage', () => {
  it('reads raw bodies in the same order', () => {
    expect(errorMessage({ detail: [{ msg: 'first' }, { msg: 'second' }] })).toBe('first');
    expect(errorMessage({ detail: [], error: 'fallback' })).toBe('fallback');
    expect(errorMessage({ detail: [{ loc: [] }], error: 'no msg' })).toBe('no msg');
    expect(errorMessage({ detail: 'not a list' })).toBe(SERVER_ERROR);
    expect(errorMessage({ error: { nested: true } })).toBe(SERVER_ERROR);
    expect(errorMessage({})).toBe(SERVER_ERROR);
  });

  it("anything thrown without a response is 'Network error'", () => {
    expect(errorMessage(new TypeError('fetch failed'))).toBe(NETWORK_ERROR);
    expect(errorMessage(undefined)).toBe(NETWORK_ERROR);
    expect(errorMessage(new ApiError({ status: 503, body: 'busy' }))).toBe(SERVER_ERROR);
  });

  it('exports the catalogue texts', () => {
    expect(NETWORK_ERROR).toBe('Network error');
    expect(SERVER_ERROR).toBe('Server error');
    expect(messageFromBody(null)).toBeNull();
  });
});
