import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentMissingError, type DocumentStore } from './document-store.ts';
import { decryptingStream, encryptedSize, encryptingStream, FILE_CHUNK_BYTES } from './file-encryption.ts';
import { LocalDocumentStore } from './local-document-store.ts';
import { S3DocumentStore } from './s3-document-store.ts';
import { FieldEncryption } from '../../field-encryption.ts';

const cipher = new FieldEncryption(randomBytes(32));

async function encrypt(plain: Buffer, context = 'documents.file:a'): Promise<Buffer> {
  return buffer(Readable.from([plain]).pipe(encryptingStream(cipher, context)));
}
async function decrypt(sealed: Buffer, context = 'documents.file:a'): Promise<Buffer> {
  const out: Buffer[] = [];
  const decrypt = decryptingStream(cipher, context);
  decrypt.on('data', (chunk: Buffer) => out.push(chunk));
  await pipeline(Readable.from([sealed]), decrypt);
  return Buffer.concat(out);
}

describe('files encrypted at rest, chunk by chunk', () => {
  it.each([1, 100, FILE_CHUNK_BYTES, FILE_CHUNK_BYTES + 1, 3 * FILE_CHUNK_BYTES + 17])(
    'a file of %i bytes comes back whole',
    async (size) => {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain);
      expect(sealed.length).toBe(encryptedSize(size));
      expect((await decrypt(sealed)).equals(plain)).toBe(true);
    },
  );

  // A run of 32 plain bytes: shorter runs turn up in random ciphertext by chance (one byte in
  // about one file in five), which would say nothing about the encryption.
  it.each([100, FILE_CHUNK_BYTES + 1, 3 * FILE_CHUNK_BYTES + 17])(
    'a file of %i bytes holds no run of its plain bytes',
    async (size) => {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain);
      for (const start of [0, size - 32]) {
        expect(sealed.includes(plain.subarray(start, start + 32))).toBe(false);
      }
    },
  );

  it('refuses a changed byte, a cut-off end, a dropped chunk and another file’s context', async () => {
    const plain = randomBytes(2 * FILE_CHUNK_BYTES + 5);
    const sealed = await encrypt(plain);
    const flipped = Buffer.from(sealed);
    flipped[100] = (flipped[100] as number) ^ 1;
    await expect(decrypt(flipped)).rejects.toThrow();
    const chunkFrame = 4 + 1 + 28 + FILE_CHUNK_BYTES;
    await expect(decrypt(sealed.subarray(0, 4 + 2 * chunkFrame))).rejects.toThrow(/cut short/);
    const withoutSecond = Buffer.concat([
      sealed.subarray(0, 4 + chunkFrame),
      sealed.subarray(4 + 2 * chunkFrame),
    ]);
    await expect(decrypt(withoutSecond)).rejects.toThrow();
    await expect(decrypt(sealed, 'documents.file:b')).rejects.toThrow();
  });
});

/** The contract every DocumentStore keeps; the local folder and S3 run the same checks. */
function storeContract(name: string, makeStore: () => DocumentStore) {
  describe(`the ${name} document store`, () => {
    it('keeps bytes under a key until they are deleted', async () => {
      const store = makeStore();
      const key = randomUUID();
      const bytes = randomBytes(70_000);
      await store.put(key, Readable.from([bytes]), bytes.length);
      expect((await buffer(await store.get(key))).equals(bytes)).toBe(true);
      await store.delete(key);
      await expect(store.get(key)).rejects.toBeInstanceOf(DocumentMissingError);
      await store.delete(key); // deleting again is not an error
    });

    it('answers a key it never had with DocumentMissingError', async () => {
      await expect(makeStore().get(randomUUID())).rejects.toBeInstanceOf(DocumentMissingError);
    });

    it('takes only UUID keys, so no name can become a path', async () => {
      const store = makeStore();
      for (const key of ['../../etc/passwd', 'a/b', '..', 'Report.pdf', '']) {
        await expect(store.put(key, Readable.from([Buffer.from('x')]), 1)).rejects.toThrow(TypeError);
        await expect(store.get(key)).rejects.toThrow(TypeError);
      }
    });
  });
}

describe('document stores', () => {
  const localDir = mkdtempSync(join(tmpdir(), 'documents-local-'));
  storeContract('local folder', () => new LocalDocumentStore(localDir));

  it('the local store leaves no partial files behind when a write fails', async () => {
    const store = new LocalDocumentStore(localDir);
    const key = randomUUID();
    await expect(store.put(key, Readable.from([Buffer.from('abc')]), 4)).rejects.toThrow(/expected/);
    expect(readdirSync(localDir).filter((name) => name.startsWith('.partial-'))).toEqual([]);
    await expect(store.get(key)).rejects.toBeInstanceOf(DocumentMissingError);
  });

  // s3rver: an S3-compatible server in Node, started here on a free port.
  let server: S3rver | undefined;
  let endpoint = '';
  const bucket = 'northgate-documents';
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'documents-s3-')),
    });
    const { port } = (await server.run()) as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
  });
  afterAll(async () => {
    await server?.close();
  });

  storeContract(
    'S3 (s3rver)',
    () =>
      new S3DocumentStore({
        driver: 's3',
        bucket,
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        prefix: 'documents/',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
  );
});
