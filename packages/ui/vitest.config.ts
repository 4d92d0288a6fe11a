import { domPreset } from '@northgate/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  ...domPreset({
    setupFiles: ['./vitest.setup.ts'],
    // One jsdom and one module graph for all the files of a worker: starting jsdom and importing
    // React again for each file was three quarters of this package's test CPU time. Safe here: the
    // setup unmounts after every test, and no test leaves storage, the URL or a module's state
    // changed (the files pass in any order: --sequence.shuffle). The web app's tests do leave
    // state behind, so it keeps one jsdom per file.
    pool: 'threads',
    isolate: false,
  }),
});
