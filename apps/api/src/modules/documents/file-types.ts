import type { DocumentType } from '@northgate/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** What `file-type` names the accepted types; an animated PNG is a PNG to every reader. */
const BY_DETECTED_MIME: Record<string, DocumentType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'application/pdf': 'application/pdf',
};

/**
 * HEIC is an ISO base media file: an `ftyp` box whose brands name HEIF/HEVC images. Checked here
 * rather than by `file-type`, which reads only the major brand: it calls every `mif1` file HEIF,
 * AVIF images included (they share that generic brand), and does not know the multi-layer and
 * scalable HEVC brands (heim, heis, hevm, hevs).
 */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
// Generic HEIF brands, HEIC only when a compatible brand says so (AVIF uses them too).
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1']);

/**
 * What `head` (the file's first bytes) is by its contents, if one of the accepted types: never by
 * name or by what the client says. JPEG, PNG and PDF by `file-type`'s signatures; whether the
 * file is whole and well-formed is the structure check's (document-scanner.ts), and a PDF's
 * encryption the intake's: `file-type` does neither.
 */
export async function detectType(head: Buffer): Promise<DocumentType | undefined> {
  if (isHeic(head)) return 'image/heic';
  const detected = await fileTypeFromBuffer(head);
  return detected === undefined ? undefined : BY_DETECTED_MIME[detected.mime];
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
