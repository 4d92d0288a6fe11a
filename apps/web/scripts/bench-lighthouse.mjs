#!/usr/bin/env node
// Lighthouse benchmark (not a test): serves the production build the way `npm start` does, runs
// Lighthouse's mobile preset RUNS times on the home page, the three loan landing pages, the
// calculator, a short-quiz step, a permanent-application step and the login page in headless
// Chromium, and prints the median score of each category and the median CLS per route.
//
//   pnpm --filter @northgate/web build && pnpm bench:lighthouse
//
// Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 4393), BENCH_RUNS (default 3),
// BENCH_ROUTES (comma-separated paths), BENCH_REPORT_DIR (keeps each run's JSON report there). Targets from the marketing issue: performance >= 95,
// accessibility, best practices and SEO = 100.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(webDir, '..', '..');
const webDist = join(webDir, 'dist');
const apiServer = join(repoRoot, 'apps', 'api', 'dist', 'server.mjs');
const lighthouseCli = join(webDir, 'node_modules', 'lighthouse', 'cli', 'index.js');

const port = Number(process.env.BENCH_PORT ?? 4393);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const defaultRoutes = [
  '/',
  '/primary-residence-loan/',
  '/investment-property-loan/',
  '/business-financing/',
  '/mortgage-calculator/',
  '/shortQuiz/personalDetails',
  '/permanent-loan-application/typeOfMortgage',
  '/login/',
];
const routes = (process.env.BENCH_ROUTES ?? defaultRoutes.join(','))
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const targetCls = 0.02;
const origin = `http://127.0.0.1:${port}`;
const reportDir = process.env.BENCH_REPORT_DIR ? resolve(process.env.BENCH_REPORT_DIR) : undefined;
if (reportDir) mkdirSync(reportDir, { recursive: true });

if (!existsSync(join(webDist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `pnpm --filter @northgate/web build` first.');
  process.exit(1);
}
if (!existsSync(lighthouseCli)) {
  console.error('Lighthouse is not installed in apps/web: run `pnpm install`.');
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}; set CHROME_PATH.`);
  process.exit(1);
}

/** Serves the SPA with the API server when it is built, otherwise with a small static server. */
async function startServer() {
  if (existsSync(apiServer)) {
    const dataDir = mkdtempSync(join(tmpdir(), 'northgate-bench-'));
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const child = spawn(process.execPath, [apiServer], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        APP_ENV: 'local',
        LOG_LEVEL: 'warn',
      },
    });
    await waitFor(`${origin}/readyz`, child);
    return {
      kind: 'API server (apps/api/dist/server.mjs)',
      stop: async () => {
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.ico': 'image/x-icon',
    '.txt': 'text/plain',
    '.xml': 'application/xml',
    '.json': 'application/json',
  };
  // The build's layout: prerendered pages are folder pages (legal/index.html), app-shell.html is the rest.
  const shell = existsSync(join(webDist, 'app-shell.html')) ? 'app-shell.html' : 'index.html';
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', origin).pathname));
    let file = join(webDist, path);
    if (file.startsWith(webDist) && existsSync(file) && statSync(file).isDirectory())
      file = join(file, 'index.html');
    if (!file.startsWith(webDist) || !existsSync(file)) file = join(webDist, shell);
    const hashed = file.includes(`${join(webDist, 'assets')}`);
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(readFileSync(file));
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return {
    kind: 'static fallback server (API not built)',
    stop: () => new Promise((done) => server.close(done)),
  };
}

async function waitFor(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within 60 s.`);
}

/** One Lighthouse run (mobile preset, default throttling); returns the four category scores (0-100) and the CLS. */
function runLighthouse(url, reportName) {
  return new Promise((done, fail) => {
    const args = [
      lighthouseCli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--form-factor=mobile',
      `--only-categories=${categories.join(',')}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      if (code !== 0)
        return fail(new Error(`Lighthouse failed for ${url} (exit ${code}):\n${err.slice(-2000)}`));
      const report = JSON.parse(out);
      if (report.runtimeError) return fail(new Error(`${url}: ${report.runtimeError.message}`));
      if (reportDir) writeFileSync(join(reportDir, `${reportName}.json`), out);
      const scores = Object.fromEntries(
        categories.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
      );
      const cls = report.audits['cumulative-layout-shift']?.numericValue ?? 0;
      done({ ...scores, cls: Math.round(cls * 1000) / 1000 });
    });
  });
}

/** Lighthouse occasionally fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again. */
async function withRetries(run, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  retrying after: ${error.message.split('\n').slice(-1)[0]}`);
    }
  }
}

/** The middle value, unrounded (CLS is a fraction). */
const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

const server = await startServer();
console.log(
  `Lighthouse ${JSON.parse(readFileSync(join(webDir, 'node_modules', 'lighthouse', 'package.json'))).version}, mobile, ${runs} runs per route, served by the ${server.kind} on ${origin}`,
);
const rows = [];
let belowTarget = false;
try {
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const scores = await withRetries(() =>
        runLighthouse(
          `${origin}${route}`,
          `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}`,
        ),
      );
      results.push(scores);
      console.log(
        `  ${route} run ${i + 1}: ${categories.map((c) => `${c} ${scores[c]}`).join(', ')}, CLS ${scores.cls}`,
      );
    }
    const row = Object.fromEntries(categories.map((c) => [c, median(results.map((r) => r[c]))]));
    for (const c of categories) if (row[c] < targets[c]) belowTarget = true;
    const cls = medianOf(results.map((r) => r.cls));
    if (cls > targetCls) belowTarget = true;
    rows.push({ route, ...row, cls });
  }
} finally {
  await server.stop();
}

console.log(`\nMedian of ${runs} runs (targets: performance >= 95, others 100, CLS <= ${targetCls})`);
console.table(rows);
if (belowTarget) console.log('Some medians are below target.');
