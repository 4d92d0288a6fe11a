import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DOCUMENT_MAX_BYTES, RESUMABLE_UPLOADS_PATH } from '@northgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/db/database.ts';
import { startApiReplica, type ApiReplica } from '../helpers/api-replica.ts';
import { createUser, routes } from '../helpers/fixtures.ts';
import { pdf } from '../helpers/sample-files.ts';
import { paths as quizPaths } from '../helpers/short-quiz.ts';
import { SmtpStandIn } from '../helpers/smtp-stand-in.ts';
import { patchHeaders, tusCall, uploadMetadata } from '../helpers/tus.ts';
import { createScratchPostgres, postgresUrl } from '../helpers/test-database.ts';

/**
 * The production drill of issue #33 (`pnpm drill:production`, README "Production"): two API
 * processes in production mode on one PostgreSQL database, a real SMTP server that goes down, and a
 * borrower on a slow connection. Not part of `npm test` (it takes minutes by design); the numbers
 * below are the and can be shortened to try it: DRILL_OUTAGE_SECONDS (180),
 * DRILL_UPLOAD_KBITS (500), DRILL_UPLOAD_BYTES (the 10 MB limit).
 */
const OUTAGE_MS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 180) * 1000;
const KBITS = Number(process.env.DRILL_UPLOAD_KBITS ?? 500);
const UPLOAD_BYTES = Math.min(
  Number(process.env.DRILL_UPLOAD_BYTES ?? DOCUMENT_MAX_BYTES),
  DOCUMENT_MAX_BYTES,
);
const STAFF_EMAIL = 'staff@drill.northgate-lending.test';
const CODE_SUBJECT = 'Your Northgate verification code';
const UPLOADS = RESUMABLE_UPLOADS_PATH;

