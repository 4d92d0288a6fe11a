#!/usr/bin/env node
// Everything `npm test` runs, in order: static checks (file sizes, links, the README's environment table, formatting, lint, types), unit and integration tests,
// the production build (with its bundle budget), Storybook tests, then end-to-end tests.
import { spawn } from 'node:child_process';
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
    // Vitest gives each package one worker on two cores. The API's tests are the longest by far
    // (about nine minutes on one core, on PGlite and PostgreSQL) and turbo starts them last (they
    // depend on every package), so they get a lane of their own from the start and the other
    // packages share the other lane. The API's lane has two workers, so it takes the core the
    // other lane leaves when it ends (about five minutes in): 523 -> 442 s on a 2-core machine.
    [
      [
        'exec',
        'turbo',
        'run',
        'test',
        '--filter=@northgate/api',
        '--output-logs=new-only',
        '--',
        '--maxWorkers=2',
      ],
      [
        'exec',
        'turbo',
        'run',
        'test',
        '--filter=!@northgate/api',
        '--concurrency=1',
        '--output-logs=new-only',
      ],
    ],
  ],
  ['end-to-end tests', ['--filter', '@northgate/web', 'run', 'e2e']],
  ['back office end-to-end tests', ['--filter', '@northgate/back-office', 'run', 'e2e']],
];

/** Runs pnpm with `args` and resolves with its exit status. */
function pnpm(args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

const results = [];
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  // A step is one command, or a list of commands run side by side (each of them must pass).
  const commands = Array.isArray(args[0]) ? args : [args];
  const statuses = await Promise.all(commands.map((command) => pnpm(command)));
  const ok = statuses.every((status) => status === 0);
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name, ok, seconds });
  if (!ok) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const passed = results.length - failed;
console.log(`checks: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
