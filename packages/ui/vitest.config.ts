import { domPreset, sharedModules } from '@northgate/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// The setup unmounts after every test, and no test leaves storage or the URL changed.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  ...domPreset({ setupFiles: ['./vitest.setup.ts'], ...sharedModules }),
});
