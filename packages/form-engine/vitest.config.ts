import { nodePreset } from '@northgate/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Node by default; React binding tests opt into jsdom with a `@vitest-environment jsdom` comment.
// The ui components they render are styled with vanilla-extract.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  ...nodePreset({
    include: ['src/**/*.test.{ts,tsx}'],
    // One module graph (and one jsdom) for all the files of a worker: loading them again for each of
    // the 65 files was three quarters of this package's test CPU time. Safe here: the engine keeps
    // no state between calls, no test touches storage, the URL or globals, and the files pass in any
    // order (--sequence.shuffle).
    pool: 'threads',
    isolate: false,
  }),
});
