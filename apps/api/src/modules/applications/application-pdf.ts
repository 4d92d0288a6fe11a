import { answerSections, type FlowValues } from '@northgate/form-engine/core';
import { esignConsent, getFlow, isFlowId, reviewAnswers, type AnswerRow } from '@northgate/lending-flows';
import { pages, site } from '@northgate/site-config';
import type { FastifyReply } from 'fastify';
import { applicationReference } from './application-reference.ts';
import { statementLines } from './application-notice-lines.ts';
import { attachmentDisposition } from '../documents/file-names.ts';
import type { ApplicationRow } from './pipeline-applications.ts';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** What the PDF copy prints besides the answers: the application and its e-signature record. */
export interface ApplicationPdfInput {
  flowId: string;
  flowTitle: string;
  reference: string;
  submittedAt: Date;
  answers: Record<string, unknown>;
  signedIp: string | null;
  signedUserAgent: string | null;
  answersSha256: string | null;
}

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const SIZE = { title: 16, heading: 12, subheading: 10.5, body: 10 } as const;
const LINE = 14;
const SIGNATURE_HEIGHT = 60;
const NOT_RECORDED = 'Not recorded (submitted before this record was kept)';

/** A page writer: lines flow down the page and onto a new one when it is full. */
class Writer {
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

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/**
 * A copy of a submitted application as a PDF: every answer by step, labelled with the question
 * the borrower was asked and formatted as the form showed it (the review page's rows, read as a
 * copy: identity and account numbers show their last four, dates of birth nothing), the drawn
 * signature, and the e-signature record of the submit (docs/decisions/0023-application-pdf-copy.md).
 */
export async function applicationPdf(input: ApplicationPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.flowTitle} ${input.reference}`);
  doc.setProducer(site.brand);
  doc.setCreationDate(input.submittedAt);
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  writer.text(`${site.brand}: ${input.flowTitle}`, { bold: true, size: SIZE.title });
  writer.text(`Reference ${input.reference}. Submitted ${utc(input.submittedAt)}.`, { gapBefore: 4 });
  writer.text(
    'A copy of the application as submitted. Identity and account numbers show only their last four digits.',
  );

  const flow = getFlow(input.flowId);
  const signatures: AnswerRow[] = [];
  if (flow !== undefined) {
    for (const step of reviewAnswers(flow, input.answers as FlowValues, 'copy')) {
      if (step.rows.length === 0) continue;
      writer.text(step.title, { bold: true, size: SIZE.heading, gapBefore: 12 });
      for (const section of answerSections(step.rows)) {
        if (section.within.length > 0)
          writer.text(section.within.join(' › '), { bold: true, size: SIZE.subheading, gapBefore: 6 });
        for (const row of section.rows) {
          writer.text(`${row.label}: ${row.value}`);
          if (row.image !== undefined) {
            signatures.push(row);
            await writer.image(row.image);
          }
        }
      }
    }
  }

  if (input.flowId === 'longForm') {
    // What the borrower certified is the statement worked out from the schedules: printed as they saw it.
    writer.text('Personal financial statement', { bold: true, size: SIZE.heading, gapBefore: 16 });
    for (const [label, amount] of statementLines(input.answers)) writer.text(`${label}: ${amount}`);
  }

  writer.text('Electronic signature record', { bold: true, size: SIZE.heading, gapBefore: 16 });
  for (const signature of signatures) writer.text(`Signature: ${signature.value}`);
  writer.text(`Signed at: ${utc(input.submittedAt)}`);
  writer.text(`IP address: ${input.signedIp ?? NOT_RECORDED}`);
  writer.text(`User agent: ${input.signedUserAgent ?? NOT_RECORDED}`);
  writer.text(`SHA-256 of the signed answers: ${input.answersSha256 ?? NOT_RECORDED}`);
  const consent = esignConsent[input.flowId];
  if (consent !== undefined) writer.text(`ESIGN consent given: ${consent}`);

  return doc.save();
}

/** Sends the PDF copy of `row` as a download (never cached: it holds personal data). */
export async function sendApplicationPdf(
  reply: FastifyReply,
  row: ApplicationRow,
  answers: Record<string, unknown>,
): Promise<Buffer> {
  const reference = applicationReference(row.id);
  const pdf = await applicationPdf({
    flowId: row.flowId,
    flowTitle: isFlowId(row.flowId) ? pages[row.flowId].title : row.flowId,
    reference,
    submittedAt: row.submittedAt,
    answers,
    signedIp: row.signedIp,
    signedUserAgent: row.signedUserAgent,
    answersSha256: row.answersSha256,
  });
  reply.headers({
    'content-type': 'application/pdf',
    'content-length': String(pdf.byteLength),
    'content-disposition': attachmentDisposition(`northgate-application-${reference}.pdf`),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  return Buffer.from(pdf);
}
