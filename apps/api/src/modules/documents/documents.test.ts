import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { DOCUMENT_MAX_BYTES } from '@northgate/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentMessages } from '../../messages.ts';
import { validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import { documentCalls } from '../../../test/helpers/documents.ts';
import { draftCalls } from '../../../test/helpers/drafts.ts';
import { createUser, login, longFormFixtureAccount } from '../../../test/helpers/fixtures.ts';
import { heic, jpeg, multipart, pdf, png } from '../../../test/helpers/sample-files.ts';
import { startTestApp, useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('document uploads on $name', ({ open }) => {
  const storeDir = mkdtempSync(join(tmpdir(), 'api-test-documents-'));
  const t = useTestApp(open, { documentStorage: { driver: 'local', directory: storeDir } });
  const calls = documentCalls(() => t.app);

  async function borrower() {
    // A verified phone: the long-form submit below needs one.
    const user = await createUser(t.database, longFormFixtureAccount());
    return { id: user.id, token: (await login(t.app, user)).access_token };
  }

  it('a valid PDF with a 90,000-character name is stored under a shortened name, extension kept', async () => {
    const { token } = await borrower();
    const name = `${'Joint account statement, March to August '.repeat(3_000).slice(0, 90_000)}.pdf`;
    const res = await calls.upload(token, 'bankStatement', {
      fileName: name,
      contentType: 'application/pdf',
      bytes: pdf(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { file_name } = res.json<{ file_name: string }>();
    expect(file_name).toMatch(/^Joint account statement, March to August .*\.pdf$/);
    expect(file_name.length).toBeLessThanOrEqual(120);
  });

  it('stores each accepted type, named by its content, and gives it back to its owner', async () => {
    const { token } = await borrower();
    const files = [
      { fileName: 'license-front.jpg', contentType: 'image/jpeg', bytes: jpeg(), type: 'image/jpeg' },
      { fileName: 'license-back.PNG', contentType: 'image/png', bytes: png(), type: 'image/png' },
      { fileName: 'passport.heic', contentType: 'image/heic', bytes: heic(), type: 'image/heic' },
      {
        fileName: 'March statement.pdf',
        contentType: 'application/pdf',
        bytes: pdf(),
        type: 'application/pdf',
      },
    ];
    for (const file of files) {
      const res = await calls.upload(token, 'idFront', file);
      expect(res.statusCode, res.body).toBe(201);
      const document = res.json();
      expect(document).toMatchObject({
        purpose: 'idFront',
        file_name: file.fileName,
        content_type: file.type,
        size: file.bytes.length,
        locked: false,
      });
      const download = await calls.download(token, document.id);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(file.bytes)).toBe(true);
      expect(download.headers['content-type']).toBe(file.type);
      expect(download.headers['cache-control']).toBe('no-store');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
    }
    const list = await calls.list(token);
    expect(list.json().documents.map((d: { file_name: string }) => d.file_name)).toEqual(
      files.map((f) => f.fileName),
    );
  });

  it('decides the type by content: an octet-stream upload without an extension is still a PDF', async () => {
    const { token } = await borrower();
    const res = await calls.upload(token, 'bankStatement', { fileName: 'scan', bytes: pdf() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ content_type: 'application/pdf', file_name: 'scan.pdf' });
  });

  describe('hostile uploads are refused with a clear message, and nothing is kept', () => {
    const refusals = [
      {
        name: 'a file that is not an image or a PDF',
        part: { fileName: 'notes.txt', contentType: 'text/plain', bytes: Buffer.from('hello there') },
        status: 415,
        error: documentMessages.unsupportedType,
      },
      {
        name: 'a ".pdf" that is not a PDF',
        part: {
          fileName: 'statement.pdf',
          contentType: 'application/pdf',
          bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        },
        status: 415,
        error: documentMessages.unsupportedType,
      },
      {
        name: 'a JPEG that claims to be a PDF',
        part: { fileName: 'statement.pdf', contentType: 'application/pdf', bytes: jpeg() },
        status: 415,
        error: documentMessages.typeMismatch,
      },
      {
        name: 'a PDF sent as text/html',
        part: { fileName: 'statement', contentType: 'text/html', bytes: pdf() },
        status: 415,
        error: documentMessages.typeMismatch,
      },
      {
        name: 'a zero-byte file',
        part: { fileName: 'empty.pdf', contentType: 'application/pdf', bytes: Buffer.alloc(0) },
        status: 422,
        error: documentMessages.empty,
      },
      {
        name: 'a password-protected PDF',
        part: { fileName: 'locked.pdf', contentType: 'application/pdf', bytes: pdf('Secret', true) },
        status: 422,
        error: documentMessages.encryptedPdf,
      },
      {
        name: 'a PDF cut off before its end',
        part: { fileName: 'cut.pdf', contentType: 'application/pdf', bytes: pdf().subarray(0, 200) },
        status: 422,
        error: documentMessages.damaged,
      },
      {
        name: 'a file over 10 MB',
        part: { fileName: 'huge.png', contentType: 'image/png', bytes: png(1900, 1900, true) },
        status: 413,
        error: documentMessages.tooLarge,
      },
    ];

    it.each(refusals)('$name: $status', async ({ part, status, error }) => {
      if (error === documentMessages.tooLarge) expect(part.bytes.length).toBeGreaterThan(DOCUMENT_MAX_BYTES);
      const { token } = await borrower();
      const before = readdirSync(storeDir).length;
      const res = await calls.upload(token, 'idFront', part);
      expect(res.statusCode, res.body).toBe(status);
      if (status === 422) {
        expect(res.json()).toEqual({ detail: [{ loc: ['body', 'file'], msg: error, type: 'value_error' }] });
      } else {
        expect(res.json()).toEqual({ error });
      }
      expect((await calls.list(token)).json().documents).toEqual([]);
      expect(readdirSync(storeDir).length).toBe(before);
    });

    it('a path-traversal name is only a name: stored under a random id, shown without its folders', async () => {
      const { token } = await borrower();
      const before = new Set(readdirSync(storeDir));
      const res = await calls.upload(token, 'idBack', {
        fileName: '../../../etc/passwd\u202egpj.pdf',
        contentType: 'application/pdf',
        bytes: pdf(),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().file_name).toBe('passwdgpj.pdf');
      const added = readdirSync(storeDir).filter((name) => !before.has(name));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/^[0-9a-f-]{36}$/);
      const download = await calls.download(token, res.json().id);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="passwdgpj.pdf"; filename*=UTF-8''passwdgpj.pdf`,
      );
    });

    it('a multipart body that breaks off, has no boundary or is garbage: 400, nothing kept', async () => {
      const { token } = await borrower();
      const { body, contentType } = multipart([{ fileName: 'a.pdf', bytes: pdf() }]);
      const before = readdirSync(storeDir).length;
      for (const [payload, type] of [
        [body.subarray(0, body.length - 40), contentType],
        [Buffer.from('garbage'), 'multipart/form-data; boundary=xyz'],
        [Buffer.from('garbage'), 'multipart/form-data'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/documents?purpose=idFront',
          payload,
          headers: { authorization: `Bearer ${token}`, 'content-type': type },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: documentMessages.incomplete });
      }
      expect(readdirSync(storeDir).length).toBe(before);
      expect((await calls.list(token)).json().documents).toEqual([]);
    });

    it('a body that is not multipart, or has no file, or an unknown purpose', async () => {
      const { token } = await borrower();
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/documents?purpose=idFront',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"file":"JVBERi0="}',
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({ error: documentMessages.notMultipart });
      const wrongField = await calls.uploadParts(token, 'idFront', [
        { field: 'document', fileName: 'a.pdf', bytes: pdf() },
      ]);
      expect(wrongField.statusCode).toBe(422);
      expect(wrongField.json().detail[0]).toMatchObject({
        loc: ['body', 'file'],
        msg: documentMessages.noFile,
      });
      const purpose = await calls.upload(token, 'selfie', { fileName: 'a.pdf', bytes: pdf() });
      expect(purpose.statusCode).toBe(422);
      expect(purpose.json().detail[0].loc).toEqual(['query', 'purpose']);
    });
  });

  it('encrypts at rest: neither the stored file nor the database row holds the plain bytes or the name', async () => {
    const { token } = await borrower();
    const bytes = pdf('Account 000123456789 balance 52,310.77');
    const res = await calls.upload(token, 'bankStatement', {
      fileName: 'Chase statement Oct.pdf',
      contentType: 'application/pdf',
      bytes,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const rows = await t.database.db.execute(sql`select * from documents where id = ${id}`);
    const row = (rows as { rows: Record<string, unknown>[] }).rows[0] as Record<string, unknown>;
    const rowText = JSON.stringify(row);
    expect(rowText).not.toContain('Chase');
    expect(rowText).not.toContain('000123456789');
    const stored = readFileSync(join(storeDir, row.storage_key as string));
    expect(stored.includes(Buffer.from('000123456789'))).toBe(false);
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect(stored.length).toBeGreaterThan(bytes.length);
  });

  it('only the owner sees, downloads, replaces or removes a document: another account gets 404', async () => {
    const owner = await borrower();
    const other = await borrower();
    const res = await calls.upload(owner.token, 'idFront', { fileName: 'id.jpg', bytes: jpeg() });
    const id = res.json().id as string;
    expect((await calls.list(other.token)).json().documents).toEqual([]);
    for (const answer of [
      await calls.download(other.token, id),
      await calls.replace(other.token, id, { fileName: 'x.png', bytes: png() }),
      await calls.remove(other.token, id),
      await calls.download(owner.token, randomUUID()),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: documentMessages.notFound });
    }
    expect((await calls.download(owner.token, id)).rawPayload.equals(jpeg())).toBe(true);
    const guest = await t.app.inject({ method: 'POST', url: '/auth/api/v1/auth/fake_auth' });
    const guestToken = guest.json().access_token as string;
    expect((await calls.list(guestToken)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/documents/${id}/file` })).statusCode).toBe(401);
  });

  it('replaces a file in place and removes a document; the old files are deleted', async () => {
    const { token } = await borrower();
    const first = (await calls.upload(token, 'idBack', { fileName: 'back.jpg', bytes: jpeg() })).json();
    const filesBefore = new Set(readdirSync(storeDir));
    const replaced = await calls.replace(token, first.id, { fileName: 'back-clearer.png', bytes: png() });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: first.id,
      file_name: 'back-clearer.png',
      content_type: 'image/png',
    });
    expect((await calls.download(token, first.id)).rawPayload.equals(png())).toBe(true);
    const filesAfter = new Set(readdirSync(storeDir));
    expect(filesAfter.size).toBe(filesBefore.size);
    const refused = await calls.replace(token, first.id, { fileName: 'x.pdf', bytes: Buffer.alloc(0) });
    expect(refused.statusCode).toBe(422);
    expect((await calls.download(token, first.id)).rawPayload.equals(png())).toBe(true);
    const removed = await calls.remove(token, first.id);
    expect(removed.statusCode).toBe(200);
    expect((await calls.download(token, first.id)).statusCode).toBe(404);
    expect(readdirSync(storeDir).length).toBe(filesAfter.size - 1);
  });

  it('a submitted long form locks the ID documents it names: no more replace or remove', async () => {
    const { token } = await borrower();
    const drafts = draftCalls(() => t.app);
    const front = (await calls.upload(token, 'idFront', { fileName: 'front.jpg', bytes: jpeg() })).json();
    const back = (await calls.upload(token, 'idBack', { fileName: 'back.pdf', bytes: pdf() })).json();
    const spare = (
      await calls.upload(token, 'bankStatement', { fileName: 'spare.pdf', bytes: pdf() })
    ).json();
    const answers = {
      ...validLongFormAnswers,
      documentsIDs: { ...validLongFormAnswers.documentsIDs, idFront: front.id, idBack: back.id },
    };
    for (const [stepId, values] of Object.entries(answers)) {
      const res = await drafts.putStep(token, 'longForm', stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
    expect((await drafts.submit(token, 'longForm', randomUUID())).statusCode).toBe(201);
    const listed = (await calls.list(token)).json().documents as { id: string; locked: boolean }[];
    expect(Object.fromEntries(listed.map((d) => [d.id, d.locked]))).toEqual({
      [front.id]: true,
      [back.id]: true,
      [spare.id]: false,
    });
    const removal = await calls.remove(token, front.id);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({ error: documentMessages.locked });
    expect((await calls.replace(token, back.id, { fileName: 'x.png', bytes: png() })).statusCode).toBe(409);
    expect((await calls.remove(token, spare.id)).statusCode).toBe(200);
  });

  it('limits uploads to 60 an hour per account, refused files included', async () => {
    const { token } = await borrower();
    for (let n = 0; n < 60; n++) {
      const res = await calls.upload(token, 'bankStatement', {
        fileName: 'x.txt',
        bytes: Buffer.from('not a file'),
      });
      expect(res.statusCode).toBe(415);
    }
    const limited = await calls.upload(token, 'bankStatement', { fileName: 'march.pdf', bytes: pdf() });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toMatch(/^Too many attempts/);
    // Another account is not affected.
    const other = await borrower();
    expect(
      (await calls.upload(other.token, 'bankStatement', { fileName: 'march.pdf', bytes: pdf() })).statusCode,
    ).toBe(201);
  });

  it('logs neither file names nor file contents', async () => {
    const { token } = await borrower();
    const marker = 'Zebulon-Quartermaine-0042';
    await calls.upload(token, 'idFront', { fileName: `${marker}.pdf`, bytes: pdf(marker) });
    await calls.upload(token, 'idFront', { fileName: `${marker}.pdf`, bytes: Buffer.from(marker) });
    expect(t.logs.text).not.toContain(marker);
  });
});

describe.each(databaseVariants())('the document scanner hook on $name', ({ open }) => {
  it('a scanner that refuses a file stops it before it is stored, with the 422 the borrower reads', async () => {
    const database = await open();
    const storeDir = mkdtempSync(join(tmpdir(), 'api-test-documents-'));
    const scanned: { type: string; size: number; bytes: Buffer }[] = [];
    const { app } = await startTestApp(
      database,
      { documentStorage: { driver: 'local', directory: storeDir } },
      {
        services: {
          documentScanner: {
            // As a virus scanner would: read the whole file through open(), then decide.
            scan: async (candidate) => {
              const bytes = await buffer(candidate.open());
              scanned.push({ type: candidate.type, size: candidate.size, bytes });
              return bytes.includes(Buffer.from('EICAR'))
                ? { accepted: false, reason: 'infected' }
                : { accepted: true };
            },
          },
        },
      },
    );
    try {
      const user = await createUser(database);
      const token = (await login(app, user)).access_token;
      const calls = documentCalls(() => app);
      const infected = await calls.upload(token, 'idFront', { fileName: 'id.pdf', bytes: pdf('EICAR test') });
      expect(infected.statusCode).toBe(422);
      expect(infected.json().detail[0].msg).toBe(documentMessages.infected);
      expect(readdirSync(storeDir)).toEqual([]);
      const clean = await calls.upload(token, 'idFront', { fileName: 'id.pdf', bytes: pdf('Clean') });
      expect(clean.statusCode).toBe(201);
      // The scanner read exactly the bytes sent, decrypted from the staging copy.
      expect(scanned.map((s) => s.bytes)).toEqual([pdf('EICAR test'), pdf('Clean')]);
      expect(scanned[1]).toMatchObject({ type: 'application/pdf', size: pdf('Clean').length });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
