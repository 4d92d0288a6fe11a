#!/usr/bin/env node
// Everything `npm test` runs, in order: static checks (file sizes, links, the README's environment table, formatting, lint, types), unit and integration tests,
// the production build (with its bundle budget), Storybook tests, then end-to-end tests.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const concurrency = process.env.TURBO_CONCURRENCY ?? '2';

const steps = [
  ['source file sizes', ['run', 'lint:size']],
  ['links in docs and comments', ['run', 'lint:links']],
  ['environment table in README.md (pnpm docs:env)', ['run', 'lint:env']],
  ['formatting (prettier --check)', ['exec', 'prettier', '--check', '--log-level=warn', '.']],
  [
    'lint and typecheck',
    [
      'exec',
      'turbo',
      'run',
      'lint',
      'typecheck',
      `--concurrency=${concurrency}`,
      '--output-logs=errors-only',
    ],
  ],
  [
    'production build',
    ['exec', 'turbo', 'run', 'build', `--concurrency=${concurrency}`, '--output-logs=errors-only'],
  ],
  [
    'unit, integration and Storybook tests',
    // Vitest gives each package one worker on two cores, so two packages at once keep both busy
    // (the API's tests alone take about five minutes on one).
    ['exec', 'turbo', 'run', 'test', `--concurrency=${concurrency}`, '--output-logs=new-only'],
  ],
  ['end-to-end tests', ['--filter', '@northgate/web', 'run', 'e2e']],
  ['back office end-to-end tests', ['--filter', '@northgate/back-office', 'run', 'e2e']],
];

const results = [];
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name, ok: r.status === 0, seconds });
  if (r.status !== 0) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const passed = results.length - failed;
console.log(`checks: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
