import { API_PATHS, STAFF_ERROR_CODES } from '@northgate/contracts';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { staffSignInEvents, staffWebauthnChallenges } from '../../db/staff-factor-schema.ts';
import { errorMessages } from '../../messages.ts';
import { freshIp, postJson } from '../../../test/helpers/fixtures.ts';
import {
  borrowerWithApplication,
  caller,
  createStaff,
  staffSignIn,
  type TestStaff,
} from '../../../test/helpers/pipeline.ts';
import { SoftPasskey } from '../../../test/helpers/soft-passkey.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const ID_NUMBER = 'D4821-77309';
const REVEAL = { step: 'documentsIDs', field: 'idNumber' };

interface Options {
  challenge: string;
  allowCredentials: { id: string }[];
}

/**
 * The second factor asked again before a reveal (ADR 0055), answered with a passkey (ADR 0056):
 * options bound to the signed-in session, and an answer recorded on the session as a code's is.
 */
describe.each(databaseVariants())(
  'confirming the second factor again with a passkey, on $name',
  ({ open }) => {
    const t = useTestApp(open);
    const call = caller(() => t.app);

    /** A signed-in staff member whose factor check is 16 minutes old, with a passkey unless told not to. */
    async function staleSession({ passkey = true, staff }: { passkey?: boolean; staff?: TestStaff } = {}) {
      const member = staff ?? (await createStaff(t.database, 'loan_officer'));
      const { access_token } = await staffSignIn(t.app, member);
      const soft = new SoftPasskey();
      if (passkey) {
        const options = await call('POST', API_PATHS.staffPasskeyRegisterOptions, access_token);
        const added = await call('POST', API_PATHS.staffPasskeys, access_token, {
          name: 'Work laptop',
          credential: soft.create(options.json<{ challenge: string }>()),
        });
        expect(added.statusCode, added.body).toBe(201);
      }
      await age(access_token);
      return { staff: member, passkey: soft, token: access_token };
    }

    /** The session's last factor check, 16 minutes ago. */
    async function age(token: string) {
      await t.database.db
        .update(sessions)
        .set({ secondFactorAt: new Date(Date.now() - 16 * 60_000) })
        .where(eq(sessions.id, decodeJwt(token).sid as string));
    }

    async function recheckOptions(token: string): Promise<Options> {
      const res = await call('POST', API_PATHS.staffPasskeyRecheckOptions, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Options>();
    }

    const answer = (token: string, credential: unknown, ip = freshIp()) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.staffPasskeyRecheck,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ credential }),
        remoteAddress: ip,
      });

    // 403, not 401: the session is fine, so a client must not refresh and send the passkey again.
    const refusedAsNotAccepted = (res: { statusCode: number; json: () => unknown }) => {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: errorMessages.passkeyNotAccepted });
    };

    const events = (staffId: string, event: 'second_factor_passed' | 'second_factor_failed') =>
      t.database.db
        .select({ method: staffSignInEvents.method })
        .from(staffSignInEvents)
        .where(and(eq(staffSignInEvents.staffMemberId, staffId), eq(staffSignInEvents.event, event)));

    it('records the factor on the session, so the reveal it asked for then shows the value', async () => {
      const { applicationId } = await borrowerWithApplication(() => t.app, t.database);
      const { staff, passkey, token } = await staleSession();
      const reveal = () => call('POST', `/staff/api/v1/applications/${applicationId}/reveal`, token, REVEAL);
      const asked = await reveal();
      expect(asked.statusCode).toBe(403);
      expect(asked.json<{ code: string }>().code).toBe(STAFF_ERROR_CODES.secondFactorRequired);

      const options = await recheckOptions(token);
      expect(options.allowCredentials.map(({ id }) => id)).toEqual([passkey.credentialId]);
      const passed = await answer(token, passkey.get(options));
      expect(passed.statusCode, passed.body).toBe(200);
      const { second_factor_at } = passed.json<{ second_factor_at: string }>();
      expect(Date.now() - Date.parse(second_factor_at)).toBeLessThan(60_000);

      const revealed = await reveal();
      expect(revealed.statusCode, revealed.body).toBe(200);
      expect(revealed.json()).toEqual({ value: ID_NUMBER });
      // Audited as a code's re-check is, with the passkey as its method.
      expect(await events(staff.id, 'second_factor_passed')).toContainEqual({ method: 'passkey' });
    });

    it('takes each challenge once: a replayed answer, an invented challenge and a sign-in challenge are refused', async () => {
      const { staff, passkey, token } = await staleSession();
      const signed = passkey.get(await recheckOptions(token));
      expect((await answer(token, signed)).statusCode).toBe(200);
      await age(token);
      refusedAsNotAccepted(await answer(token, signed));
      refusedAsNotAccepted(
        await answer(token, passkey.get({ challenge: 'bm90LWEtY2hhbGxlbmdlLW9mLW91cnM' })),
      );

      // Expired: five minutes old.
      const late = await recheckOptions(token);
      await t.database.db
        .update(staffWebauthnChallenges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffWebauthnChallenges.challenge, late.challenge));
      refusedAsNotAccepted(await answer(token, passkey.get(late)));

      // Made for the second step of a sign-in, with a password's challenge token.
      const login = await postJson(
        t.app,
        API_PATHS.staffLogin,
        { email: staff.email, password: staff.password },
        { ip: freshIp() },
      );
      const signIn = await postJson(t.app, API_PATHS.staffPasskeySignInOptions, {
        challenge_token: login.json<{ challenge_token: string }>().challenge_token,
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      refusedAsNotAccepted(await answer(token, passkey.get(signIn.json<Options>())));

      // Nothing was recorded: the session still asks; each refusal is audited as a wrong code is.
      expect((await call('POST', API_PATHS.staffPasskeyRegisterOptions, token)).statusCode).toBe(403);
      expect(await events(staff.id, 'second_factor_failed')).toEqual(
        Array.from({ length: 4 }, () => ({ method: 'passkey' })),
      );
    });

    it("refuses another session's challenge, which stays the other session's to use", async () => {
      const { staff, passkey, token } = await staleSession();
      const other = await staleSession({ staff, passkey: false });
      const theirs = passkey.get(await recheckOptions(other.token));
      refusedAsNotAccepted(await answer(token, theirs));
      expect((await call('POST', API_PATHS.staffPasskeyRegisterOptions, token)).statusCode).toBe(403);
      expect((await answer(other.token, theirs)).statusCode).toBe(200);
    });

    it('tells a staff member without a passkey to use a code, and accepts no answer from them', async () => {
      const { token } = await staleSession({ passkey: false });
      const res = await call('POST', API_PATHS.staffPasskeyRecheckOptions, token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: errorMessages.noPasskey });
      refusedAsNotAccepted(
        await answer(token, new SoftPasskey().get({ challenge: 'bWFkZS11cC1jaGFsbGVuZ2U' })),
      );
    });

    it("refuses another staff member's passkey, and spends the staff-2fa quotas as a code does", async () => {
      const { passkey, token } = await staleSession();
      const stranger = await staleSession();
      const ip = freshIp();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        refusedAsNotAccepted(await answer(token, stranger.passkey.get(await recheckOptions(token)), ip));
      }
      const limited = await answer(token, passkey.get(await recheckOptions(token)), ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ error: string }>().error).toMatch(/^Too many attempts/);
      // From another address the right passkey still works.
      expect((await answer(token, passkey.get(await recheckOptions(token)))).statusCode).toBe(200);
    });
  },
);
