#!/usr/bin/env node
// Fails when a source file is longer than the limit: a module too long to hold in one's head
// should be split. Generated files (route tree, migration snapshots) are exempt.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 400;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|js|mjs|cjs|jsx)$/;
const GENERATED = [/routeTree\.gen\.ts$/, /\/migrations\//];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && !GENERATED.some((pattern) => pattern.test(file)));

const tooLong = files
  .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines);

if (tooLong.length > 0) {
  console.error(`Source files over ${MAX_LINES} lines (split them into smaller modules):`);
  for (const { file, lines } of tooLong) console.error(`  ${lines}  ${file}`);
  process.exit(1);
}
console.log(`All ${files.length} source files are at most ${MAX_LINES} lines.`);
