import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldEncryption } from '../../field-encryption.ts';
import { EncryptedStagingStore } from './upload-staging-store.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function store(directory: string, expiryMs = 60_000) {
  return new EncryptedStagingStore(new FieldEncryption(randomBytes(32)), directory, expiryMs);
}

describe('the upload staging store', () => {
  it('cleans up nothing, without an error, when its directory does not exist', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'staging-test-'));
    folders.push(parent);
    const directory = join(parent, 'gone');
    const staging = store(directory);
    // FileStore makes the directory in the background; the data folder may also have gone since.
    rmSync(directory, { recursive: true, force: true });
    await expect(staging.deleteExpired()).resolves.toBe(0);
  });

  it('still removes an abandoned upload with its encrypted bytes', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'staging-test-'));
    folders.push(directory);
    const staging = store(directory, 1);
    const upload = new Upload({ id: 'abandoned', size: 10, offset: 0, metadata: {} });
    await staging.create(upload);
    expect(await staging.write(Readable.from([Buffer.from('half')]), upload.id, 0)).toBe(4);
    expect(readdirSync(directory).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(staging.deleteExpired()).resolves.toBe(1);
    expect(readdirSync(directory)).toEqual([]);
  });
});
