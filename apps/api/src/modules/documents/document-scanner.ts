import type { Readable } from 'node:stream';
import type { DocumentType } from '@northgate/contracts';

/** A file about to be accepted: its detected type, its size, its ends, and a way to read it all. */
export interface ScanCandidate {
  type: DocumentType;
  size: number;
  /** The first bytes (up to 64 KiB). */
  head: Buffer;
  /** The last bytes (up to 4 KiB). */
  tail: Buffer;
  /** The whole file, decrypted as it is read (from the encrypted staging copy). */
  open(): Readable;
}

export type ScanVerdict = { accepted: true } | { accepted: false; reason: 'damaged' | 'infected' };

/**
 * Called for every upload after its type and size are known and before it is stored; a refusal
 * is answered 422 and nothing is kept. A virus scanner plugs in here: e.g. a ClamAV client
 * streaming `open()` to clamd's INSTREAM command (verdict `infected` on a FOUND reply), or a
 * cloud scanning API. Chain it after the structure check (`chainScanners`).
 */
export interface DocumentScanner {
  scan(candidate: ScanCandidate): Promise<ScanVerdict>;
}

/** Runs scanners in order; the first refusal wins. */
export function chainScanners(...scanners: DocumentScanner[]): DocumentScanner {
  return {
    async scan(candidate) {
      for (const scanner of scanners) {
        const verdict = await scanner.scan(candidate);
        if (!verdict.accepted) return verdict;
      }
      return { accepted: true };
    },
  };
}

const ACCEPTED: ScanVerdict = { accepted: true };
const DAMAGED: ScanVerdict = { accepted: false, reason: 'damaged' };

/**
 * The default scanner: the file must be whole and well-formed at both ends for its type, so a
 * truncated file, a file with something glued on in front, or a type's header over other
 * contents is refused. It is no virus scanner; see DocumentScanner for where one goes.
 */
export const structureScanner: DocumentScanner = {
  scan: async ({ type, size, head, tail }) => {
    const whole = STRUCTURE_CHECKS[type]({ size, head, tail });
    return whole ? ACCEPTED : DAMAGED;
  },
};

type Ends = Pick<ScanCandidate, 'size' | 'head' | 'tail'>;

const STRUCTURE_CHECKS: Record<DocumentType, (ends: Ends) => boolean> = {
  // Start of image, then a marker segment; an end-of-image marker near the end (cameras may
  // append a few bytes of padding after it).
  'image/jpeg': ({ head, tail }) =>
    head.length >= 4 && head[3] !== undefined && head[3] >= 0xc0 && tail.includes(EOI),
  // The signature, IHDR as the first chunk, IEND as the last.
  'image/png': ({ head, tail }) =>
    head.length >= 33 &&
    head.subarray(12, 16).toString('latin1') === 'IHDR' &&
    head.readUInt32BE(8) === 13 &&
    tail.length >= 12 &&
    tail.subarray(tail.length - 12).equals(IEND),
  // A version in the header and an end-of-file marker in the last kilobyte, as readers require.
  'application/pdf': ({ head, tail }) =>
    /^%PDF-\d\.\d/.test(head.subarray(0, 8).toString('latin1')) &&
    tail.subarray(Math.max(0, tail.length - 1024)).includes(PDF_EOF),
  'image/heic': heicBoxesFit,
};

const EOI = Buffer.from([0xff, 0xd9]);
const IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const PDF_EOF = Buffer.from('%%EOF');

/**
 * ISO base media files are a sequence of boxes (size, type). Walks the top-level boxes whose
 * headers lie in the head: each must be at least a header long and end within the file, and a
 * box reaching the file's end must end exactly there. Boxes beyond the head are not read.
 */
function heicBoxesFit({ size, head }: Ends): boolean {
  let at = 0;
  let boxes = 0;
  while (at + 8 <= head.length) {
    let boxSize = head.readUInt32BE(at);
    let headerSize = 8;
    if (boxSize === 1) {
      if (at + 16 > head.length) break;
      const large = head.readBigUInt64BE(at + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return false;
      boxSize = Number(large);
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = size - at; // "to the end of the file"
    }
    if (boxSize < headerSize || at + boxSize > size) return false;
    at += boxSize;
    boxes += 1;
    if (at === size) return boxes >= 2; // at least ftyp and one more (meta/mdat)
  }
  return at < size && boxes >= 1;
}
