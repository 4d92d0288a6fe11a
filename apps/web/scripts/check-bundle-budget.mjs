#!/usr/bin/env node
// Size budget (not a timing): the JavaScript a first visit to the home page downloads,
// measured gzip-compressed from the production build. Fails the build when over budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_KB = 120;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Files a chunk pulls in before it can run: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');
const keys = closure(entryKey);
// A first visit to "/" also loads the app itself (src/main.tsx imports src/boot.tsx once the page
// has painted) and the home route's own code-split chunks.
for (const key of Object.keys(manifest)) {
  if (key === 'src/boot.tsx' || /src\/routes\/index\.tsx/.test(key)) closure(key, keys);
}

let total = 0;
const rows = [];
for (const key of keys) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  rows.push([file, gz]);
}
rows.sort((a, b) => b[1] - a[1]);
const kb = (n) => (n / 1024).toFixed(1);
console.log('Initial JavaScript for "/" (gzip):');
for (const [file, gz] of rows) console.log(`  ${kb(gz).padStart(7)} KB  ${file}`);
console.log(`  ${kb(total).padStart(7)} KB  total (budget ${HOME_JS_BUDGET_KB} KB)`);
if (total > HOME_JS_BUDGET_KB * 1024) {
  console.error(`✗ Home page JavaScript is over budget by ${kb(total - HOME_JS_BUDGET_KB * 1024)} KB.`);
  process.exit(1);
}
