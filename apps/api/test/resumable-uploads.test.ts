import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DOCUMENT_MAX_BYTES, RESUMABLE_UPLOADS_PATH } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { documentMessages } from '../src/messages.ts';
import { documentCalls } from './helpers/documents.ts';
import { createUser, login } from './helpers/fixtures.ts';
import { pdf } from './helpers/sample-files.ts';
import { startTestApp } from './helpers/test-app.ts';
import { patchHeaders, tusCall, uploadMetadata } from './helpers/tus.ts';
import { databaseVariants } from './helpers/test-database.ts';

const UPLOADS = RESUMABLE_UPLOADS_PATH;
// Short limits so the test runs fast: a request may take 1 s in all; an upload, any time.
const REQUEST_MS = 1_000;
const SILENCE_MS = 1_500;

/** A valid PDF just under the size limit, its text random so a misplaced byte shows. */
const bigPdf = () => pdf(randomBytes(Math.floor((DOCUMENT_MAX_BYTES - 2_000) * 0.75)).toString('base64'));

describe.each(databaseVariants().slice(0, 1))('resumable uploads ($name)', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await open();
    const started = await startTestApp(database, {
      httpTimeouts: { headersMs: 1_000, requestMs: REQUEST_MS, connectionMs: 10_000, keepAliveMs: 5_000 },
      uploadLimits: { silenceMs: SILENCE_MS, expiryMs: 60_000 },
    });
    app = started.app;
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function borrower() {
    const user = await createUser(database);
    return (await login(app, user)).access_token;
  }

  const call = (
    method: string,
    path: string,
    token: string,
    headers?: Record<string, string | number>,
    write?: (req: ClientRequest) => void,
  ) => tusCall(`http://127.0.0.1:${port}`, method, path, token, headers, write);

  async function start(token: string, size: number, fields: Record<string, string>): Promise<string> {
    const created = await call('POST', UPLOADS, token, {
      'upload-length': size,
      'upload-metadata': uploadMetadata(fields),
    });
    expect(created.status, created.body).toBe(201);
    return created.headers.location as string;
  }

  const offsetOf = async (token: string, location: string) => {
    const head = await call('HEAD', location, token);
    expect(head.status).toBe(200);
    return Number(head.headers['upload-offset']);
  };

  const patch = (token: string, location: string, offset: number, write: (req: ClientRequest) => void) =>
    call('PATCH', location, token, patchHeaders(offset), write);

  it('a 10 MB PDF sent slowly past the request time, cut off midway, resumes and arrives intact', async () => {
    const token = await borrower();
    const file = bigPdf();
    expect(file.length).toBeGreaterThan(DOCUMENT_MAX_BYTES - 20_000);
    expect(file.length).toBeLessThanOrEqual(DOCUMENT_MAX_BYTES);
    const location = await start(token, file.length, {
      purpose: 'bankStatement',
      filename: 'March statement.pdf',
      filetype: 'application/pdf',
    });

    // A trickle for twice the whole-request time, then the connection drops.
    const startedAt = Date.now();
    const cut = patch(token, location, 0, (req) => {
      let sent = 0;
      const timer = setInterval(() => {
        req.write(file.subarray(sent, sent + 128 * 1024));
        sent += 128 * 1024;
        if (Date.now() - startedAt > REQUEST_MS * 2) {
          clearInterval(timer);
          req.destroy();
        }
      }, 100);
    });
    await expect(cut).rejects.toThrow();
    await sleep(300);
    const offset = await offsetOf(token, location);
    expect(offset).toBeGreaterThan(128 * 1024);
    expect(offset).toBeLessThan(file.length);

    const finished = await patch(token, location, offset, (req) => req.end(file.subarray(offset)));
    expect(finished.status, finished.body).toBe(200);
    const document = JSON.parse(finished.body) as { id: string; size: number; file_name: string };
    expect(document).toMatchObject({
      size: file.length,
      file_name: 'March statement.pdf',
      purpose: 'bankStatement',
    });

    const calls = documentCalls(() => app);
    const listed = (await calls.list(token)).json().documents as { id: string }[];
    expect(listed.map((d) => d.id)).toEqual([document.id]);
    const download = await calls.download(token, document.id);
    expect(download.rawPayload.equals(file)).toBe(true);
  }, 30_000);

  it('a PATCH that goes silent loses its socket after the silence limit, and keeps what it sent', async () => {
    const token = await borrower();
    const file = pdf('silence');
    const location = await start(token, file.length, { purpose: 'idFront', filename: 'id.pdf' });
    const sentAt = Date.now();
    const stalled = patch(token, location, 0, (req) => req.write(file.subarray(0, 100)));
    await expect(stalled).rejects.toThrow();
    const closedAfter = Date.now() - sentAt;
    expect(closedAfter).toBeGreaterThanOrEqual(SILENCE_MS - 200);
    expect(closedAfter).toBeLessThan(SILENCE_MS + 2_000);
    await sleep(100);
    expect(await offsetOf(token, location)).toBe(100);
  }, 15_000);

  it("another borrower cannot see, continue or end someone's upload, nor replace their document", async () => {
    const owner = await borrower();
    const other = await borrower();
    const file = pdf('mine');
    const location = await start(owner, file.length, { purpose: 'idFront', filename: 'id.pdf' });
    expect((await call('HEAD', location, other)).status).toBe(404);
    const refused = await patch(other, location, 0, (req) => req.end(file));
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body)).toEqual({ error: documentMessages.uploadNotFound });
    expect((await call('DELETE', location, other)).status).toBe(404);
    expect(await offsetOf(owner, location)).toBe(0);

    const done = await patch(owner, location, 0, (req) => req.end(file));
    const { id } = JSON.parse(done.body) as { id: string };
    const replace = await call('POST', UPLOADS, other, {
      'upload-length': file.length,
      'upload-metadata': uploadMetadata({ replaces: id, filename: 'x.pdf' }),
    });
    expect(replace.status).toBe(404);
    expect(JSON.parse(replace.body)).toEqual({ error: documentMessages.notFound });
  });

  it('refuses what the multipart route refuses, with the same answers', async () => {
    const token = await borrower();
    const tooLarge = await call('POST', UPLOADS, token, {
      'upload-length': DOCUMENT_MAX_BYTES + 1,
      'upload-metadata': uploadMetadata({ purpose: 'idFront', filename: 'big.pdf' }),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ error: documentMessages.tooLarge });

    const html = Buffer.from('<html><body>not a statement</body></html>');
    const location = await start(token, html.length, { purpose: 'idFront', filename: 'statement.pdf' });
    const refused = await patch(token, location, 0, (req) => req.end(html));
    expect(refused.status).toBe(415);
    expect(JSON.parse(refused.body)).toEqual({ error: documentMessages.unsupportedType });
    expect((await call('HEAD', location, token)).status).toBe(404);
  });

  it('a very long file name is shortened, its extension kept, and the PDF accepted', async () => {
    const token = await borrower();
    const file = pdf('long name');
    const name = `${'Bank statement for the joint account '.repeat(200)}.pdf`;
    const location = await start(token, file.length, { purpose: 'idFront', filename: name });
    const done = await patch(token, location, 0, (req) => req.end(file));
    expect(done.status, done.body).toBe(200);
    const { file_name } = JSON.parse(done.body) as { file_name: string };
    expect(file_name.length).toBeGreaterThan(100);
    expect(file_name.length).toBeLessThanOrEqual(120);
    expect(file_name).toMatch(/^Bank statement for the joint account .*\.pdf$/);
  });

  it('an upload abandoned past its expiry is removed with its staged bytes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-test-uploads-'));
    const expiring = await startTestApp(database, {
      dataDir,
      uploadLimits: { silenceMs: SILENCE_MS, expiryMs: 1_500 },
    });
    const staging = join(dataDir, 'resumable-uploads');
    const token = (await login(expiring.app, await createUser(database))).access_token;
    await expiring.app.listen({ host: '127.0.0.1', port: 0 });
    // This test's calls go to the app whose uploads expire at once.
    const mainPort = port;
    port = (expiring.app.server.address() as AddressInfo).port;
    try {
      const file = pdf('abandoned');
      const location = await start(token, file.length, { purpose: 'idFront', filename: 'id.pdf' });
      const sent = await patch(token, location, 0, (req) => req.end(file.subarray(0, 50)));
      expect(sent.status, sent.body).toBe(204);
      expect(readdirSync(staging).length).toBeGreaterThan(0);
      // Expired after 1.5 s, and the cleanup runs as often: gone within 3 s.
      await sleep(3_500);
      expect(readdirSync(staging)).toEqual([]);
      expect([404, 410]).toContain((await call('HEAD', location, token)).status);
    } finally {
      port = mainPort;
      await expiring.app.close();
    }
  });
});
