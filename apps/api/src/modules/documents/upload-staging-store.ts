import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { Upload } from '@tus/utils';
import type { FieldEncryption } from '../../field-encryption.ts';
import { decryptingStream, encryptingStream } from './file-encryption.ts';

/** A piece of an upload: the bytes one PATCH brought, from `start` to `end` (plain offsets). */
interface Segment {
  start: number;
  end: number;
  file: string;
}

const SEGMENT = /^(.+)\.seg\.(\d+)-(\d+)$/;
/** True for the ENOENT of `directory` itself (not of a file in it). */
const isMissing = (error: unknown, directory: string) =>
  error instanceof Error &&
  (error as NodeJS.ErrnoException).code === 'ENOENT' &&
  (error as NodeJS.ErrnoException).path === directory;

const segmentContext = (id: string, start: number) => `documents.upload:${id}:${start}`;

/**
 * tus's FileStore (metadata beside each upload, expiry, termination) with the bytes kept
 * encrypted: each PATCH's bytes go to their own segment file, sealed with the data key as they
 * arrive (file-encryption.ts), so plain bytes of a half-sent file never touch disk. A PATCH that
 * breaks off still seals what it received, and the upload resumes from there. The offset is the
 * end of the last segment; the base file FileStore keeps stays empty.
 */
export class EncryptedStagingStore extends FileStore {
  constructor(
    private readonly cipher: FieldEncryption,
    directory: string,
    expiryMs: number,
  ) {
    super({ directory, expirationPeriodInMilliseconds: expiryMs });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const temporary = join(this.directory, `${id}.tmp.${offset}`);
    const sealing = encryptingStream(this.cipher, segmentContext(id, offset));
    const out = createWriteStream(temporary, { mode: 0o600 });
    sealing.pipe(out);
    let received = 0;
    // The request may end, fail or be cut: in every case what arrived is sealed and kept.
    await new Promise<void>((resolve) => {
      const stop = () => resolve();
      readable.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (!sealing.write(chunk)) readable.pause();
      });
      sealing.on('drain', () => readable.resume());
      readable.once('end', stop);
      readable.once('error', stop);
      readable.once('close', stop);
    });
    readable.removeAllListeners('data');
    sealing.end();
    await finished(out);
    if (received === 0) {
      await rm(temporary, { force: true });
      return offset;
    }
    await rename(temporary, join(this.directory, `${id}.seg.${offset}-${offset + received}`));
    return offset + received;
  }

  override async getUpload(id: string): Promise<Upload> {
    const upload = await super.getUpload(id);
    const segments = await this.segments(id);
    return new Upload({ ...upload, offset: segments.at(-1)?.end ?? 0 });
  }

  /** The upload's plain bytes, segment after segment. */
  plainBytes(id: string): Readable {
    const out = new PassThrough();
    void (async () => {
      for (const segment of await this.segments(id)) {
        const plain = createReadStream(join(this.directory, segment.file)).pipe(
          decryptingStream(this.cipher, segmentContext(id, segment.start)),
        );
        for await (const chunk of plain)
          if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
      }
      out.end();
    })().catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  /**
   * tus's clean-up of abandoned uploads. FileStore makes its directory without waiting, so the
   * first clean-up at start (or one after the data folder went) may find none: a missing staging
   * directory holds no uploads, and there is nothing to clean.
   */
  override async deleteExpired(): Promise<number> {
    try {
      return await super.deleteExpired();
    } catch (error) {
      if (isMissing(error, this.directory)) return 0;
      throw error;
    }
  }

  override async remove(id: string): Promise<void> {
    const own = (await readdir(this.directory)).filter(
      (name) => name.startsWith(`${id}.seg.`) || name.startsWith(`${id}.tmp.`),
    );
    await Promise.all(own.map((name) => rm(join(this.directory, name), { force: true })));
    await super.remove(id);
  }

  /** The upload's segments in order; each starts where the one before ends. */
  private async segments(id: string): Promise<Segment[]> {
    const found: Segment[] = [];
    for (const file of await readdir(this.directory)) {
      const match = SEGMENT.exec(file);
      if (match?.[1] === id) found.push({ start: Number(match[2]), end: Number(match[3]), file });
    }
    found.sort((a, b) => a.start - b.start);
    // Only the unbroken run from 0 counts: a gap would mean lost bytes, so the client resends them.
    const run: Segment[] = [];
    for (const segment of found) {
      if (segment.start !== (run.at(-1)?.end ?? 0)) break;
      run.push(segment);
    }
    return run;
  }
}
