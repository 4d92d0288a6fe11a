import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@northgate/contracts';
import { ApiError, errorMessage } from './errors.ts';
import { createHarness, NEW_SESSION, type Harness } from './testing/setup.ts';
import { sendJson } from './testing/test-server.ts';

const STORED = {
  id: '3f6c2d1e-8a4b-4c7d-9e0f-1a2b3c4d5e6f',
  purpose: 'idFront',
  file_name: 'license.pdf',
  content_type: 'application/pdf',
  size: 11,
  uploaded_at: '2026-11-25T17:00:00.000Z',
  locked: false,
};

let h: Harness | undefined;
afterEach(async () => {
  await h?.server.close();
  h = undefined;
});

describe('document uploads', () => {
  it('sends the file as multipart/form-data in the "file" field, with the bearer token and the purpose', async () => {
    h = await createHarness((_req, res) => sendJson(res, 201, STORED), { session: NEW_SESSION });
    const file = new Blob(['%PDF-1.7 id'], { type: 'application/pdf' });
    await expect(h.client.uploadDocument('idFront', file, 'license.pdf')).resolves.toEqual(STORED);
    const [request] = h.server.hits(API_PATHS.documents);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${API_PATHS.documents}?purpose=idFront`);
    expect(request?.headers.authorization).toBe(`Bearer ${NEW_SESSION.access_token}`);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(request?.body)).toContain('name="file"; filename="license.pdf"');
    expect(String(request?.body)).toContain('%PDF-1.7 id');
  });

  it("reads the server's refusal as the message the field shows", async () => {
    const message = 'This PDF is password-protected. Upload a copy without a password.';
    h = await createHarness(
      (_req, res) =>
        sendJson(res, 422, { detail: [{ loc: ['body', 'file'], msg: message, type: 'value_error' }] }),
      { session: NEW_SESSION },
    );
    const refused = await h.client
      .uploadDocument('idFront', new Blob(['x']), 'locked.pdf')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(errorMessage(refused)).toBe(message);
  });

  it('replaces and removes by document id', async () => {
    h = await createHarness(
      (req, res) => sendJson(res, 200, req.method === 'DELETE' ? { success: true } : STORED),
      { session: NEW_SESSION },
    );
    await h.client.replaceDocument(STORED.id, new Blob(['%PDF-1.7 new']), 'new.pdf');
    await h.client.removeDocument(STORED.id);
    expect(h.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /api/v1/documents/${STORED.id}`,
      `DELETE /api/v1/documents/${STORED.id}`,
    ]);
  });

  it('downloads a document as a Blob of its bytes', async () => {
    h = await createHarness(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
      },
      { session: NEW_SESSION },
    );
    const blob = await h.client.downloadDocument(STORED.id);
    expect(blob).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    expect(h.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/v1/documents/${STORED.id}/file`,
    ]);
  });
});
