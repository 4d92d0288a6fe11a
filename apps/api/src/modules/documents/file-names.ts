import { shortenedFileName, type DocumentType } from '@northgate/contracts';
import { EXTENSIONS, typeOfExtension } from './file-types.ts';

// Control characters (Cc) and invisible format characters (Cf: bidirectional overrides, zero-width).
const UNSHOWABLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name a borrower's file is shown and downloaded under: the client's name without any
 * folder part, control or bidirectional-override characters, at most 120 characters, ending in
 * the detected type's extension. It is only ever shown; files are stored under random ids.
 */
export function displayFileName(clientName: string, type: DocumentType): string {
  const base = clientName.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // Including the characters that reorder text (a "gpj.exe" trick).
    .replace(UNSHOWABLE, '')
    .replace(/^[.\s]+/, '')
    .trim();
  const shortened = shortenedFileName(cleaned).trim();
  const extension = EXTENSIONS[type];
  if (shortened === '') return `document.${extension}`;
  return typeOfExtension(shortened) === type ? shortened : `${shortened}.${extension}`;
}

/** A Content-Disposition for a download: an ASCII fallback name and the UTF-8 one (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
