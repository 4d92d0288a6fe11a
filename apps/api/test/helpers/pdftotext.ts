import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF as poppler's `pdftotext` reads it (Debian's poppler-utils, installed by
 * .ci/run): the reader an outside party uses, not our own. Without the tool the test fails; it
 * never passes for want of a reader.
 */
export function pdftotext(pdf: Uint8Array): string {
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext is not installed: install Debian poppler-utils (.ci/run does)');
    throw error;
  }
}

/** Whitespace and line breaks as single spaces, so a label wrapped onto two lines still reads as one. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');
