import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MISMO_SCHEMA } from '../../../test/helpers/xmllint.ts';

// MISMO's schema files are vendored unedited (docs/standards/mismo-3.4-b324/README.md lists them
// with their hashes); the export is checked against them, so they must stay MISMO's.
const folder = dirname(MISMO_SCHEMA);
const listed = [
  ...readFileSync(join(folder, 'README.md'), 'utf8').matchAll(
    /^\|\s*`([^`]+\.xsd)`\s*\|\s*`([0-9a-f]{64})`\s*\|/gm,
  ),
].map(([, file = '', hash = '']) => [file, hash] as const);

describe('the vendored MISMO 3.4 B324 schema', () => {
  it('is the ten files its README lists, byte for byte', () => {
    expect(listed).toHaveLength(10);
    expect(
      readdirSync(folder)
        .filter((file) => file.endsWith('.xsd'))
        .sort(),
    ).toEqual(listed.map(([file]) => file).sort());
    for (const [file, hash] of listed)
      expect(
        createHash('sha256')
          .update(readFileSync(join(folder, file)))
          .digest('hex'),
        file,
      ).toBe(hash);
  });
});
