import { answerSections, type FlowValues } from '@northgate/form-engine/core';
import { esignConsent, getFlow, isFlowId, reviewAnswers, type AnswerRow } from '@northgate/lending-flows';
import { pages, site } from '@northgate/site-config';
import type { FastifyReply } from 'fastify';
import { applicationReference } from './application-reference.ts';
import { statementLines } from './application-notice-lines.ts';
import { attachmentDisposition } from '../documents/file-names.ts';
import type { ApplicationRow } from './pipeline-applications.ts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SIZE, utc, Writer } from './pdf-writer.ts';

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

const NOT_RECORDED = 'Not recorded (submitted before this record was kept)';

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
  return sendPdf(reply, pdf, `northgate-application-${reference}.pdf`);
}

/** Sends PDF bytes as a download named `fileName`, never cached (they hold personal data). */
export function sendPdf(reply: FastifyReply, pdf: Uint8Array, fileName: string): Buffer {
  reply.headers({
    'content-type': 'application/pdf',
    'content-length': String(pdf.byteLength),
    'content-disposition': attachmentDisposition(fileName),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  return Buffer.from(pdf);
}
