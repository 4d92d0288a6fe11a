import { Transform, type TransformCallback } from 'node:stream';
import { BYTES_OVERHEAD, type FieldEncryption } from '../../field-encryption.ts';

/**
 * Files at rest: the field cipher (AES-256-GCM, the data encryption key) applied to 64 KiB
 * chunks, so neither side holds more than a chunk. Stored form:
 *
 *   "NGD1" | for each chunk: length (u32, big-endian) | last (1 byte, 0 or 1) | iv | tag | ciphertext
 *
 * Each chunk's associated data binds the document's context, the chunk's index and whether it is
 * the last, so chunks cannot be reordered, moved to another file, dropped or cut off at the end.
 */
const MAGIC = Buffer.from('NGD1');
export const FILE_CHUNK_BYTES = 64 * 1024;
const LENGTH_BYTES = 4;
const HEADER_BYTES = LENGTH_BYTES + 1;
const MAX_SEALED_BYTES = FILE_CHUNK_BYTES + BYTES_OVERHEAD;

const chunkContext = (context: string, index: number, last: boolean) =>
  `${context}|chunk:${index}|${last ? 'last' : 'more'}`;

/** The encrypted size of a file of `plainBytes` bytes. */
export function encryptedSize(plainBytes: number): number {
  const chunks = Math.max(1, Math.ceil(plainBytes / FILE_CHUNK_BYTES));
  return MAGIC.length + plainBytes + chunks * (HEADER_BYTES + BYTES_OVERHEAD);
}

/** Plain bytes in, the stored form out. */
export function encryptingStream(cipher: FieldEncryption, context: string): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  let started = false;
  const frame = (plain: Buffer, last: boolean): Buffer => {
    const sealed = cipher.encryptBytes(plain, chunkContext(context, index++, last));
    const header = Buffer.alloc(HEADER_BYTES);
    header.writeUInt32BE(sealed.length);
    header.writeUInt8(last ? 1 : 0, LENGTH_BYTES);
    return Buffer.concat([header, sealed]);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(MAGIC);
      }
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      // Keep at least one byte back: the last chunk is only known at the end.
      while (pending.length > FILE_CHUNK_BYTES) {
        this.push(frame(pending.subarray(0, FILE_CHUNK_BYTES), false));
        pending = pending.subarray(FILE_CHUNK_BYTES);
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!started) this.push(MAGIC);
      this.push(frame(pending, true));
      done();
    },
  });
}

/** The stored form in, the plain bytes out; an error when anything was changed, cut or added. */
export function decryptingStream(cipher: FieldEncryption, context: string): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  let magicSeen = false;
  let ended = false;
  const readFrames = (stream: Transform) => {
    if (!magicSeen) {
      if (pending.length < MAGIC.length) return;
      if (!pending.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('Not an encrypted document');
      magicSeen = true;
      pending = pending.subarray(MAGIC.length);
    }
    while (pending.length >= HEADER_BYTES) {
      if (ended && pending.length > 0) throw new Error('Data after the last chunk of an encrypted document');
      const length = pending.readUInt32BE(0);
      if (length < BYTES_OVERHEAD || length > MAX_SEALED_BYTES) throw new Error('Damaged encrypted document');
      if (pending.length < HEADER_BYTES + length) return;
      // Bound into the chunk's associated data: a flipped flag does not decrypt.
      const last = pending.readUInt8(LENGTH_BYTES) === 1;
      const sealed = pending.subarray(HEADER_BYTES, HEADER_BYTES + length);
      pending = pending.subarray(HEADER_BYTES + length);
      stream.push(cipher.decryptBytes(sealed, chunkContext(context, index++, last)));
      ended = last;
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      try {
        readFrames(this);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      if (!ended || pending.length > 0) return done(new Error('The encrypted document was cut short'));
      done();
    },
  });
}
