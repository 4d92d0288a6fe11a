import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@northgate/contracts';
import { ApiError } from './errors.ts';
import { createHarness, NEW_SESSION, OLD_SESSION, tokenAnswer, type Harness } from './testing/setup.ts';
import { delay, sendJson, type Handler } from './testing/test-server.ts';

const PROFILE = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  cell_phone: null,
  status: 2,
};

let h: Harness | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  await h?.server.close();
  h = undefined;
});

/** Accepts only NEW_SESSION's access token; refresh trades refresh-1 for NEW_SESSION. */
function rotatingServer(options: { refreshDelay?: number; refreshStatus?: number } = {}) {
  const handler: Handler = async (req, res) => {
    if (req.path === API_PATHS.refresh) {
      await delay(options.refreshDelay ?? 0);
      const ok = (req.body as { refresh_token?: string }).refresh_token === OLD_SESSION.refresh_token;
      if (options.refreshStatus)
        return sendJson(res, options.refreshStatus, { error: 'Invalid refresh token' });
      return ok
        ? sendJson(res, 200, tokenAnswer(NEW_SESSION))
        : sendJson(res, 401, { error: 'Invalid refresh token' });
    }
    if (req.headers.authorization !== `Bearer ${NEW_SESSION.access_token}`) {
      return sendJson(res, 401, { error: 'Not authenticated' });
    }
    if (req.path === API_PATHS.userInfo) return sendJson(res, 200, PROFILE);
    return sendJson(res, 200, { success: true });
  };
  return handler;
}

