import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { pdfText } from './pdf-text.ts';

export interface SignedCopy {
  readonly reference: string;
  /** The typed name of the signature, as the copy's "Signed as …" reads it. */
  readonly signedAs: string;
  /** Answers the copy must print, in its words ("Signed as" aside). */
  readonly answers: readonly string[];
  /** The start of the ESIGN consent the borrower gave beside the signature pad. */
  readonly consent: string;
  /** What must never be in the copy in full (SSN, birth date, ID numbers). */
  readonly secrets: readonly string[];
}

/**
 * Downloads the PDF copy from the confirmation page and checks it is the signed application:
 * the reference, the borrower's answers, the signature and the e-signature record (the hash of
 * the signed answers, the browser that signed, the consent), and none of the secrets in full.
 * Returns the copy's text for any further check.
 */
export async function expectSignedPdfCopy(page: Page, copy: SignedCopy): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('main').getByRole('button', { name: 'Download a PDF copy' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`northgate-application-${copy.reference}.pdf`);
  const pdf = pdfText(await readFile(await download.path()));
  expect(pdf).toContain(copy.reference);
  for (const answer of copy.answers) expect(pdf).toContain(answer);
  expect(pdf).toContain(`Signed as ${copy.signedAs}`);
  expect(pdf).toContain('Electronic signature record');
  expect(pdf).toMatch(/SHA-256 of the signed answers: [0-9a-f]{64}/);
  expect(pdf).toMatch(/User agent: Mozilla/);
  expect(pdf).toContain(`ESIGN consent given: ${copy.consent}`);
  for (const secret of copy.secrets) expect(pdf).not.toContain(secret);
  return pdf;
}
