import { API_PATHS, fillPath, STAFF_ERROR_CODES, type StaffAdminMember } from '@northgate/contracts';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { staffPasskeys, staffSignInEvents, staffWebauthnChallenges } from '../../db/staff-factor-schema.ts';
import { errorMessages } from '../../messages.ts';
import { freshIp, postJson } from '../../../test/helpers/fixtures.ts';
import { caller, createStaff, staffSignIn, type TestStaff } from '../../../test/helpers/pipeline.ts';
import { SoftPasskey } from '../../../test/helpers/soft-passkey.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';
import { webAuthnRelyingParty } from '../identity/webauthn-config.ts';

interface Challenge {
  second_factor: 'enrol' | 'verify';
  challenge_token: string;
  methods: string[];
}
interface Passkey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

describe('the relying party of passkeys', () => {
  it('is the public URL: its host the rpID, its origin the one accepted', () => {
    expect(
      webAuthnRelyingParty({ appEnv: 'production', publicUrl: 'https://www.northgate-lending.com' }),
    ).toMatchObject({
      rpID: 'www.northgate-lending.com',
      origin: 'https://www.northgate-lending.com',
    });
    expect(webAuthnRelyingParty({ appEnv: 'local', publicUrl: 'http://localhost:3000' })).toMatchObject({
      rpID: 'localhost',
      origin: 'http://localhost:3000',
    });
  });

  it('reads a loopback address as localhost in local mode: WebAuthn takes no IP address', () => {
    expect(webAuthnRelyingParty({ appEnv: 'local', publicUrl: 'http://127.0.0.1:4318' })).toMatchObject({
      rpID: 'localhost',
      origin: 'http://localhost:4318',
    });
  });
});

