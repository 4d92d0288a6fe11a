import type { DocumentType } from '@northgate/contracts';

/**
 * File types by their first bytes ("magic bytes"), never by name or by what the client says.
 * HEIC is an ISO base media file: an `ftyp` box whose brands name HEIF/HEVC images.
 */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
// Generic HEIF brands, HEIC only when a compatible brand says so (AVIF uses them too).
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1']);

const startsWith = (head: Buffer, bytes: number[]) =>
  head.length >= bytes.length && bytes.every((byte, at) => head[at] === byte);

/** What `head` (the file's first bytes, at least 32 where the file has them) is, if accepted. */
export function detectType(head: Buffer): DocumentType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (isHeic(head)) return 'image/heic';
  return undefined;
}

function isHeic(head: Buffer): boolean {
  if (head.length < 16 || head.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  const boxSize = head.readUInt32BE(0);
  if (boxSize < 16 || boxSize > head.length) return false;
  const major = head.subarray(8, 12).toString('latin1');
  if (HEIC_BRANDS.has(major)) return true;
  if (!HEIF_GENERIC_BRANDS.has(major)) return false;
  for (let at = 16; at + 4 <= boxSize; at += 4) {
    if (HEIC_BRANDS.has(head.subarray(at, at + 4).toString('latin1'))) return true;
  }
  return false;
}

const BY_EXTENSION: Record<string, DocumentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heic',
  pdf: 'application/pdf',
};

const BY_MIME: Record<string, DocumentType> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/heic': 'image/heic',
  'image/heif': 'image/heic',
  'application/pdf': 'application/pdf',
  'application/x-pdf': 'application/pdf',
};

/** Types a client may name without saying anything about the contents. */
const NEUTRAL_MIME = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** The type a file name's extension names, if one of the four. */
export function typeOfExtension(fileName: string): DocumentType | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 1 || dot === fileName.length - 1) return undefined;
  return BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()];
}

/**
 * The types the upload claims: its name's extension (when it names one of the four) and its
 * part's Content-Type. A Content-Type outside the four (say `text/html`) is `'other'`. Other
 * extensions claim nothing; the name shown afterwards gets the detected type's extension.
 */
export function claimedTypes(fileName: string, mimeType: string): (DocumentType | 'other')[] {
  const claims: (DocumentType | 'other')[] = [];
  const byName = typeOfExtension(fileName);
  if (byName !== undefined) claims.push(byName);
  const mime = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!NEUTRAL_MIME.has(mime)) claims.push(BY_MIME[mime] ?? 'other');
  return claims;
}

export const EXTENSIONS: Record<DocumentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};
