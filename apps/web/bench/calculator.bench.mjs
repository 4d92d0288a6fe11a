#!/usr/bin/env node
// Benchmark (not a test): how long one recompute of a 480-month schedule with extra payments
// takes, and how much JavaScript (gzip) the /mortgage-calculator/ route costs on top of the
// entry. Run after `pnpm build`: `pnpm --filter @northgate/web bench:calculator`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// 1. Recompute time. The TypeScript model is bundled once (no Vite plugins needed: it is pure TS).
const outDir = join(root, 'node_modules', '.bench');
await build({
  root,
  logLevel: 'error',
  configFile: false,
  build: {
    ssr: join(root, 'src/features/calculator/mortgage-model.ts'),
    outDir,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'mortgage-model.mjs' } },
  },
});
const { computeMortgage, MORTGAGE_DEFAULTS } = await import(
  pathToFileURL(join(outDir, 'mortgage-model.mjs')).href
);

const settings = {
  ...MORTGAGE_DEFAULTS,
  start: '2026-01',
  basis: 'loan',
  loan: 750_000,
  rate: 7.25,
  term: 40,
  xm: 150,
  xy: 2_000,
  xo: 10_000,
  xop: 24,
};
const runs = 2_000;
for (let i = 0; i < 200; i++) computeMortgage({ ...settings, xm: 150 + (i % 7) }); // warm-up
const times = [];
let rows = 0;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const result = computeMortgage({ ...settings, xm: 150 + (i % 7) });
  times.push(performance.now() - t0);
  rows = result.baseline.rows.length;
}
times.sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
console.log(
  `Full recompute (480-month schedule with extra payments, plus the no-extra baseline, PITI, PMI and APR), ${runs} runs:`,
);
console.log(
  `  median ${pct(50).toFixed(3)} ms, p95 ${pct(95).toFixed(3)} ms (baseline schedule ${rows} rows)`,
);

// 2. Route JavaScript (gzip) from the Vite manifest.
const manifestPath = join(root, 'dist', '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.log(
    'No production build found: run `pnpm --filter @northgate/web build` first for the route size.',
  );
  process.exit(0);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length;
function closure(key, seen, dynamic, stop = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || stop.has(key)) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen, dynamic, stop);
  for (const dep of chunk.dynamicImports ?? []) dynamic.add(dep);
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = new Set();
closure(entryKey, entry, new Set());
// Every page also loads the app itself, which the entry imports (src/main.tsx → src/boot.tsx).
closure('src/boot.tsx', entry, new Set());
// The route's code-split component chunk (the route definition itself sits in the entry's route tree).
const routeKeys = Object.keys(manifest).filter(
  (k) => k.includes('src/routes/mortgage-calculator/index.tsx') && k.includes('tsr-split'),
);
const route = new Set();
const lazy = new Set();
for (const key of routeKeys) closure(key, route, lazy, entry);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (keys) =>
  [...keys]
    .filter((k) => !entry.has(k) && manifest[k]?.file.endsWith('.js'))
    .reduce((s, k) => s + gz(manifest[k].file), 0);
const routeOnly = sum(route);
const lazyChunks = [...lazy].filter((k) => !route.has(k) && !entry.has(k));
console.log('Route /mortgage-calculator/ JavaScript (gzip), beyond the entry chunks every page loads:');
for (const key of route)
  if (!entry.has(key) && manifest[key].file.endsWith('.js'))
    console.log(`  ${kb(gz(manifest[key].file)).padStart(9)}  ${manifest[key].file}`);
console.log(`  ${kb(routeOnly).padStart(9)}  on opening the route`);
for (const key of lazyChunks) {
  const seen = new Set();
  closure(key, seen, new Set(), entry);
  const size = sum([...seen].filter((k) => !route.has(k)));
  const what = key.includes('session/api.ts')
    ? 'API client, when an address has a ZIP (the ZIP look-up is an API call)'
    : key.includes('schedule-chart')
      ? 'chart, when a schedule is shown'
      : key;
  console.log(`  ${kb(size).padStart(9)}  later: ${what}`);
}
const css = [...route].flatMap((k) => manifest[k]?.css ?? []);
if (css.length) console.log(`  CSS: ${kb(css.reduce((s, f) => s + gz(f), 0))}`);
