import { domPreset } from '@northgate/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

const preset = domPreset();

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    ...preset.test,
    setupFiles: ['./vitest.setup.ts'],
  },
});
