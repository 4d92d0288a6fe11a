import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdf-lib with a standard font shows, one string per text operator,
 * joined by newlines: each content stream is inflated and its hex strings (`<48 65> Tj`) decoded.
 * Enough to read what our own copies say; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed stream (an image's own data, or already plain)
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}
