#!/usr/bin/env node
// Last build step: writes a Brotli (.br) and a gzip (.gz) copy next to every text file of dist/, so the
// server sends compressed files without compressing on each request (@fastify/static `preCompressed`).
// Brotli's best quality is slow on big files: files over 1 MB (the ZIP code table) get a quicker level.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.ico',
  '.webmanifest',
]);
const MIN_BYTES = 1024;
const BIG_BYTES = 1024 * 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // dist/.vite holds the build manifest, which is never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.has(extname(entry.name))) yield path;
  }
}

let original = 0;
let brotli = 0;
let count = 0;
for (const path of files(dist)) {
  const size = statSync(path).size;
  if (size < MIN_BYTES) continue;
  const data = readFileSync(path);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: size > BIG_BYTES ? 5 : constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  // A compressed copy that is not smaller would only cost the browser time.
  if (br.length < size) writeFileSync(`${path}.br`, br);
  if (gz.length < size) writeFileSync(`${path}.gz`, gz);
  original += size;
  brotli += Math.min(br.length, size);
  count++;
}
const mb = (n) => (n / 1024 / 1024).toFixed(2);
console.log(
  `Precompressed ${count} files in ${relative(process.cwd(), dist) || 'dist'}: ${mb(original)} MB, ${mb(brotli)} MB with Brotli.`,
);
