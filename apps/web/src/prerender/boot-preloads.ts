/** The part of Vite's build manifest (`dist/.vite/manifest.json`) the prerender reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The module main.tsx imports to start the app (see its comment). */
export const BOOT_MODULE = 'src/boot.tsx';
/** The page's own entry (main.tsx): boot.tsx is an input of the build too (vite-plugins/first-visit-chunks.ts). */
const HTML_ENTRY = 'index.html';

/** A chunk and everything it imports statically: what must load before it runs. */
export function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/**
 * The app's JavaScript that index.html does not already preload. A page the browser renders needs it
 * at once, so its shell preloads it alongside the entry instead of discovering it after the entry runs.
 */
export function bootPreloads(manifest: ViteManifest): string[] {
  const entry = HTML_ENTRY;
  if (!manifest[entry]?.isEntry) throw new Error('The Vite manifest has no entry chunk for index.html.');
  if (!manifest[BOOT_MODULE]) throw new Error(`The Vite manifest has no chunk for ${BOOT_MODULE}.`);
  const inTemplate = staticClosure(manifest, entry);
  return [...staticClosure(manifest, BOOT_MODULE)]
    .filter((key) => !inTemplate.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}
