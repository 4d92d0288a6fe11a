#!/usr/bin/env node
// Build step after `vite build` and `vite build --ssr src/prerender/entry.ts`: renders the pages the
// route table marks `prerender` into dist/ (dist/index.html is the home page, dist/legal/index.html
// the legal page, ...), keeps the unrendered page as dist/app-shell.html for every other route, and
// writes sitemap.xml and robots.txt. The API serves these files (apps/api/src/plugins/web-app.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const entry = join(webDir, 'dist-ssr', 'entry.js');
if (!existsSync(entry))
  throw new Error('dist-ssr/entry.js is missing: run `vite build --ssr src/prerender/entry.ts` first.');

// The template is index.html as Vite wrote it; after this step it is the home page.
if (existsSync(join(dist, 'app-shell.html')))
  throw new Error('dist/ is already prerendered: run the whole build again.');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const { prerenderSite } = await import(pathToFileURL(entry).href);
const files = await prerenderSite(template, manifest);

console.log('Prerendered (HTML, gzip):');
for (const { file, contents } of files) {
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, contents);
  const kb = (gzipSync(contents).length / 1024).toFixed(1);
  console.log(`  ${kb.padStart(6)} KB  ${file}`);
}
