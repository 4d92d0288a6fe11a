import { describe, expect, it } from 'vitest';
import { bootPreloads, type ViteManifest } from './boot-preloads.ts';

// The shape of dist/.vite/manifest.json: the entry (main.tsx) imports boot.tsx lazily, and boot's
// chunks share a runtime chunk with the entry.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-2.js' },
  'src/boot.tsx': {
    file: 'assets/boot-3.js',
    imports: ['_runtime.js', '_client.js', '_router.js', 'index.html'],
  },
  '_client.js': { file: 'assets/client-4.js', imports: ['_runtime.js'] },
  '_router.js': { file: 'assets/router-5.js', imports: ['_client.js', '_router.js'] },
  'src/routes/legal/index.tsx?tsr-split=component': { file: 'assets/legal-6.js', imports: ['_router.js'] },
};

describe('bootPreloads', () => {
  it('lists boot and everything it imports that index.html does not load already, once each', () => {
    expect(bootPreloads(manifest)).toEqual([
      '/assets/boot-3.js',
      '/assets/client-4.js',
      '/assets/router-5.js',
    ]);
  });

  it('fails the build when the manifest has no boot chunk or no entry', () => {
    const { 'src/boot.tsx': _boot, ...withoutBoot } = manifest;
    expect(() => bootPreloads(withoutBoot)).toThrow(/src\/boot\.tsx/);
    const { 'index.html': _entry, ...withoutEntry } = manifest;
    expect(() => bootPreloads(withoutEntry)).toThrow(/entry/);
  });
});
