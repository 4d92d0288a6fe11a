import { nodePreset, sharedModules } from '@northgate/vitest-config';
import { defineConfig } from 'vitest/config';

// Node by default; React binding tests opt into jsdom with a `@vitest-environment jsdom` comment.
// The engine keeps no state between calls, so the files share one module graph.
export default defineConfig(nodePreset({ include: ['src/**/*.test.{ts,tsx}'], ...sharedModules }));