describe('requests', () => {
  it('sends the bearer token, JSON bodies and GET query parameters', async () => {
    h = await createHarness(
      (req, res) => {
        if (req.path === API_PATHS.userInfo) return sendJson(res, 200, PROFILE);
        if (req.path !== API_PATHS.changePhone) return sendJson(res, 200, { success: true });
        return sendJson(
          res,
          200,
          req.method === 'PUT'
            ? { success: true, cell_phone: '(212) 555-0100', cell_phone_verified: true }
            : {
                success: true,
                sent_to: '(212) 555-0100',
                resend_after_seconds: 30,
                expires_in_seconds: 600,
                queued: false,
              },
        );
      },
      {
        session: NEW_SESSION,
      },
    );
    await h.client.changeName({ first_name: 'Ada', last_name: 'King' });
    const [put] = h.server.requests;
    expect(put?.method).toBe('PUT');
    expect(put?.headers.authorization).toBe('Bearer access-2');
    expect(put?.headers['content-type']).toBe('application/json');
    expect(put?.body).toEqual({ first_name: 'Ada', last_name: 'King' });

    await h.client.confirmPhoneChange({ phone: '(212) 555-0100', code: '123456' });
    await h.client.changePhone({ phone: '(212) 555-0100' });
    expect(h.server.hits(API_PATHS.changePhone).map((r) => r.method)).toEqual(['PUT', 'POST']);

    expect(await h.client.userInfo()).toEqual({ ...PROFILE, cell_phone: null, cell_phone_verified: false });
    const get = h.server.hits(API_PATHS.userInfo)[0];
    expect(get?.method).toBe('GET');
    expect(get?.body).toBeUndefined();
    expect(get?.headers['content-type']).toBeUndefined();
  });

  it("encodes query strings per RFC 3986, including !'()* and spaces", async () => {
    h = await createHarness((_req, res) =>
      sendJson(res, 200, { url: 'https://accounts.example.com/auth?x=1' }),
    );
    await h.client.socialAuth({ provider: 'google', request_from: "it's (a) test! *ok* a+b/c" });
    expect(h.server.requests[0]?.url).toBe(
      `${API_PATHS.socialAuth}?provider=google&request_from=it%27s%20%28a%29%20test%21%20%2Aok%2A%20a%2Bb%2Fc`,
    );
  });

  it('sends no auth header on auth:false calls (google verification_code) and stores the tokens', async () => {
    const answer = { ...tokenAnswer(NEW_SESSION), request_from: 'web' };
    h = await createHarness((_req, res) => sendJson(res, 200, answer));
    const tokens = await h.client.googleVerificationCode({
      code: '4/abc',
      state: 'st-1',
      request_from: 'web',
    });
    expect(tokens).toEqual(answer);
    const [req] = h.server.requests;
    expect(req?.path).toBe(API_PATHS.googleVerificationCode);
    expect(req?.url).toContain('code=4%2Fabc');
    expect(req?.headers.authorization).toBeUndefined();
    expect(h.store.get()).toEqual(NEW_SESSION);
    expect(h.client.isAuthenticated()).toBe(true);
  });

  it('sends the CSRF header from the csrf_token cookie on same-origin requests', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; csrf_token=tok%2Fen.123; other=x' });
    h = await createHarness((_req, res) => sendJson(res, 200, { success: true }), {
      getCsrfToken: undefined,
    });
    await h.client.contactUs({ text: 'Hello', email: 'a@example.com', name: 'A' });
    await h.client.request('GET', '/anything');
    expect(h.server.requests.map((r) => r.headers['x-csrf-token'])).toEqual(['tok/en.123', 'tok/en.123']);
  });

  it('keeps the CSRF token to itself on cross-origin requests', async () => {
    h = await createHarness((_req, res) => sendJson(res, 200, { success: true }), {
      origin: 'https://northgate.example',
      getCsrfToken: () => 'secret',
    });
    await h.client.contactUs({ text: 'Hello', email: 'a@example.com', name: 'A' });
    expect(h.server.requests[0]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('login stores the session; logout revokes the refresh token and clears it', async () => {
    h = await createHarness(
      (req, res) =>
        sendJson(res, 200, req.path === API_PATHS.login ? tokenAnswer(NEW_SESSION) : { success: true }),
      {
        session: null,
      },
    );
    await h.client.login({ email: 'ada@example.com', password: 'correct horse battery' });
    expect(h.store.get()).toEqual(NEW_SESSION);
    expect(await h.client.logout()).toEqual({ success: true });
    const logout = h.server.hits(API_PATHS.logout)[0];
    expect(logout?.body).toEqual({ refresh_token: 'refresh-2' });
    expect(logout?.headers.authorization).toBe('Bearer access-2');
    expect(h.store.get()).toBeNull();
  });
});

describe('401: refresh and one retry', () => {
  it('refreshes the token and retries the request once', async () => {
    h = await createHarness(rotatingServer());
    expect(await h.client.userInfo()).toMatchObject({ first_name: 'Ada', status: 2 });
    expect(h.server.requests.map((r) => [r.path, r.headers.authorization ?? null])).toEqual([
      [API_PATHS.userInfo, 'Bearer access-1'],
      [API_PATHS.refresh, null],
      [API_PATHS.userInfo, 'Bearer access-2'],
    ]);
    expect(h.server.hits(API_PATHS.refresh)[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(h.store.get()).toEqual(NEW_SESSION);
    expect(h.expired).toBe(0);
  });

  it('does not loop when the retried request gets 401 again', async () => {
    h = await createHarness((req, res) =>
      req.path === API_PATHS.refresh
        ? sendJson(res, 200, tokenAnswer(NEW_SESSION))
        : sendJson(res, 401, { error: 'Guest token' }),
    );
    const error = await h.client.userInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Guest token', sessionExpired: false });
    expect(h.server.hits(API_PATHS.userInfo)).toHaveLength(2);
    expect(h.server.hits(API_PATHS.refresh)).toHaveLength(1);
    expect(h.expired).toBe(0);
  });

  it('shares one refresh among 5 concurrent 401s', async () => {
    h = await createHarness(rotatingServer({ refreshDelay: 50 }));
    const results = await Promise.all([
      h.client.userInfo(),
      h.client.changeName({ first_name: 'A', last_name: 'B' }),
      h.client.changeName({ first_name: 'C', last_name: 'D' }),
      h.client.contactUs({ text: 't', email: 'a@example.com', name: 'n' }),
      h.client.confirmEmail({ email: 'b@example.com', code: '123456' }),
    ]);
    expect(results).toHaveLength(5);
    expect(h.server.hits(API_PATHS.refresh)).toHaveLength(1);
    expect(h.server.requests).toHaveLength(11);
    expect(h.expired).toBe(0);
  });

  it('retries without refreshing when the session was refreshed while the call was on the wire', async () => {
    h = await createHarness(async (req, res) => {
      if (req.path === API_PATHS.refresh) return sendJson(res, 500, {});
      if (req.headers.authorization === 'Bearer access-2') return sendJson(res, 200, { success: true });
      h?.store.set(NEW_SESSION); // another call refreshed in the meantime
      return sendJson(res, 401, { error: 'expired' });
    });
    expect(await h.client.confirmEmail({ email: 'c@example.com', code: '123456' })).toEqual({
      success: true,
    });
    expect(h.server.hits(API_PATHS.refresh)).toHaveLength(0);
  });

  it('clears the session and calls onSessionExpired once when the refresh fails', async () => {
    h = await createHarness(rotatingServer({ refreshStatus: 401, refreshDelay: 20 }));
    const errors = await Promise.all(
      [
        h.client.userInfo(),
        h.client.changeName({ first_name: 'A', last_name: 'B' }),
        h.client.contactUs({ text: 't', email: 'a@example.com', name: 'n' }),
      ].map((p) => p.catch((e: unknown) => e)),
    );
    for (const error of errors)
      expect(error).toMatchObject({ status: 401, sessionExpired: true, message: 'Not authenticated' });
    expect(h.server.hits(API_PATHS.refresh)).toHaveLength(1);
    expect(h.store.get()).toBeNull();
    expect(h.expired).toBe(1);
  });

  it('clears the session and calls onSessionExpired when there is no refresh token', async () => {
    h = await createHarness(rotatingServer(), {
      session: { access_token: 'access-1', refresh_token: null, token_type: 'lk' },
    });
    await expect(h.client.userInfo()).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(h.server.hits(API_PATHS.refresh)).toHaveLength(0);
    expect(h.store.get()).toBeNull();
    expect(h.expired).toBe(1);
  });

  it('does not refresh on 401 from credential calls such as login', async () => {
    h = await createHarness((_req, res) => sendJson(res, 401, { error: 'Incorrect email or password' }));
    await expect(h.client.login({ email: 'a@example.com', password: 'wrong' })).rejects.toMatchObject({
      message: 'Incorrect email or password',
    });
    expect(h.server.hits(API_PATHS.refresh)).toHaveLength(0);
    expect(h.expired).toBe(0);
    expect(h.store.get()).toEqual(OLD_SESSION);
  });

  it('refreshSession() is single-flight and carries the CSRF header', async () => {
    h = await createHarness(rotatingServer({ refreshDelay: 20 }), { getCsrfToken: () => 'csrf-1' });
    const [a, b] = await Promise.all([h.client.refreshSession(), h.client.refreshSession()]);
    expect(a).toEqual(NEW_SESSION);
    expect(b).toEqual(NEW_SESSION);
    expect(h.server.hits(API_PATHS.refresh)).toHaveLength(1);
    expect(h.server.hits(API_PATHS.refresh)[0]?.headers['x-csrf-token']).toBe('csrf-1');
    expect(h.expired).toBe(0);
  });
});

describe('loader', () => {
  it('keeps the loader shown across overlapping calls and hides it after failures too', async () => {
    h = await createHarness(
      async (req, res) => {
        await delay(req.url.includes('slow') ? 60 : 10);
        if (req.url.includes('fail')) return sendJson(res, 500, {});
        return sendJson(res, 200, PROFILE);
      },
      { session: NEW_SESSION },
    );
    const first = h.client.userInfo();
    const second = h.client.request('GET', '/slow', { loader: true });
    await delay(30);
    expect(h.loading).toEqual([true]);
    await Promise.all([first, second]);
    expect(h.loading).toEqual([true, false]);

    await h.client.request('GET', '/quiet');
    await h.client.userInfo({ loader: false });
    expect(h.loading).toEqual([true, false]);

    await expect(h.client.request('GET', '/fail', { loader: true })).rejects.toBeInstanceOf(ApiError);
    expect(h.loading).toEqual([true, false, true, false]);
  });
});

describe('AbortSignal', () => {
  it('aborts a request in flight (no timeout otherwise)', async () => {
    h = await createHarness(() => undefined); // never answers
    const controller = new AbortController();
    const pending = h.client.userInfo({ signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(h.loading).toEqual([true, false]);
  });

  it('aborts a call that waits for a shared refresh', async () => {
    h = await createHarness(rotatingServer({ refreshDelay: 200 }));
    const controller = new AbortController();
    const aborted = h.client.changeName({ first_name: 'A', last_name: 'B' }, { signal: controller.signal });
    const other = h.client.userInfo();
    setTimeout(() => controller.abort(), 50);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    await expect(other).resolves.toMatchObject({ first_name: 'Ada' });
    expect(h.server.hits(API_PATHS.changeName)).toHaveLength(1);
  });
});