describe.runIf(postgresUrl !== undefined)('production drill: two replicas on PostgreSQL', () => {
  const smtp = new SmtpStandIn();
  const shared = mkdtempSync(join(tmpdir(), 'drill-shared-'));
  const metricsToken = randomBytes(24).toString('base64url');
  let scratch: { url: string; drop(): Promise<void> };
  let database: Database;
  let a: ApiReplica;
  let b: ApiReplica;
  let productionEnv: Record<string, string>;

  beforeAll(async () => {
    await smtp.start();
    scratch = await createScratchPostgres(postgresUrl as string);
    const env = {
      APP_ENV: 'production',
      TOKEN_SECRET: randomBytes(48).toString('base64url'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: 'http://127.0.0.1:8080',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Northgate Drill <no-reply@drill.northgate-lending.test>',
      STAFF_EMAIL,
      METRICS_TOKEN: metricsToken,
      // Shared, as replicas behind one load balancer share them.
      DOCUMENTS_DIR: join(shared, 'documents'),
      UPLOAD_STAGING_DIR: join(shared, 'uploads'),
    };
    productionEnv = env;
    [a, b] = await Promise.all([startApiReplica(scratch.url, env), startApiReplica(scratch.url, env)]);
    database = await openPostgres(scratch.url, { max: 2 });
  }, 300_000);

  /* eslint-disable @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed */
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await scratch?.drop();
    await smtp.stop();
    rmSync(shared, { recursive: true, force: true });
  });
  /* eslint-enable @typescript-eslint/no-unnecessary-condition */

  const json = async (replica: ApiReplica, path: string, init: RequestInit & { token?: string } = {}) => {
    const res = await fetch(`${replica.origin}${path}`, {
      ...init,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
      },
    });
    const text = await res.text();
    return {
      status: res.status,
      text,
      body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };
  const post = (replica: ApiReplica, path: string, body: unknown, token?: string) =>
    json(replica, path, { method: 'POST', body: JSON.stringify(body), token });

  async function borrowerToken(replica: ApiReplica): Promise<string> {
    const user = await createUser(database);
    const res = await post(replica, routes.login, { email: user.email, password: user.password });
    expect(res.status, res.text).toBe(200);
    return res.body.access_token as string;
  }

  it('answers /metrics to the token only, on both replicas', async () => {
    for (const replica of [a, b]) {
      expect((await fetch(`${replica.origin}/metrics`)).status).toBe(401);
      const res = await fetch(`${replica.origin}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds');
    }
  });

  it('refuses to start a third replica with another data key', async () => {
    const otherKey = { ...productionEnv, DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    await expect(startApiReplica(scratch.url, otherKey)).rejects.toThrow(
      'DATA_ENCRYPTION_KEY does not match the key this database was written with',
    );
  }, 120_000);

  it(`takes a ${Math.round(UPLOAD_BYTES / 1e6)} MB upload at ${KBITS} kbit/s, cut once and resumed on the other replica`, async () => {
    const token = await borrowerToken(a);
    const file = pdf(randomBytes(Math.floor((UPLOAD_BYTES - 2_000) * 0.75)).toString('base64'));
    const metadata = uploadMetadata({
      purpose: 'bankStatement',
      filename: 'March statement.pdf',
      filetype: 'application/pdf',
    });
    const created = await tusCall(a.origin, 'POST', UPLOADS, token, {
      'upload-length': file.length,
      'upload-metadata': metadata,
    });
    expect(created.status, created.body).toBe(201);
    const location = new URL(String(created.headers.location), a.origin).pathname;

    // At the borrower's speed, cut off 40% in.
    const cut = tusCall(a.origin, 'PATCH', location, token, patchHeaders(0), (req) =>
      trickle(req, file, 0, file.length * 0.4),
    );
    await expect(cut).rejects.toThrow();
    await sleep(1_000);
    const head = await tusCall(b.origin, 'HEAD', location, token);
    expect(head.status).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThan(file.length * 0.3);

    const done = await tusCall(b.origin, 'PATCH', location, token, patchHeaders(offset), (req) =>
      trickle(req, file, offset, file.length),
    );
    expect(done.status, done.body).toBe(200);
    const document = JSON.parse(done.body) as { id: string };
    const download = await fetch(`${a.origin}/api/v1/documents/${document.id}/file`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
  }, 900_000);

  it(`delivers every code and notice asked for during a ${OUTAGE_MS / 1000} s mail outage exactly once, never claiming a send before`, async () => {
    await smtp.stop();
    const guest = await post(b, routes.fakeAuth, {});
    const guestToken = guest.body.access_token as string;
    const email = `drill-${randomUUID().slice(0, 8)}@example.test`;
    const sent = await post(a, quizPaths.send, { email }, guestToken);
    expect(sent.status, sent.text).toBe(200);
    const borrower = await borrowerToken(b);
    const note = `Drill note ${randomUUID()}`;
    expect(
      (
        await post(
          b,
          '/personal_account/v1/personal_account/contact_us',
          { text: note, website: '' },
          borrower,
        )
      ).status,
    ).toBe(200);

    const status = async (replica: ApiReplica) =>
      (await json(replica, '/api/v1/short/email_verify_status', { token: guestToken })).body;
    const outageEnds = Date.now() + OUTAGE_MS;
    while (Date.now() < outageEnds) {
      for (const replica of [a, b])
        expect(await status(replica)).toMatchObject({ waiting: true, delivered: false });
      await sleep(5_000);
    }
    await smtp.start();

    const codeMails = () => smtp.withSubject(CODE_SUBJECT).filter((mail) => mail.to.includes(email));
    const notices = () =>
      smtp.received.filter((mail) => mail.to.includes(STAFF_EMAIL) && mail.raw.includes(note));
    // A notice waits at most 15 minutes between tries (ADR 0047).
    const deadline = Date.now() + 20 * 60_000;
    while ((codeMails().length === 0 || notices().length === 0) && Date.now() < deadline) await sleep(2_000);
    expect(await status(a)).toMatchObject({ waiting: true, delivered: true });
    await sleep(10_000);
    expect(codeMails()).toHaveLength(1);
    expect(notices()).toHaveLength(1);
  }, 1_800_000);
});

/** Sends `file[from, to)` at KBITS, in 16 KB pieces; ends the request at the file's end, else cuts it. */
function trickle(req: ClientRequest, file: Buffer, from: number, to: number) {
  const piece = 16 * 1024;
  const everyMs = (piece * 8) / KBITS;
  let sent = from;
  const timer = setInterval(() => {
    const end = Math.min(sent + piece, to);
    req.write(file.subarray(sent, end));
    sent = end;
    if (sent >= file.length) {
      clearInterval(timer);
      req.end();
    } else if (sent >= to) {
      clearInterval(timer);
      req.destroy();
    }
  }, everyMs);
  req.on('close', () => clearInterval(timer));
}
