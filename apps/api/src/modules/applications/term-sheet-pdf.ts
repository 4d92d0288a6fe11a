import {
  PREPAYMENT_TERMS_TEXT,
  REPAYMENT_LABELS,
  TERM_SHEET_ESIGN_CONSENT,
  TERM_SHEET_TERMS,
  type TermSheet,
} from '@northgate/contracts';
import { formatUsd } from '@northgate/loan-math';
import { formatLenderMoment, site } from '@northgate/site-config';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SIZE, utc, Writer } from './pdf-writer.ts';

/** The terms as the term sheet states them, in the words the borrower's page shows. */
export function termLines(sheet: TermSheet): [string, string][] {
  const interestOnly = sheet.repayment === 'interest_only';
  return [
    ['Borrower', sheet.borrower_name],
    ['Property', sheet.property ?? 'Not named in the application'],
    ['Loan amount', formatUsd(sheet.amount)],
    ['Interest rate', `${sheet.rate_percent}% a year, fixed`],
    ['Term', `${sheet.term_months} months`],
    ['Repayment', REPAYMENT_LABELS[sheet.repayment]],
    [
      'Monthly payment',
      `${formatUsd(sheet.monthly_payment)} (${interestOnly ? 'interest only; the principal is due at the end of the term' : 'principal and interest'})`,
    ],
    ['Origination points', `${sheet.points}% of the loan amount, ${formatUsd(sheet.points_amount)}`],
    ['Lender fees', formatUsd(sheet.fees)],
    [
      'Rehab holdback',
      sheet.holdback > 0
        ? `${formatUsd(sheet.holdback)}, held back at closing and released in draws as the work is completed and inspected`
        : 'None',
    ],
    ['Prepayment', PREPAYMENT_TERMS_TEXT[sheet.prepayment_terms]],
  ];
}

export interface SignedTermSheetInput {
  sheet: TermSheet;
  signedAt: Date;
  signedName: string;
  signatureImage: string;
  ip: string;
  userAgent: string | null;
  /** SHA-256 (hex) of the signed terms (their JSON), printed so a copy can be checked against them. */
  termsSha256: string;
}

/** The signed term sheet as a PDF: the terms, the signature and its e-signature record (ADR 0059). */
export async function termSheetPdf(input: SignedTermSheetInput): Promise<Uint8Array> {
  const { sheet } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`Term sheet ${sheet.reference}`);
  doc.setProducer(site.brand);
  doc.setCreationDate(input.signedAt);
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  writer.text(`${site.brand}: Term sheet`, { bold: true, size: SIZE.title });
  writer.text(
    `Application ${sheet.reference}. Offer accepted ${utc(new Date(sheet.accepted_at))}; to be signed by ${formatLenderMoment(sheet.sign_by)}.`,
    { gapBefore: 4 },
  );
  writer.text('Terms', { bold: true, size: SIZE.heading, gapBefore: 12 });
  for (const [label, value] of termLines(sheet)) writer.text(`${label}: ${value}`);
  writer.text(TERM_SHEET_TERMS, { gapBefore: 8 });

  writer.text('Signature', { bold: true, size: SIZE.heading, gapBefore: 16 });
  await writer.image(input.signatureImage);
  writer.text(`Signed as ${input.signedName}`);

  writer.text('Electronic signature record', { bold: true, size: SIZE.heading, gapBefore: 16 });
  writer.text(`Signed by: ${input.signedName}`);
  writer.text(`Signed at: ${utc(input.signedAt)}`);
  writer.text(`IP address: ${input.ip}`);
  writer.text(`User agent: ${input.userAgent ?? 'Not sent by the browser'}`);
  writer.text(`SHA-256 of the signed terms: ${input.termsSha256}`);
  writer.text(`ESIGN consent given: ${TERM_SHEET_ESIGN_CONSENT}`);
  writer.text(
    `The SHA-256 of this PDF is kept with the application by ${site.brand}; it shows the file was not changed after signing.`,
  );
  return doc.save();
}
