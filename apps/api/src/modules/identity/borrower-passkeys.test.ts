import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, fillPath } from '@northgate/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { borrowerPasskeyChallenges, borrowerPasskeys } from '../../db/passkey-schema.ts';
import { sessions } from '../../db/schema.ts';
import {
  createUser,
  freshIp,
  getWithToken,
  login,
  postJson,
  routes,
} from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';
import { SoftwareAuthenticator } from '../../../test/helpers/webauthn-authenticator.ts';
import { LocalDocumentStore } from '../documents/local-document-store.ts';
import { AccountDeletion } from '../account/account-deletion.ts';

const signInFailed = 'That passkey did not sign you in. Try again, or log in with your email and password.';
type Tokens = { access_token: string; refresh_token: string; token_type: string; expires_in: number };
type Options = { challenge: string; user?: { id: string }; rpId?: string; rp?: { id?: string } };

describe.each(databaseVariants())('borrower passkeys on $name', ({ open }) => {
  // The test app's public origin is http://localhost:3000.
  const t = useTestApp(open);

  function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown) {
    return t.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      remoteAddress: freshIp(),
    });
  }

  async function signedIn() {
    const user = await createUser(t.database);
    const tokens = await login(t.app, user);
    return { user, token: tokens.access_token };
  }

  async function registrationOptions(token: string) {
    const res = await send('POST', API_PATHS.passkeyRegistrationOptions, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Options>();
  }

  /** A borrower with one passkey added through the API, and its authenticator. */
  async function borrowerWithPasskey(name = 'My phone') {
    const { user, token } = await signedIn();
    const authenticator = new SoftwareAuthenticator();
    const options = await registrationOptions(token);
    const res = await send('POST', API_PATHS.passkeys, token, {
      name,
      credential: authenticator.register(options),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { user, token, authenticator };
  }

  async function signInOptions(ip = freshIp()) {
    const res = await postJson(t.app, API_PATHS.passkeySignInOptions, {}, { ip });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Options>();
  }

  /** The captured log lines, parsed. */
  const logEntries = () =>
    t.logs.lines.map((line) => JSON.parse(line) as { msg?: string; reason?: string; level?: number });

  const signIn = (credential: unknown, ip = freshIp()) =>
    postJson(t.app, API_PATHS.passkeySignIn, { credential }, { ip });

  it('asks for a discoverable passkey bound to the public origin, and names no account to sign in', async () => {
    const { token } = await signedIn();
    const options = await registrationOptions(token);
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const signInAnswer = await signInOptions();
    expect(signInAnswer.rpId).toBe('localhost');
    expect(signInAnswer).not.toHaveProperty('allowCredentials');
  });

  it('adds a passkey, lists it, and signs in with it to the same kind of session as a password', async () => {
    const { user, token, authenticator } = await borrowerWithPasskey('Work laptop');
    const list = await send('GET', API_PATHS.passkeys, token);
    expect(list.json()).toEqual({
      passkeys: [
        { id: expect.any(String), name: 'Work laptop', created_at: expect.any(String), last_used_at: null },
      ],
    });

    const res = await signIn(authenticator.authenticate(await signInOptions()));
    expect(res.statusCode, res.body).toBe(200);
    const tokens = res.json<Tokens>();
    const byPassword = await login(t.app, user);
    expect(Object.keys(tokens).sort()).toEqual(Object.keys(byPassword).sort());
    expect(tokens).toMatchObject({ token_type: 'lk', expires_in: byPassword.expires_in });

    const info = await getWithToken(t.app, routes.userInfo, tokens.access_token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ email: user.email });
    const refreshed = await postJson(t.app, routes.refresh, { refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);

    const after = await send('GET', API_PATHS.passkeys, token);
    expect(
      after.json<{ passkeys: { last_used_at: string | null }[] }>().passkeys[0]?.last_used_at,
    ).not.toBeNull();
  });

  it('refuses a sign-in challenge answered twice', async () => {
    const { authenticator } = await borrowerWithPasskey();
    const answer = authenticator.authenticate(await signInOptions());
    expect((await signIn(answer)).statusCode).toBe(200);
    const again = await signIn(answer);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: signInFailed });
  });

  it('refuses an expired challenge, for sign-in and for adding', async () => {
    const { token, authenticator } = await borrowerWithPasskey();
    const options = await signInOptions();
    const registration = await registrationOptions(token);
    await t.database.db
      .update(borrowerPasskeyChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(
        sql`${borrowerPasskeyChallenges.challenge} in (${options.challenge}, ${registration.challenge})`,
      );
    expect((await signIn(authenticator.authenticate(options))).statusCode).toBe(401);
    const added = await send('POST', API_PATHS.passkeys, token, {
      name: 'Tablet',
      credential: new SoftwareAuthenticator().register(registration),
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({ error: 'We could not add that passkey. Try again.' });
  });

  it('refuses an answer made on another origin or for another site', async () => {
    const { token, authenticator } = await borrowerWithPasskey();
    const wrongOrigin = await signIn(
      authenticator.authenticate(await signInOptions(), { origin: 'https://northgate-lending.example' }),
    );
    expect(wrongOrigin.statusCode).toBe(401);
    const wrongSite = await signIn(authenticator.authenticate(await signInOptions(), { rpID: 'evil.test' }));
    expect(wrongSite.statusCode).toBe(401);
    const elsewhere = new SoftwareAuthenticator('https://evil.test', 'evil.test');
    const added = await send('POST', API_PATHS.passkeys, token, {
      name: 'Elsewhere',
      credential: elsewhere.register(await registrationOptions(token)),
    });
    expect(added.statusCode).toBe(400);
    const reasons = logEntries()
      .filter((entry) => entry.msg === 'passkey sign-in refused')
      .map((entry) => entry.reason);
    expect(reasons).toEqual(expect.arrayContaining(['wrong-origin', 'wrong-site']));
  });

  it('refuses a passkey that is not on any account', async () => {
    const res = await signIn(new SoftwareAuthenticator().authenticate(await signInOptions()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: signInFailed });
  });

  it('refuses a signature counter that went backwards or stood still (a cloned passkey)', async () => {
    const { authenticator } = await borrowerWithPasskey();
    expect((await signIn(authenticator.authenticate(await signInOptions()))).statusCode).toBe(200);
    const used = authenticator.counter;
    const lower = await signIn(authenticator.authenticate(await signInOptions(), { counter: used - 1 }));
    expect(lower.statusCode).toBe(401);
    const same = await signIn(authenticator.authenticate(await signInOptions(), { counter: used }));
    expect(same.statusCode).toBe(401);
    const [row] = await t.database.db
      .select({ counter: borrowerPasskeys.counter })
      .from(borrowerPasskeys)
      .where(eq(borrowerPasskeys.credentialId, authenticator.credentialId));
    expect(row?.counter).toBe(used);
    expect(logEntries().some((entry) => entry.reason === 'counter-regression' && entry.level === 40)).toBe(
      true,
    );
  });

  it("answers another borrower's challenge with a refusal when adding", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const options = await registrationOptions(first.token);
    const res = await send('POST', API_PATHS.passkeys, second.token, {
      name: 'Not mine',
      credential: new SoftwareAuthenticator().register(options),
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses the same passkey added twice', async () => {
    const { token, authenticator } = await borrowerWithPasskey();
    const res = await send('POST', API_PATHS.passkeys, token, {
      name: 'Again',
      credential: authenticator.register(await registrationOptions(token)),
    });
    expect(res.statusCode).toBe(409);
  });

  it("renames and removes only the borrower's own passkeys; a removed one signs in no more", async () => {
    const owner = await borrowerWithPasskey('Phone');
    const other = await signedIn();
    const [{ id } = { id: '' }] = (await send('GET', API_PATHS.passkeys, owner.token)).json<{
      passkeys: { id: string }[];
    }>().passkeys;
    const url = fillPath(API_PATHS.passkey, { passkeyId: id });

    expect((await send('PATCH', url, other.token, { name: 'Stolen' })).statusCode).toBe(404);
    const notTheirs = await send('DELETE', url, other.token);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ error: 'That passkey is not on your account.' });

    const renamed = await send('PATCH', url, owner.token, { name: 'Old phone' });
    expect(renamed.json()).toMatchObject({ passkeys: [{ id, name: 'Old phone' }] });
    const removed = await send('DELETE', url, owner.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ passkeys: [] });
    expect((await signIn(owner.authenticator.authenticate(await signInOptions()))).statusCode).toBe(401);
  });

  it('asks for a recent sign-in to add or remove a passkey, not to list or rename', async () => {
    const { user, token } = await borrowerWithPasskey();
    const [{ id } = { id: '' }] = (await send('GET', API_PATHS.passkeys, token)).json<{
      passkeys: { id: string }[];
    }>().passkeys;
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.userId, user.id));
    const url = fillPath(API_PATHS.passkey, { passkeyId: id });
    const options = await send('POST', API_PATHS.passkeyRegistrationOptions, token);
    expect(options.statusCode).toBe(403);
    expect(options.json<{ error: string }>().error).toMatch(/log in again/);
    expect((await send('DELETE', url, token)).statusCode).toBe(403);
    expect((await send('PATCH', url, token, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await send('GET', API_PATHS.passkeys, token)).statusCode).toBe(200);
  });

  it('limits failed passkey sign-ins from one address like password sign-ins', async () => {
    const ip = freshIp();
    const stranger = new SoftwareAuthenticator();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(stranger.authenticate(await signInOptions()), ip)).statusCode).toBe(401);
    }
    const limited = await signIn(stranger.authenticate(await signInOptions()), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('needs a signed-in borrower for the profile calls', async () => {
    const guest = await postJson(t.app, routes.fakeAuth, {});
    const guestToken = guest.json<Tokens>().access_token;
    expect((await send('GET', API_PATHS.passkeys, guestToken)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: API_PATHS.passkeyRegistrationOptions })).statusCode,
    ).toBe(401);
  });

  it('deletes the passkeys with the account', async () => {
    const { user, authenticator } = await borrowerWithPasskey();
    const deletion = new AccountDeletion(
      t.database.db,
      new LocalDocumentStore(mkdtempSync(join(tmpdir(), 'passkey-deletion-'))),
    );
    expect((await deletion.delete(user.id)).kind).toBe('deleted');
    const left = await t.database.db
      .select()
      .from(borrowerPasskeys)
      .where(eq(borrowerPasskeys.userId, user.id));
    expect(left).toEqual([]);
    expect((await signIn(authenticator.authenticate(await signInOptions()))).statusCode).toBe(401);
  });
});
