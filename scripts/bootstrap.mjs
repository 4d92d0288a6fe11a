#!/usr/bin/env node
// Entry point for `npm start` and `npm test` on a machine that has only Node and npm.
// It brings the pinned pnpm (without corepack, whose downloads fail on our machines),
// installs dependencies, and then starts the product or runs every check.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const command = process.argv[2];

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${[cmd, ...args].join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function versionOf(bin) {
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The pinned pnpm: a global one of the right version, else a local copy in .tools/. */
function ensurePnpm() {
  if (versionOf('pnpm') === pinned) return 'pnpm';
  const local = join(root, '.tools', 'node_modules', '.bin', 'pnpm');
  if (existsSync(local) && versionOf(local) === pinned) return local;
  console.log(`Installing pnpm ${pinned} into .tools/ …`);
  must('npm', [
    'install',
    '--prefix',
    join(root, '.tools'),
    '--no-save',
    '--no-audit',
    '--no-fund',
    `pnpm@${pinned}`,
  ]);
  return local;
}

/**
 * What the tests read the product with, from Debian's packages: Chromium for Playwright and the
 * Storybook tests (unless CHROMIUM_PATH names a browser), poppler's pdftotext for the PDF copies
 * and libxml2's xmllint for the MISMO files. Outside readers, as the lender's partners use.
 */
function ensureTestTools() {
  const wanted = [
    ...(process.env.CHROMIUM_PATH === undefined && !existsSync('/usr/bin/chromium') ? ['chromium'] : []),
    ...(!commandExists('pdftotext') ? ['poppler-utils'] : []),
    ...(!commandExists('xmllint') ? ['libxml2-utils'] : []),
  ];
  if (wanted.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && versionOf('apt-get') !== null) {
    console.log(`Installing ${wanted.join(', ')} from Debian packages …`);
    must('apt-get', ['update', '-qq']);
    must('apt-get', ['install', '-y', '-qq', ...wanted], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return;
  }
  console.error(
    `Missing: ${wanted.join(', ')}. Install them from Debian/Ubuntu packages (as root: apt-get install ${wanted.join(' ')}); ` +
      'for the browser you may instead set CHROMIUM_PATH to a Chromium executable ' +
      '(CHROMIUM_PATH="" uses the browser Playwright downloads with `pnpm exec playwright install chromium`).',
  );
  process.exit(1);
}

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

const pnpm = ensurePnpm();
const pathWithPnpm = `${dirname(pnpm === 'pnpm' ? '' : pnpm)}:${process.env.PATH}`;
const env = { ...process.env, PATH: pnpm === 'pnpm' ? process.env.PATH : pathWithPnpm };
must(pnpm, ['install', '--frozen-lockfile', '--prefer-offline'], { env });

if (command === 'start') {
  must(
    pnpm,
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@northgate/web',
      '--filter=@northgate/back-office',
      '--filter=@northgate/api',
      '--output-logs=errors-only',
    ],
    { env },
  );
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
} else if (command === 'test') {
  ensureTestTools();
  must(pnpm, ['run', 'check'], { env });
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
