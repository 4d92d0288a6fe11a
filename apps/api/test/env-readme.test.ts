import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_DOCS } from '../src/config/env-docs.ts';
import { envVariables } from '../src/config/env-schema.ts';
import { findRepoRoot } from '../src/config/repo-root.ts';
import { readmeWithEnvTable } from '../scripts/env-docs-readme.ts';

// The root README's environment table is written from the schema and its meanings (pnpm docs:env,
// ADR 0049), so it names every variable the API reads and cannot drift from them.

const readmePath = join(findRepoRoot(), 'README.md');

describe("the root README's environment table", () => {
  it('is what pnpm docs:env writes from the schema', async () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(await readmeWithEnvTable(readme, readmePath)).toBe(readme);
  });

  it('lists every variable either mode reads, with its meaning', () => {
    const readme = readFileSync(readmePath, 'utf8');
    const names = new Set([
      ...Object.keys(envVariables.local.entries),
      ...Object.keys(envVariables.production.entries),
    ]);
    expect(Object.keys(ENV_DOCS).sort()).toEqual([...names].sort());
    for (const name of names) expect(readme, name).toMatch(new RegExp(`\\| \`${name}\` +\\|`));
  });
});
