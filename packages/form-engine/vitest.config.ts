import { nodePreset } from '@northgate/vitest-config';
import { defineConfig } from 'vitest/config';

// Node by default; React binding tests opt into jsdom with a `@vitest-environment jsdom` comment.
export default defineConfig(nodePreset({ include: ['src/**/*.test.{ts,tsx}'] }));
