#!/usr/bin/env node
// Measurement (not a test): the JavaScript a phone downloads on a first visit until the network is
// idle, per route, gzip. Serves a production build with the API server (as `npm start` does, with
// a fresh embedded database, so a flow step opens its guest session and draft as in production),
// opens each route in headless Chromium at 390 px wide with an empty cache, waits for the network
// to be idle, and sums every script response gzipped at level 9 (as check-bundle-budget.mjs does).
//
//   pnpm --filter @northgate/web build && node scripts/measure-first-visit.mjs [dist folder]
//
// Environment: MEASURE_PORT (default 4395), MEASURE_RUNS (default 3; the largest total is kept, so
// a chunk that arrives after idle in one run is not missed), MEASURE_ROUTES (comma-separated).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@northgate/playwright-config';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? join(webDir, 'dist'));
const apiServer = join(webDir, '..', 'api', 'dist', 'server.mjs');
const port = Number(process.env.MEASURE_PORT ?? 4395);
const runs = Number(process.env.MEASURE_RUNS ?? 3);
const routes = (
  process.env.MEASURE_ROUTES ??
  '/,/shortQuiz/personalDetails,/investment-loan-application/personalAndBorrowingEntity'
).split(',');
const origin = `http://127.0.0.1:${port}`;

if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no build: run the web build first.`);
if (!existsSync(apiServer))
  throw new Error('apps/api/dist is missing: run `pnpm --filter @northgate/api build`.');

const { DATABASE_URL: _external, ...env } = process.env;
const server = spawn(process.execPath, [apiServer], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'northgate-measure-')),
    WEB_DIST_DIR: dist,
    APP_ENV: 'local',
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
  },
});
for (let ready = false; !ready; await new Promise((r) => setTimeout(r, 200))) {
  ready = await fetch(`${origin}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
}

const browser = await chromium.launch(chromiumLaunchOptions());
/** Every script one first visit to `route` fetched until the network was idle: file -> gzip bytes. */
async function visit(route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const scripts = new Map();
  const reads = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Read every body before the context closes: a read still pending then is lost.
    reads.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await Promise.all(reads);
  await context.close();
  return scripts;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
try {
  for (const route of routes) {
    let largest = new Map();
    for (let run = 0; run < runs; run++) {
      const scripts = await visit(route);
      const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
      if (sum(scripts) > sum(largest)) largest = scripts;
    }
    const total = [...largest.values()].reduce((a, b) => a + b, 0);
    console.log(`${route}: ${kb(total)} KB gzip in ${largest.size} scripts`);
    for (const [file, gz] of [...largest].sort((a, b) => b[1] - a[1]))
      console.log(`  ${kb(gz).padStart(7)} KB  ${file}`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
