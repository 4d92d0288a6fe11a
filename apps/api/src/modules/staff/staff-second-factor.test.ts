import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@northgate/contracts';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { demoStaff } from '../../db/seed.ts';
import { staffRecoveryCodes, staffSignInEvents, staffTotpFactors } from '../../db/staff-factor-schema.ts';
import { errorMessages } from '../../messages.ts';
import { freshIp, postJson } from '../../../test/helpers/fixtures.ts';
import { rememberSecret } from '../../../test/helpers/log-audit.ts';
import {
  caller,
  createStaff,
  nextTotpCode,
  staffSignIn,
  type TestStaff,
} from '../../../test/helpers/pipeline.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';
import { FieldEncryption } from '../../field-encryption.ts';
import { runStaffResetFactor } from './staff-command.ts';
import { StaffSecondFactors } from './staff-second-factors.ts';

interface Challenge {
  second_factor: 'enrol' | 'verify';
  challenge_token: string;
  methods: string[];
}

describe.each(databaseVariants())('staff second factor on $name', ({ open }) => {
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

  const secondFactor = (
    challenge: Challenge,
    method: 'totp' | 'recovery_code',
    code: string,
    ip = freshIp(),
  ) =>
    postJson(
      t.app,
      API_PATHS.staffSecondFactor,
      { challenge_token: challenge.challenge_token, method, code },
      { ip },
    );

  /** A staff member who enrolled an authenticator app (and holds its recovery codes). */
  async function enrolled(): Promise<TestStaff & { totp: NonNullable<TestStaff['totp']> }> {
    const staff = await createStaff(t.database, 'loan_officer');
    await staffSignIn(t.app, staff);
    if (staff.totp === undefined) throw new Error('not enrolled');
    return { ...staff, totp: staff.totp };
  }

  // Resetting touches no secret: any key does.
  const factors = () =>
    new StaffSecondFactors(t.database.db, new FieldEncryption(randomBytes(32)), 'reset-only');

  /** A six-digit code of the current step that is not the right one. */
  const wrongCode = (secret: string) => {
    const right = generateSync({ secret });
    return String((Number(right) + 1) % 1_000_000).padStart(6, '0');
  };

  it('answers a right password with a challenge, never a session; the challenge opens no staff route', async () => {
    const staff = await createStaff(t.database, 'processor');
    const challenge = await password(staff);
    expect(challenge).toMatchObject({ second_factor: 'enrol', methods: [] });
    expect(challenge).not.toHaveProperty('access_token');
    expect(challenge).not.toHaveProperty('refresh_token');
    for (const url of [API_PATHS.staffMe, API_PATHS.staffApplications]) {
      expect((await call('GET', url, challenge.challenge_token)).statusCode).toBe(401);
    }
    // Nor does an enrol challenge pass the second step: a staff member without a factor can only enrol.
    const refused = await secondFactor(challenge, 'totp', '123456');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: errorMessages.staffChallengeExpired });
    // A forged or expired challenge is refused the same way.
    const forged = await postJson(t.app, API_PATHS.staffTotpEnrol, { challenge_token: 'not.a.token' });
    expect(forged.statusCode).toBe(401);
  });

  it('enrols an authenticator app at the first sign-in: the QR address, a confirming code, ten recovery codes', async () => {
    const staff = await createStaff(t.database, 'loan_officer');
    const challenge = await password(staff);
    const started = await postJson(t.app, API_PATHS.staffTotpEnrol, {
      challenge_token: challenge.challenge_token,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauth_uri } = started.json<{ secret: string; otpauth_uri: string }>();
    rememberSecret('token', secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(decodeURIComponent(otpauth_uri)).toContain(staff.email);
    // Kept encrypted: the secret is not in the row.
    const [row] = await t.database.db
      .select()
      .from(staffTotpFactors)
      .where(eq(staffTotpFactors.staffMemberId, staff.id));
    expect(row?.secretEncrypted).not.toContain(secret);
    expect(row?.confirmedAt).toBeNull();

    const confirm = (code: string) =>
      postJson(t.app, API_PATHS.staffTotpConfirm, { challenge_token: challenge.challenge_token, code });
    const wrong = await confirm(wrongCode(secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: errorMessages.wrongTotpCode });

    const right = await confirm(generateSync({ secret }));
    expect(right.statusCode, right.body).toBe(200);
    const { recovery_codes, ...tokens } = right.json<{
      recovery_codes: string[];
      access_token: string;
      token_type: string;
    }>();
    for (const code of recovery_codes) rememberSecret('recovery code', code);
    expect(tokens.token_type).toBe('staff');
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await call('GET', API_PATHS.staffMe, tokens.access_token)).json()).toMatchObject({
      id: staff.id,
    });
    // Only hashes are kept.
    const stored = await t.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffMemberId, staff.id));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(recovery_codes.join(' ')).not.toContain(codeHash);

    // Enrolled: the next sign-in asks for a code, and enrolling again is refused.
    const next = await password(staff);
    expect(next).toMatchObject({ second_factor: 'verify', methods: ['totp', 'recovery_code'] });
    const again = await postJson(t.app, API_PATHS.staffTotpEnrol, {
      challenge_token: challenge.challenge_token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: errorMessages.alreadyEnrolled });
  });

  it('signs in with a right code, refuses a wrong one and the same code used twice', async () => {
    const staff = await enrolled();
    const wrong = await secondFactor(await password(staff), 'totp', wrongCode(staff.totp.secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: errorMessages.wrongTotpCode });

    const code = nextTotpCode(staff.totp) ?? '';
    const right = await secondFactor(await password(staff), 'totp', code);
    expect(right.statusCode, right.body).toBe(200);
    const { access_token } = right.json<{ access_token: string }>();
    expect((await call('GET', API_PATHS.staffMe, access_token)).statusCode).toBe(200);

    // Replay: the code (and its time step) was used; a later step's code still works.
    const replayed = await secondFactor(await password(staff), 'totp', code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ error: errorMessages.usedTotpCode });
    // Not a six-digit code at all: wrong, not an error.
    expect((await secondFactor(await password(staff), 'totp', 'abc')).statusCode).toBe(401);

    const events = await t.database.db
      .select({ event: staffSignInEvents.event, method: staffSignInEvents.method })
      .from(staffSignInEvents)
      .where(eq(staffSignInEvents.staffMemberId, staff.id));
    expect(events.filter((e) => e.event === 'second_factor_failed')).toHaveLength(3);
    expect(events).toContainEqual({ event: 'second_factor_passed', method: 'totp' });
    expect(events).toContainEqual({ event: 'factor_enrolled', method: 'totp' });
  });

  it("lets local mode's published demo secret sign in twice with one code, and no other secret", async () => {
    const published = demoStaff.totpSecret;
    const factors = new StaffSecondFactors(
      t.database.db,
      new FieldEncryption(randomBytes(32)),
      'published-secret',
      published,
    );
    const demo = await createStaff(t.database, 'admin');
    const other = await createStaff(t.database, 'admin');
    const otherSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await factors.seedConfirmedTotp(demo.id, published);
    await factors.seedConfirmedTotp(other.id, otherSecret);
    const demoCode = generateSync({ secret: published });
    expect(await factors.verifyTotp(demo.id, demoCode)).toEqual({ ok: true });
    expect(await factors.verifyTotp(demo.id, demoCode)).toEqual({ ok: true });
    const otherCode = generateSync({ secret: otherSecret });
    expect(await factors.verifyTotp(other.id, otherCode)).toEqual({ ok: true });
    expect(await factors.verifyTotp(other.id, otherCode)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('takes each recovery code once', async () => {
    const staff = await enrolled();
    const [recoveryCode = ''] = staff.totp.recoveryCodes;
    // Typed in lower case with a space instead of the dash: still the code.
    const typed = recoveryCode.toLowerCase().replace('-', ' ');
    const first = await secondFactor(await password(staff), 'recovery_code', typed);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'staff' });
    const second = await secondFactor(await password(staff), 'recovery_code', recoveryCode);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ error: errorMessages.wrongRecoveryCode });
    const other = await secondFactor(
      await password(staff),
      'recovery_code',
      staff.totp.recoveryCodes[1] ?? '',
    );
    expect(other.statusCode).toBe(200);
  });

  it('limits wrong codes per staff member and address, and a right code is then refused too', async () => {
    const staff = await enrolled();
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await secondFactor(await password(staff), 'totp', wrongCode(staff.totp.secret), ip);
      expect(res.statusCode).toBe(401);
    }
    const limited = await secondFactor(await password(staff), 'totp', nextTotpCode(staff.totp) ?? '', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many attempts/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('lets a whole office behind one address pass the second step together; wrong codes from it are still limited', async () => {
    const office = freshIp();
    const members = [];
    for (let index = 0; index < 12; index += 1) members.push(await enrolled());
    // Someone who has not signed in from the office yet: their authenticator has a code to spare
    // at the end (a member who enrolled and signed in within one 30-second step may not, yet).
    const latecomer = await enrolled();
    // Twelve right codes from one address within a minute (more than its 10 a minute): each gives
    // back what it took. (The password step has its own quotas, ADR 0012: here from their desks.)
    for (const member of members) {
      const res = await secondFactor(await password(member), 'totp', nextTotpCode(member.totp) ?? '', office);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ token_type: 'staff' });
    }
    // Wrong codes still count: ten a minute from the address, one per member here (under their own 5).
    const statuses: number[] = [];
    for (const member of members.slice(0, 11)) {
      const res = await secondFactor(await password(member), 'totp', wrongCode(member.totp.secret), office);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // And then a right code from that address waits too, until the minute is over.
    const code = nextTotpCode(latecomer.totp);
    expect(code).toBeDefined();
    const waiting = await secondFactor(await password(latecomer), 'totp', code ?? '', office);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json<{ error: string }>().error).toMatch(/^Too many attempts/);
  });

  it('resets a lost factor from the command line, ending the sessions; the next sign-in enrols again', async () => {
    const staff = await enrolled();
    const { access_token } = await staffSignIn(t.app, staff);
    const printed: string[] = [];
    const code = await runStaffResetFactor(['--email', staff.email.toUpperCase()], factors(), {
      print: (line) => printed.push(line),
    });
    expect(code).toBe(0);
    expect(printed.join('\n')).toMatch(
      /^Reset the second factor of Morgan Officer <.+> and ended 2 sessions/,
    );
    expect((await call('GET', API_PATHS.staffMe, access_token)).statusCode).toBe(401);
    expect(await password(staff)).toMatchObject({ second_factor: 'enrol' });
    const events = await t.database.db
      .select({ event: staffSignInEvents.event })
      .from(staffSignInEvents)
      .where(eq(staffSignInEvents.staffMemberId, staff.id));
    expect(events).toContainEqual({ event: 'factor_reset' });
    const unknown: string[] = [];
    expect(
      await runStaffResetFactor(['--email', 'nobody@northgate.test'], factors(), {
        print: (line) => unknown.push(line),
      }),
    ).toBe(1);
    expect(unknown).toEqual(['No staff member uses nobody@northgate.test.']);
    expect(await runStaffResetFactor([], factors(), { print: () => undefined })).toBe(2);
  });
});
