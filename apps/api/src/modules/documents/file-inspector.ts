import { Transform, type TransformCallback } from 'node:stream';

/** Bytes kept from the start and the end of a file for type detection and structure checks. */
export const HEAD_BYTES = 64 * 1024;
export const TAIL_BYTES = 4 * 1024;

// A PDF with an /Encrypt entry in its trailer is password-protected (or at least encrypted).
// Looked for here: `file-type` names a file's type from its signature and reads no PDF's objects.
const PDF_ENCRYPT = Buffer.from('/Encrypt');

/** What an inspector saw of a file as it streamed past. */
export interface Inspection {
  size: number;
  /** The first HEAD_BYTES bytes (fewer in a smaller file). */
  head: Buffer;
  /** The last TAIL_BYTES bytes (fewer in a smaller file). */
  tail: Buffer;
  /** Whether `/Encrypt` occurs anywhere in the file (only meaningful for a PDF). */
  mentionsEncrypt: boolean;
}

/**
 * Passes a file through unchanged while counting it, keeping its head and tail, and looking for
 * a PDF's `/Encrypt` entry. It holds at most a head, a tail and a few bytes across chunks. The
 * type is then read from the head (`file-type`'s fileTypeFromBuffer, file-types.ts) rather than
 * with fileTypeFromStream: the upload is read once, into its encrypted staging copy, and the head
 * is kept anyway for the structure check.
 */
export class FileInspector extends Transform {
  private size = 0;
  private readonly headParts: Buffer[] = [];
  private headLength = 0;
  private tail = Buffer.alloc(0);
  private carry = Buffer.alloc(0);
  private mentionsEncrypt = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headParts.push(part);
      this.headLength += part.length;
    }
    const recent = Buffer.concat([this.tail, chunk]);
    this.tail = recent.subarray(Math.max(0, recent.length - TAIL_BYTES));
    if (!this.mentionsEncrypt) {
      const window = Buffer.concat([this.carry, chunk]);
      this.mentionsEncrypt = window.includes(PDF_ENCRYPT);
      this.carry = window.subarray(Math.max(0, window.length - (PDF_ENCRYPT.length - 1)));
    }
    done(null, chunk);
  }

  /** What was seen; read once the stream has ended. */
  result(): Inspection {
    return {
      size: this.size,
      head: Buffer.concat(this.headParts),
      tail: this.tail,
      mentionsEncrypt: this.mentionsEncrypt,
    };
  }
}