describe.each(databaseVariants())('staff passkeys on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);

  async function password(staff: TestStaff, ip = freshIp()): Promise<Challenge> {
    const res = await postJson(
      t.app,
      API_PATHS.staffLogin,
      { email: staff.email, password: staff.password },
      { ip },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Challenge>();
  }

  async function signInOptions(
    challenge: Challenge,
    ip = freshIp(),
  ): Promise<{ challenge: string; allowCredentials: { id: string }[] }> {
    const res = await postJson(
      t.app,
      API_PATHS.staffPasskeySignInOptions,
      { challenge_token: challenge.challenge_token },
      { ip },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const answer = (challenge: Challenge, credential: unknown, ip = freshIp()) =>
    postJson(
      t.app,
      API_PATHS.staffPasskeySignIn,
      { challenge_token: challenge.challenge_token, credential },
      { ip },
    );

  /** A staff member signed in with their authenticator app who then added a passkey. */
  async function withPasskey(name = 'Work laptop') {
    const staff = await createStaff(t.database, 'loan_officer');
    const { access_token } = await staffSignIn(t.app, staff);
    const passkey = new SoftPasskey();
    const options = await call('POST', API_PATHS.staffPasskeyRegisterOptions, access_token);
    expect(options.statusCode, options.body).toBe(200);
    const added = await call('POST', API_PATHS.staffPasskeys, access_token, {
      name,
      credential: passkey.create(options.json<{ challenge: string }>()),
    });
    expect(added.statusCode, added.body).toBe(201);
    return { staff, passkey, token: access_token, added: added.json<Passkey>() };
  }

  const events = (staffId: string) =>
    t.database.db
      .select({ event: staffSignInEvents.event, method: staffSignInEvents.method })
      .from(staffSignInEvents)
      .where(eq(staffSignInEvents.staffMemberId, staffId));

  it('adds a passkey after a sign-in, offers it at the next one, and signs in with it', async () => {
    const { staff, passkey, token, added } = await withPasskey();
    expect(added).toMatchObject({ name: 'Work laptop', last_used_at: null });
    const listed = await call('GET', API_PATHS.staffPasskeys, token);
    expect(listed.json()).toEqual({ passkeys: [added] });

    const challenge = await password(staff);
    expect(challenge).toMatchObject({
      second_factor: 'verify',
      methods: ['totp', 'recovery_code', 'passkey'],
    });
    const options = await signInOptions(challenge);
    expect(options.allowCredentials.map(({ id }) => id)).toEqual([passkey.credentialId]);
    const res = await answer(challenge, passkey.get(options));
    expect(res.statusCode, res.body).toBe(200);
    const tokens = res.json<{ access_token: string; token_type: string }>();
    expect(tokens.token_type).toBe('staff');
    expect((await call('GET', API_PATHS.staffMe, tokens.access_token)).statusCode).toBe(200);

    const [used] = (await call('GET', API_PATHS.staffPasskeys, token)).json<{ passkeys: Passkey[] }>()
      .passkeys;
    expect(used?.last_used_at).not.toBeNull();
    expect(await events(staff.id)).toEqual(
      expect.arrayContaining([
        { event: 'passkey_added', method: 'passkey' },
        { event: 'second_factor_passed', method: 'passkey' },
      ]),
    );
  });

  it('offers no passkey to a staff member without one, and refuses its options', async () => {
    const staff = await createStaff(t.database, 'processor');
    await staffSignIn(t.app, staff);
    const challenge = await password(staff);
    expect(challenge.methods).toEqual(['totp', 'recovery_code']);
    const res = await postJson(t.app, API_PATHS.staffPasskeySignInOptions, {
      challenge_token: challenge.challenge_token,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: errorMessages.noPasskey });
    // Nor does anything but a verify challenge open them.
    const forged = await postJson(t.app, API_PATHS.staffPasskeySignInOptions, {
      challenge_token: 'not.a.token',
    });
    expect(forged.statusCode).toBe(401);
  });

  it('takes each WebAuthn challenge once, within five minutes, with the challenge token it was made for', async () => {
    const { staff, passkey } = await withPasskey();
    // Used: the same answer again.
    const challenge = await password(staff);
    const signed = passkey.get(await signInOptions(challenge));
    expect((await answer(challenge, signed)).statusCode).toBe(200);
    const replay = await answer(challenge, signed);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: errorMessages.passkeyNotAccepted });

    // Expired.
    const late = await password(staff);
    const lateOptions = await signInOptions(late);
    await t.database.db
      .update(staffWebauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffWebauthnChallenges.challenge, lateOptions.challenge));
    expect((await answer(late, passkey.get(lateOptions))).statusCode).toBe(401);

    // Made for another sign-in's challenge token.
    const first = await password(staff);
    // Challenge tokens of one second are the same token: the next second makes another.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await password(staff);
    expect(second.challenge_token).not.toBe(first.challenge_token);
    expect((await answer(second, passkey.get(await signInOptions(first)))).statusCode).toBe(401);
  });

  it("refuses another site's origin and rpID, an unknown passkey and another staff member's", async () => {
    const { staff, passkey } = await withPasskey();
    const other = await withPasskey('Phone');
    const refused = async (make: (options: { challenge: string }) => unknown) => {
      const challenge = await password(staff);
      const res = await answer(challenge, make(await signInOptions(challenge)));
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({ error: errorMessages.passkeyNotAccepted });
    };
    await refused((options) => passkey.get(options, { origin: 'https://northgate-lending.example' }));
    await refused((options) => passkey.get(options, { rpId: 'northgate-lending.example' }));
    await refused((options) => new SoftPasskey().get(options));
    await refused((options) => other.passkey.get(options));
    // A signature by another key over this passkey's id.
    await refused((options) => other.passkey.get(options, { credentialId: passkey.credentialId }));
    const failures = (await events(staff.id)).filter((row) => row.event === 'second_factor_failed');
    expect(failures).toEqual(
      Array.from({ length: 5 }, () => ({ event: 'second_factor_failed', method: 'passkey' })),
    );
    // The right passkey still works.
    const challenge = await password(staff);
    expect((await answer(challenge, passkey.get(await signInOptions(challenge)))).statusCode).toBe(200);
  });

  it('refuses a signature counter that went backwards', async () => {
    const { staff, passkey } = await withPasskey();
    // Five, then three (backwards) and five again (not forward): the last two are refused.
    for (const [counter, status] of [
      [5, 200],
      [3, 401],
      [5, 401],
    ] as const) {
      const challenge = await password(staff);
      const res = await answer(challenge, passkey.get(await signInOptions(challenge), { counter }));
      expect(res.statusCode, `counter ${counter}`).toBe(status);
    }
    const [row] = await t.database.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffMemberId, staff.id));
    expect(row?.counter).toBe(5);
  });

  it('spends the staff-2fa quotas: after five refused passkeys a right one waits too', async () => {
    const { staff, passkey } = await withPasskey();
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const challenge = await password(staff, ip);
      const options = await signInOptions(challenge, ip);
      const res = await answer(challenge, passkey.get(options, { origin: 'https://elsewhere.example' }), ip);
      expect(res.statusCode).toBe(401);
    }
    const challenge = await password(staff, ip);
    const limited = await answer(challenge, passkey.get(await signInOptions(challenge, ip)), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many attempts/);
  });

  it('adds a passkey only with the factor checked in the last 15 minutes, and only in the session that asked', async () => {
    const staff = await createStaff(t.database, 'loan_officer');
    const { access_token } = await staffSignIn(t.app, staff);
    const sessionId = decodeJwt(access_token).sid as string;
    const passkey = new SoftPasskey();

    // Options of another session of the same member do not fit this one.
    const elsewhere = await staffSignIn(t.app, staff);
    const foreign = await call('POST', API_PATHS.staffPasskeyRegisterOptions, elsewhere.access_token);
    const crossed = await call('POST', API_PATHS.staffPasskeys, access_token, {
      name: 'Laptop',
      credential: passkey.create(foreign.json<{ challenge: string }>()),
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ error: errorMessages.staffPasskeyNotAdded });

    // Another origin.
    const options = await call('POST', API_PATHS.staffPasskeyRegisterOptions, access_token);
    const wrongOrigin = await call('POST', API_PATHS.staffPasskeys, access_token, {
      name: 'Laptop',
      credential: passkey.create(options.json<{ challenge: string }>(), {
        origin: 'https://elsewhere.example',
      }),
    });
    expect(wrongOrigin.statusCode).toBe(400);

    await t.database.db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.id, sessionId));
    const stale = await call('POST', API_PATHS.staffPasskeyRegisterOptions, access_token);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      error: errorMessages.passkeySecondFactorRequired,
      code: STAFF_ERROR_CODES.secondFactorRequired,
    });
    expect((await call('GET', API_PATHS.staffPasskeys, access_token)).json()).toEqual({ passkeys: [] });
  });

  it('refuses the same passkey twice', async () => {
    const { passkey, token } = await withPasskey();
    const options = await call('POST', API_PATHS.staffPasskeyRegisterOptions, token);
    const again = await call('POST', API_PATHS.staffPasskeys, token, {
      name: 'Again',
      credential: passkey.create(options.json<{ challenge: string }>()),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: errorMessages.staffPasskeyAlreadyAdded });
  });

  it("counts each member's passkeys on the admin page, as they are added and removed", async () => {
    const admin = await createStaff(t.database, 'admin');
    const { access_token: adminToken } = await staffSignIn(t.app, admin);
    const passkeysOf = async (staffId: string) => {
      const res = await call('GET', API_PATHS.staffAdminMembers, adminToken);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ staff: StaffAdminMember[] }>().staff.find((member) => member.id === staffId)
        ?.passkeys;
    };
    const { staff, token, added } = await withPasskey();
    expect(await passkeysOf(staff.id)).toBe(1);
    expect(await passkeysOf(admin.id)).toBe(0);
    await call('DELETE', fillPath(API_PATHS.staffPasskey, { passkeyId: added.id }), token);
    expect(await passkeysOf(staff.id)).toBe(0);
  });

  it("removes one's own passkey only; the authenticator app stays the way in", async () => {
    const { staff, token, added } = await withPasskey();
    const other = await withPasskey();
    const notMine = await call(
      'DELETE',
      fillPath(API_PATHS.staffPasskey, { passkeyId: other.added.id }),
      token,
    );
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ error: errorMessages.unknownPasskey });

    const removed = await call('DELETE', fillPath(API_PATHS.staffPasskey, { passkeyId: added.id }), token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', API_PATHS.staffPasskeys, token)).json()).toEqual({ passkeys: [] });
    expect((await password(staff)).methods).toEqual(['totp', 'recovery_code']);
    // The other member's passkey is untouched, and signing in with the app still works.
    expect(
      (await call('GET', API_PATHS.staffPasskeys, other.token)).json<{ passkeys: Passkey[] }>().passkeys,
    ).toHaveLength(1);
    expect((await staffSignIn(t.app, staff)).token_type).toBe('staff');
    expect(
      await t.database.db
        .select({ event: staffSignInEvents.event })
        .from(staffSignInEvents)
        .where(
          and(eq(staffSignInEvents.staffMemberId, staff.id), eq(staffSignInEvents.event, 'passkey_removed')),
        ),
    ).toHaveLength(1);
  });
});
