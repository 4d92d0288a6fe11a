// Writes the root README's environment table from config/env-docs.ts (`pnpm docs:env`), or with
// `--check` fails when the README is out of date (`pnpm lint:env`, run by `npm test`; ADR 0049).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '../src/config/repo-root.ts';
import { readmeWithEnvTable } from './env-docs-readme.ts';

const file = join(findRepoRoot(), 'README.md');
const current = readFileSync(file, 'utf8');
const wanted = await readmeWithEnvTable(current, file);
if (process.argv.includes('--check')) {
  if (wanted !== current) {
    console.error(
      "README.md's environment table is out of date with apps/api/src/config/env-docs.ts: run pnpm docs:env",
    );
    process.exit(1);
  }
} else if (wanted !== current) {
  writeFileSync(file, wanted);
  console.log('README.md: environment table written');
}
