import { nodePreset, sharedModules } from '@northgate/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Node by default; React binding tests opt into jsdom with a `@vitest-environment jsdom` comment.
// The ui components they render are styled with vanilla-extract. The engine keeps no state between
// calls, so the files share one module graph.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  ...nodePreset({ include: ['src/**/*.test.{ts,tsx}'], ...sharedModules }),
});
