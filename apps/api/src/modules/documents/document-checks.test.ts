import type { DocumentType } from '@northgate/contracts';
import { describe, expect, it } from 'vitest';
import { structureScanner, type ScanCandidate } from './document-scanner.ts';
import { displayFileName, attachmentDisposition } from './file-names.ts';
import { claimedTypes, detectType } from './file-types.ts';
import { heic, jpeg, pdf, png } from '../../../test/helpers/sample-files.ts';

function ftyp(major: string, ...compatible: string[]): Buffer {
  const payload = Buffer.concat([
    Buffer.from(major),
    Buffer.alloc(4),
    ...compatible.map((b) => Buffer.from(b)),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from('ftyp'), payload]);
}

const candidate = async (bytes: Buffer, type?: DocumentType): Promise<ScanCandidate> => ({
  type: type ?? (await detectType(bytes)) ?? 'application/pdf',
  size: bytes.length,
  head: bytes.subarray(0, 64 * 1024),
  tail: bytes.subarray(Math.max(0, bytes.length - 4096)),
  open: () => {
    throw new Error('the structure check reads only the ends');
  },
});

describe('type by content', () => {
  it('knows the four types by their first bytes, whatever the file is called', async () => {
    expect(await detectType(jpeg())).toBe('image/jpeg');
    expect(await detectType(png())).toBe('image/png');
    expect(await detectType(pdf())).toBe('application/pdf');
    expect(await detectType(heic())).toBe('image/heic');
    expect(await detectType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(await detectType(Buffer.from('<html>%PDF-1.7'))).toBeUndefined();
  });

  it('takes generic HEIF brands as HEIC only with a HEIC compatible brand (AVIF shares them)', async () => {
    expect(await detectType(Buffer.concat([ftyp('mif1', 'mif1', 'heic'), Buffer.alloc(8)]))).toBe(
      'image/heic',
    );
    expect(await detectType(Buffer.concat([ftyp('mif1', 'mif1', 'avif'), Buffer.alloc(8)]))).toBeUndefined();
    expect(await detectType(Buffer.concat([ftyp('avif', 'mif1'), Buffer.alloc(8)]))).toBeUndefined();
  });

  it('reads the claims of the name and the Content-Type, ignoring neutral ones', () => {
    expect(claimedTypes('scan.JPG', 'image/jpeg')).toEqual(['image/jpeg', 'image/jpeg']);
    expect(claimedTypes('scan', 'application/octet-stream')).toEqual([]);
    expect(claimedTypes('scan.final', '')).toEqual([]);
    expect(claimedTypes('statement.pdf', 'text/html')).toEqual(['application/pdf', 'other']);
  });
});

describe('the structure check', () => {
  it('accepts whole files of each type', async () => {
    for (const file of [jpeg(), png(), pdf(), heic()]) {
      expect(await structureScanner.scan(await candidate(file))).toEqual({ accepted: true });
    }
  });

  it('refuses files cut short or with another type header glued on', async () => {
    const damaged = { accepted: false, reason: 'damaged' };
    expect(await structureScanner.scan(await candidate(jpeg().subarray(0, 100)))).toEqual(damaged);
    expect(await structureScanner.scan(await candidate(png().subarray(0, 40)))).toEqual(damaged);
    expect(await structureScanner.scan(await candidate(pdf().subarray(0, 300)))).toEqual(damaged);
    expect(await structureScanner.scan(await candidate(heic().subarray(0, heic().length - 4)))).toEqual(
      damaged,
    );
    const pngHeaderOnText = Buffer.concat([png().subarray(0, 33), Buffer.from('not an image at all')]);
    expect(await structureScanner.scan(await candidate(pngHeaderOnText, 'image/png'))).toEqual(damaged);
  });
});

describe('names shown and downloaded', () => {
  it('drops folders, control and reordering characters, and ends in the detected type', () => {
    expect(displayFileName('C:\\Users\\dana\\Desktop\\id front.jpeg', 'image/jpeg')).toBe('id front.jpeg');
    expect(displayFileName('../../x\u0000y\u202e.pdf', 'application/pdf')).toBe('xy.pdf');
    expect(displayFileName('invoice.exe', 'application/pdf')).toBe('invoice.exe.pdf');
    expect(displayFileName('...', 'image/png')).toBe('document.png');
    // At most 120 characters in all, the extension kept (shortenedFileName, shared with the web).
    expect(displayFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf')).toBe(`${'a'.repeat(116)}.pdf`);
  });

  it('quotes a download name safely for every browser', () => {
    expect(attachmentDisposition('Relevé "mars";.pdf')).toBe(
      `attachment; filename="Relev_ _mars__.pdf"; filename*=UTF-8''Relev%C3%A9%20%22mars%22%3B.pdf`,
    );
  });
});
