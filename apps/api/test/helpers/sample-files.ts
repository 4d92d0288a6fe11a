import { deflateSync } from 'node:zlib';

/**
 * Small, well-formed files of each accepted type, made here rather than committed, and the
 * hostile look-alikes the upload tests send.
 */

/** A valid 1×1 greyscale JPEG (134 bytes, arithmetic-coded baseline). */
export const jpeg = (): Buffer =>
  Buffer.from(
    'ffd8ffe000104a46494600010101004800480000ffdb004300030202020202030202020303030304060404040404080606050609080a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010ffc9000b080001000101011100ffcc000600101005ffda0008010100003f00d2cf20ffd9',
    'hex',
  );

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `width`×`height` RGB pixels; `noise` fills it with random bytes (a larger file). */
export function png(width = 2, height = 2, noise = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width * 3; x++) {
      rows[y * (width * 3 + 1) + 1 + x] = noise ? Math.floor(Math.random() * 256) : (x * 40) % 256;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: noise ? 0 : 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a correct cross-reference table; `encrypted` adds a standard-security /Encrypt entry. */
export function pdf(text = 'Statement for March', encrypted = false): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(encrypted ? ['<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00> /U <00> >>'] : []),
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const encrypt = encrypted ? ` /Encrypt ${objects.length} 0 R /ID [<01> <01>]` : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function box(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
}

/** An HEIC container: an `ftyp` box (brand heic), a `meta` box and an `mdat` box. */
export function heic(): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('heic', 'latin1'), Buffer.alloc(4), Buffer.from('mif1heic', 'latin1')]),
  );
  const meta = box(
    'meta',
    Buffer.concat([
      Buffer.alloc(4),
      box('hdlr', Buffer.concat([Buffer.alloc(8), Buffer.from('pict', 'latin1'), Buffer.alloc(13)])),
    ]),
  );
  const mdat = box('mdat', Buffer.from('00000000000000000000000000000000', 'hex'));
  return Buffer.concat([ftyp, meta, mdat]);
}

/** A part of a multipart/form-data body. */
export interface Part {
  field?: string;
  fileName: string;
  contentType?: string;
  bytes: Buffer;
}

/** A multipart/form-data body with one file part (or several, or a plain field). */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----northgate-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.fileName}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
