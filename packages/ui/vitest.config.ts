import { domPreset } from '@northgate/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  ...domPreset({ setupFiles: ['./vitest.setup.ts'] }),
});
