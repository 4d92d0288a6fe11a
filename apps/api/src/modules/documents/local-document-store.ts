import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, DocumentMissingError, type DocumentStore } from './document-store.ts';

/**
 * Files in one folder (by default `<DATA_DIR>/documents`), named by their key. A file is written
 * under a temporary name and renamed when complete, so a reader never sees half a file.
 */
export class LocalDocumentStore implements DocumentStore {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly directory: string) {}

  private folder(): Promise<unknown> {
    this.ready ??= mkdir(this.directory, { recursive: true, mode: 0o700 });
    return this.ready;
  }

  private path(key: string): string {
    assertStorageKey(key);
    return join(this.directory, key);
  }

  async put(key: string, body: Readable, length: number): Promise<void> {
    const target = this.path(key);
    await this.folder();
    const partial = join(this.directory, `.partial-${randomUUID()}`);
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      const written = (await stat(partial)).size;
      if (written !== length) throw new Error(`Stored ${written} bytes where ${length} were expected`);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.path(key);
    try {
      await stat(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new DocumentMissingError(key);
      throw error;
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
