import { type PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * What the PDFs the API writes share (the application's copy, the signed term sheet): US Letter
 * pages, Helvetica, text that wraps and flows onto new pages, and a drawn signature.
 */

export const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const SIZE = { title: 16, heading: 12, subheading: 10.5, body: 10 } as const;
const LINE = 14;
const SIGNATURE_HEIGHT = 60;

/** A page writer: lines flow down the page and onto a new one when it is full. */
export class Writer {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    return this.page;
  }

  private room(height: number): void {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  /** Standard fonts write WinAnsi only: anything else becomes its nearest plain character. */
  private plain(text: string, font: PDFFont): string {
    const known = new Set(font.getCharacterSet());
    const swaps: Record<string, string> = { '−': '-', '\u00a0': ' ' };
    return [...text.normalize('NFC')]
      .map((char) => swaps[char] ?? char)
      .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
  }

  /** Wraps `text` to the page width, breaking at spaces (and inside words longer than a line). */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        if (line !== '') lines.push(line);
        lines.push(rest.slice(0, cut));
        line = '';
        rest = rest.slice(cut);
      }
      const candidate = line === '' ? rest : `${line} ${rest}`;
      if (font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = rest;
      } else line = candidate;
    }
    if (line !== '') lines.push(line);
    return lines;
  }

  text(text: string, options: { bold?: boolean; size?: number; gapBefore?: number } = {}): void {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? SIZE.body;
    this.y -= options.gapBefore ?? 0;
    for (const line of this.wrap(this.plain(text, font), font, size, PAGE.width - 2 * PAGE.margin)) {
      this.room(LINE);
      this.page.drawText(line, { x: PAGE.margin, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size + 4;
    }
  }

  async image(dataUrl: string): Promise<void> {
    const base64 = /^data:image\/png;base64,(.+)$/.exec(dataUrl)?.[1];
    if (base64 === undefined) return;
    let png: Awaited<ReturnType<PDFDocument['embedPng']>>;
    try {
      png = await this.doc.embedPng(Buffer.from(base64, 'base64'));
    } catch {
      // The pad always sends a PNG, but one the PNG reader cannot decode must not cost the copy.
      this.text('(The drawn signature could not be reproduced in this copy; the application keeps it.)');
      return;
    }
    const scale = SIGNATURE_HEIGHT / png.height;
    this.room(SIGNATURE_HEIGHT + 6);
    this.page.drawImage(png, {
      x: PAGE.margin,
      y: this.y - SIGNATURE_HEIGHT,
      width: Math.min(png.width * scale, PAGE.width - 2 * PAGE.margin),
      height: SIGNATURE_HEIGHT,
    });
    this.y -= SIGNATURE_HEIGHT + 6;
  }
}

export const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
