import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** MISMO's own reference model, build B324, vendored unedited (docs/standards/mismo-3.4-b324). */
export const MISMO_SCHEMA = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/standards/mismo-3.4-b324/MISMO_3.4.0_B324.xsd',
);

/**
 * Validates XML documents against an XML Schema with libxml2's `xmllint` (Debian's libxml2-utils,
 * installed by .ci/run): the check an importing loan origination system makes, not our own.
 * Returns each document's errors, none for a valid one. All documents go to one xmllint run, so
 * the schema is read once. Without the tool the test fails; it never passes for want of it.
 */
export function schemaErrors(documents: readonly string[], schema = MISMO_SCHEMA): string[][] {
  const folder = mkdtempSync(join(tmpdir(), 'xmllint-'));
  try {
    const files = documents.map((xml, index) => {
      const file = join(folder, `document-${index}.xml`);
      writeFileSync(file, xml);
      return file;
    });
    let output: string;
    try {
      execFileSync('xmllint', ['--noout', '--schema', schema, ...files], { encoding: 'utf8', stdio: 'pipe' });
      output = '';
    } catch (error) {
      const failure = error as NodeJS.ErrnoException & { stderr?: string; status?: number };
      if (failure.code === 'ENOENT')
        throw new Error('xmllint is not installed: install Debian libxml2-utils (.ci/run does)');
      if (failure.stderr === undefined || failure.status === undefined) throw error;
      output = failure.stderr;
    }
    const lines = output.split('\n');
    if (
      !files.every((file) =>
        lines.some((line) => line === `${file} validates` || line === `${file} fails to validate`),
      ) &&
      output !== ''
    )
      throw new Error(`xmllint did not validate every document:\n${output}`);
    return files.map((file) =>
      lines.filter((line) => line.startsWith(`${file}:`)).map((line) => line.slice(file.length + 1)),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
