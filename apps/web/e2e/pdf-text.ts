import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF the API wrote (pdf-lib, standard fonts): each content stream inflated and its
 * hex strings (`<48 65> Tj`) decoded, one per line. The API's tests read PDFs the same way
 * (apps/api/test/helpers/pdf-text.ts); not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, source.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // an image's data, not text
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
  }
  return texts.join('\n');
}
