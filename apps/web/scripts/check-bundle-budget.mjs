#!/usr/bin/env node
// Size budgets (not timings), measured gzip-compressed from the production build; the build fails
// when one is broken:
// 1. the JavaScript a prerendered page loads before its first paint (index.html's entry and its
//    static imports), so the app never lands in front of the paint (vite-plugins/first-visit-chunks.ts);
// 2. the JavaScript a first visit to the home page downloads, and to a page that starts the router;
// 3. every chunk loaded later (on another route or on demand): none over LAZY_CHUNK_BUDGET_KB, so
//    no data set rides along with a feature (the estimator's ZIP data was a 666 KB chunk; ZIPs are
//    now looked up with the API, docs/decisions/0016-zip-lookups.md).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import {
  APP_JS_BUDGET_KB,
  HOME_JS_BUDGET_KB,
  LAZY_CHUNK_BUDGET_KB,
  LAZY_CHUNK_CEILINGS_KB,
  PAINT_JS_BUDGET_KB,
} from './js-budgets.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The chunk's file, with its name when the file has none (vite-plugins/first-visit-chunks.ts). */
const label = ({ file, name }) => (name && !file.includes(name) ? `${file} (${name})` : file);

/** Files a chunk pulls in before it can run: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = 'index.html';
if (!manifest[entryKey]) throw new Error('No entry chunk for index.html in the Vite manifest.');
const gzipBytes = (key) => gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

const beforePaint = [...closure(entryKey)].reduce((sum, key) => sum + gzipBytes(key), 0);
console.log(
  `JavaScript before the first paint (gzip): ${kb(beforePaint)} KB (budget ${PAINT_JS_BUDGET_KB} KB)`,
);
if (beforePaint > PAINT_JS_BUDGET_KB * 1024) {
  console.error(
    '✗ The entry imports the app before the first paint: see ENTRY_MODULES in vite-plugins/first-visit-chunks.ts.',
  );
  process.exit(1);
}

/**
 * The entry and what it imports once the page has painted (src/main.tsx): src/static-boot.tsx on
 * "/", which hydrates without the router (src/static-pages), src/boot.tsx, the app, elsewhere.
 */
function firstVisit(bootKey) {
  if (!manifest[bootKey]) throw new Error(`No chunk for ${bootKey} in the Vite manifest.`);
  return closure(bootKey, closure(entryKey));
}

function checkFirstVisit(title, keys, budgetKb) {
  let total = 0;
  const rows = [];
  for (const key of keys) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const gz = gzipBytes(key);
    total += gz;
    rows.push([label(manifest[key]), gz]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`${title} (gzip):`);
  for (const [file, gz] of rows) console.log(`  ${kb(gz).padStart(7)} KB  ${file}`);
  console.log(`  ${kb(total).padStart(7)} KB  total (budget ${budgetKb} KB)`);
  if (total > budgetKb * 1024) {
    console.error(`✗ ${title} is over budget by ${kb(total - budgetKb * 1024)} KB.`);
    process.exit(1);
  }
}

const keys = firstVisit('src/static-boot.tsx');
checkFirstVisit('Initial JavaScript for "/"', keys, HOME_JS_BUDGET_KB);
const appKeys = firstVisit('src/boot.tsx');
checkFirstVisit('Initial JavaScript for a page that starts the router', appKeys, APP_JS_BUDGET_KB);
for (const key of appKeys) keys.add(key);

// 3. Chunks loaded later: everything in the build outside the home page's first visit.
const lazyRows = [];
const seenFiles = new Set();
for (const [key, chunk] of Object.entries(manifest)) {
  if (keys.has(key) || !chunk.file.endsWith('.js') || seenFiles.has(chunk.file)) continue;
  seenFiles.add(chunk.file);
  const gz = gzipBytes(key);
  const limit = LAZY_CHUNK_CEILINGS_KB[chunk.name] ?? LAZY_CHUNK_BUDGET_KB;
  lazyRows.push({ file: label(chunk), gz, limit });
}
lazyRows.sort((a, b) => b.gz - a.gz);
const over = lazyRows.filter((row) => row.gz > row.limit * 1024);
console.log(`Largest chunks loaded later (gzip; limit ${LAZY_CHUNK_BUDGET_KB} KB each unless named):`);
for (const { file, gz, limit } of lazyRows.slice(0, 5)) {
  console.log(
    `  ${kb(gz).padStart(7)} KB  ${file}${limit === LAZY_CHUNK_BUDGET_KB ? '' : ` (ceiling ${limit} KB)`}`,
  );
}
for (const { file, gz, limit } of over) {
  console.error(`✗ ${file} is ${kb(gz)} KB gzip, over its ${limit} KB limit.`);
}
if (over.length > 0) process.exit(1);
