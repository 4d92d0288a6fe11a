#!/usr/bin/env node
// Lighthouse benchmark (not a test): serves the production build the way `npm start` does, runs
// Lighthouse's mobile preset (4x CPU throttling, slow 4G) RUNS times on the home page, the three
// loan landing pages, the calculator, the login page and every flow's first page in headless
// Chromium, and prints per route the median of each category, total blocking time and CLS, with the
// machine's load average beside each run. A busy machine gives numbers that mean nothing, so the
// bench waits for the 1-minute load average to fall to the number of cores and refuses to report
// when it does not (issue #32).
//
//   pnpm --filter @northgate/web build && pnpm bench:lighthouse
//
// A baseline measured in the same run: BENCH_BASELINE=<another checkout's root, built> serves that
// build too, on the next port, and runs it alternately with this one, route by route.
//
// Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 4393), BENCH_RUNS
// (default 5), BENCH_ROUTES (comma-separated paths), BENCH_REPORT_DIR (keeps each run's JSON report
// there), BENCH_BASELINE, BENCH_LOAD_WAIT_S (how long to wait for the load to fall, default 180).
// Targets (issue #32): performance 100 on marketing pages and >= 97 on app pages, accessibility,
// best practices and SEO 100, TBT < 150 ms on app pages, CLS <= 0.02.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildsToMeasure, calmLoad, cores, median, startServer } from './bench-servers.mjs';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lighthouseCli = join(webDir, 'node_modules', 'lighthouse', 'cli', 'index.js');

const port = Number(process.env.BENCH_PORT ?? 4393);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Marketing pages are held to 100; everything else is an app page (97, TBT under 150 ms). */
const marketingRoutes = [
  '/',
  '/primary-residence-loan/',
  '/investment-property-loan/',
  '/business-financing/',
];
const appRoutes = [
  '/mortgage-calculator/',
  '/login/',
  '/shortQuiz/personalDetails',
  '/permanent-loan-application/typeOfMortgage',
  // A flow's own address (the home page's links) opens its first step for a new visitor (ADR 0069)...
  '/shortQuiz/',
  '/investment-loan-application/',
  // ...or, where the flow needs an account, the sign-in page a signed-out visitor is sent to (ADR 0070).
  '/business-loan-application/',
  '/longForm/',
];
const routes = (process.env.BENCH_ROUTES ?? [...marketingRoutes, ...appRoutes].join(','))
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const targetsFor = (route) => ({
  performance: marketingRoutes.includes(route) ? 100 : 97,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  tbt: marketingRoutes.includes(route) ? Infinity : 150,
  cls: 0.02,
});
const reportDir = process.env.BENCH_REPORT_DIR ? resolve(process.env.BENCH_REPORT_DIR) : undefined;
if (reportDir) mkdirSync(reportDir, { recursive: true });

const builds = buildsToMeasure(port);
if (!existsSync(lighthouseCli)) {
  console.error('Lighthouse is not installed in apps/web: run `pnpm install`.');
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}; set CHROME_PATH.`);
  process.exit(1);
}

/** One Lighthouse run (mobile preset, default throttling): the four category scores (0-100), TBT (ms) and CLS. */
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
      const tbt = report.audits['total-blocking-time']?.numericValue ?? 0;
      done({ ...scores, tbt: Math.round(tbt), cls: Math.round(cls * 1000) / 1000 });
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
      const lines = error.message.split('\n').filter((line) => line.trim() !== '');
      console.warn(`  retrying after: ${lines.at(-1)}`);
    }
  }
}

const servers = [];
for (const build of builds) servers.push(await startServer(build));
console.log(
  `Lighthouse ${JSON.parse(readFileSync(join(webDir, 'node_modules', 'lighthouse', 'package.json'))).version}, mobile, ` +
    `median of ${runs} runs per route, ${cores} cores; ${servers.map((s) => `${s.name} (${s.root}) on ${s.origin}`).join(', ')}`,
);
const rows = [];
let belowTarget = false;
try {
  for (const route of routes) {
    const targets = targetsFor(route);
    const results = new Map(servers.map((server) => [server.name, []]));
    for (let i = 0; i < runs; i++) {
      // Alternate the builds run by run, so a change in load falls on both.
      for (const server of servers) {
        const load = await calmLoad(servers);
        const scores = await withRetries(() =>
          runLighthouse(
            `${server.origin}${route}`,
            `${server.name.replace(/\W+/g, '-')}-${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}`,
          ),
        );
        results.get(server.name).push(scores);
        console.log(
          `  ${route} ${server.name} run ${i + 1} (load ${load.toFixed(2)}): ` +
            `${categories.map((c) => `${c} ${scores[c]}`).join(', ')}, TBT ${scores.tbt} ms, CLS ${scores.cls}`,
        );
      }
    }
    for (const server of servers) {
      const list = results.get(server.name);
      const row = Object.fromEntries(categories.map((c) => [c, Math.round(median(list.map((r) => r[c])))]));
      const tbt = Math.round(median(list.map((r) => r.tbt)));
      const cls = median(list.map((r) => r.cls));
      if (server.name === 'this build') {
        for (const c of categories) if (row[c] < targets[c]) belowTarget = true;
        if (tbt >= targets.tbt || cls > targets.cls) belowTarget = true;
      }
      rows.push({ route, build: server.name, ...row, 'TBT ms': tbt, cls });
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

console.log(
  `\nMedian of ${runs} runs (targets: performance 100 on ${marketingRoutes.join(' ')}, 97 elsewhere; ` +
    'accessibility, best practices, SEO 100; TBT under 150 ms on app pages; CLS <= 0.02)',
);
console.table(rows);
if (belowTarget) console.log('Some medians of this build are below target.');
